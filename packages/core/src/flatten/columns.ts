import type { ColumnKind } from '../table';
import { type CellFormat, field, itemField, type LayoutColumn } from './layout';

/** Column helpers shared by the layouts of the area files. */

/** A column of the unrolled item read at `path` and shown under `header` (which may differ from `path`). */
export function itemColumn(header: string, path: string, kind: ColumnKind, format: CellFormat = 'value'): LayoutColumn {
  return { header, kind, source: 'item', path, format };
}

/** A column of the record read at `path` (a value the schema derived) and shown under the API path `header`. */
export function derivedColumn(
  header: string,
  path: string,
  kind: ColumnKind,
  format: CellFormat = 'value',
): LayoutColumn {
  return { header, kind, source: 'record', path, format };
}

/** `search_data` of research, vault and group records. */
export const searchDataColumns = (prefix = 'search_data'): LayoutColumn[] => [
  field(`${prefix}.search_volume`, 'integer'),
  field(`${prefix}.year_over_year`, 'number'),
  field(`${prefix}.monthly_searches`, 'text', 'monthly_searches'),
];

/** `traffic_data` of keyword and group records: the sessions and the analytics figures they brought. */
export const trafficDataColumns = (): LayoutColumn[] =>
  fields({
    'traffic_data.sessions': 'integer',
    'traffic_data.ecommerce.transactions': 'number',
    'traffic_data.ecommerce.revenue': 'number',
    'traffic_data.goals.completions': 'number',
    'traffic_data.goals.revenue': 'number',
  });

/** Per-device figures `{desktop, mobile}` under `prefix`. */
export const perDeviceColumns = (prefix: string, kind: ColumnKind): LayoutColumn[] => [
  field(`${prefix}.desktop`, kind),
  field(`${prefix}.mobile`, kind),
];

export const MONTHLY_SEARCHES_NOTE =
  'search_data.monthly_searches lists the previous 13 months as YYYY-MM:volume, oldest first.';

/**
 * Columns read from the record, each at its own header path, in the order given:
 * `fields({ keyword_id: 'integer', 'search_data.search_volume': 'integer' })`.
 */
export function fields(kinds: Readonly<Record<string, ColumnKind>>): LayoutColumn[] {
  return Object.entries(kinds).map(([header, kind]) => field(header, kind));
}

/** Columns of the items unrolled from `unrollPath`, headed `<unrollPath>.<item path>`, in the order given. */
export function itemFields(unrollPath: string, kinds: Readonly<Record<string, ColumnKind>>): LayoutColumn[] {
  return Object.entries(kinds).map(([path, kind]) => itemField(unrollPath, path, kind));
}

/** Columns of the unrolled items headed by their own paths, where each item is a row of its own (a group, a day). */
export function itemColumns(kinds: Readonly<Record<string, ColumnKind>>): LayoutColumn[] {
  return Object.entries(kinds).map(([path, kind]) => itemColumn(path, path, kind));
}
