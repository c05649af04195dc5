/**
 * A declarative description of how records of one kind become table rows. The column list is fixed, so the header
 * row never depends on which fields the records happened to carry.
 */
import type * as z from 'zod/mini';
import { lazy } from '../lazy';
import type { ColumnKind } from '../table';

/**
 * How a value becomes one cell.
 * - `value`: the scalar as is (numbers stay numbers, booleans booleans; an unexpected object becomes compact JSON).
 * - `features_present`: a list of `{feature, ...}` as the comma-joined codes of every feature on the SERP.
 * - `features_listed`: the same list, only the features in which the campaign's site is listed (`listed` true).
 * - `feature_counts`: a list of `{feature, count}` as `FSN:7, QNS:5`.
 * - `monthly_searches`: a list of `{month, year, search_volume}` as `2025-01:1200, 2025-02:1300`, oldest first.
 * - `count`: the number of items of a list (0 for an empty list, "" when the list is missing).
 */
export type CellFormat =
  | 'value'
  | 'features_present'
  | 'features_listed'
  | 'feature_counts'
  | 'monthly_searches'
  | 'count';

/** Where a column reads its value: the record, the unrolled item, or the device the item came from. */
export type ColumnSource = 'record' | 'item' | 'device';

export interface LayoutColumn {
  /** Dotted API path shown as the header. */
  header: string;
  kind: ColumnKind;
  source: ColumnSource;
  /** Dotted path of the value within the record or the unrolled item. */
  path: string;
  format: CellFormat;
}

export interface Unroll {
  /** Dotted path of the nested array, or of the object holding per-device arrays. */
  path: string;
  /** True when `path` holds `desktop` and `mobile` arrays: rows carry a `device` column, desktop rows first. */
  perDevice: boolean;
}

export interface Layout {
  /** The data in an analyst's words, for error messages ("keyword data"). */
  what: string;
  /** Row shape and column list, for the function reference. */
  help: string;
  /** Normalises each raw record; re-applying it to a normalised record changes nothing. */
  schema: z.ZodMiniType;
  columns: readonly LayoutColumn[];
  unroll?: Unroll;
  /**
   * Dotted paths of the raw record that together identify it within one answer (`keyword_id`; `date` for one row per
   * day): a paged pull that sees the same id twice knows its pages shifted or repeated.
   */
  recordKey?: readonly string[];
}

/**
 * A layout as an area file declares it: the schema as a builder, so that loading the project builds none of them, and
 * the help as the row shape in words and its notes (the column list is added from the columns).
 */
export interface LayoutSpec extends Omit<Layout, 'schema' | 'help'> {
  schema: () => z.ZodMiniType;
  /** One row per what, in words: "One row per keyword, device and day." */
  rows: string;
  notes?: readonly string[];
}

/**
 * The layout whose schema is built when a call first reads it, then kept. Constructing the zod schemas of every
 * function was most of the time Apps Script spends evaluating the project, which it does on every cell call.
 */
export function defineLayout(spec: LayoutSpec): Layout {
  const { schema: buildSchema, rows, notes, ...declared } = spec;
  const schema = lazy(buildSchema);
  return {
    ...declared,
    help: describeLayout(rows, spec.columns, notes),
    get schema() {
      return schema();
    },
  };
}

/** A column read from the record at its own header path. */
export function field(header: string, kind: ColumnKind, format: CellFormat = 'value'): LayoutColumn {
  return { header, kind, source: 'record', path: header, format };
}

/** A column read from the unrolled item; its header is the unroll path followed by the item path. */
export function itemField(unrollPath: string, itemPath: string, kind: ColumnKind): LayoutColumn {
  return { header: `${unrollPath}.${itemPath}`, kind, source: 'item', path: itemPath, format: 'value' };
}

/** The `desktop` / `mobile` column of a per-device unroll. */
export function deviceColumn(): LayoutColumn {
  return { header: 'device', kind: 'text', source: 'device', path: '', format: 'value' };
}

/** Help text: the row shape in words, the notes, then the columns in order. */
export function describeLayout(rowShape: string, columns: readonly LayoutColumn[], notes: readonly string[] = []) {
  return [rowShape, ...notes, `Columns: ${columns.map((column) => column.header).join(', ')}.`].join(' ');
}
