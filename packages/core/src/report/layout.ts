import { columnLabel, describeColumn } from '../dictionary';
import { absoluteCell, cellAt, rangeOf, wholeColumn } from './a1';
import { comparedShape } from './compared-table';
import { UNIT_FORMATS } from './formats';
import type { ParamCells } from './formula';
import { withoutHeaderRow } from './headerless-call';
import type {
  ChartSeries,
  ConditionalFormat,
  NumberFormat,
  ReportCall,
  ReportCell,
  ReportChart,
  ReportRequest,
  ReportTable,
} from './types';

/** Columns A..J hold what the client reads; the SV_ tables sit to the right, from column L. */
export const REPORT_LAST_COLUMN = 10;
export const DATA_FIRST_COLUMN = 12;
/**
 * Data tables start on this row, below the parameter block: their label one row above, and on this row the header
 * the report writes in words (the SV_ call, asked for no header row, sits on the row below and fills the data rows).
 */
export const DATA_ROW = 12;
/** The bounds of an unbounded (keyword) table run to the last row a worksheet has. */
export const EXCEL_LAST_ROW = 1048576;
/** Charts sit from column E of their section. */
export const CHART_COLUMN = 5;
export const CHART_ROWS = 16;
/**
 * The lowest default row height of the hosts the report is drawn in: Sheets 21 px, Excel 20 px with Calibri 11 and
 * 19 px with Aptos 11. A chart sized for it ends within its rows in all of them.
 */
export const ROW_HEIGHT_PX = 19;
export const CHART_WIDTH_PX = 620;
export const CHART_HEIGHT_PX = CHART_ROWS * ROW_HEIGHT_PX - 8;

/** The formats and axes, which the sections take with the layout. */
export { FORMATS, percentAxis, UNIT_FORMATS, wholeAxis } from './formats';

/** A table of the data area, with whole-column references to each of its columns for formulas that count them. */
export interface PlacedTable {
  readonly table: ReportTable;
  /** `$P$13`: the cell holding the SV_ call, where its error shows when the call fails. */
  readonly anchor: string;
  /** The header the report writes over a column, in words (the column dictionary's label). */
  label(header: string): string;
  /** A chart series over one column, named by that label. */
  series(header: string, axis?: ChartSeries['axis']): ChartSeries;
  /** `$P:$P` by header. */
  column(header: string): string;
  /** The A1 range of one column from its header row to its last possible row. */
  columnRange(header: string): string;
  /** Absolute reference of the first data cell of a column. */
  firstCell(header: string): string;
  columnIndex(header: string): number;
  /** `$N:$P`: every column of the table, whole. */
  readonly allColumns: string;
}

export interface TableSpec {
  readonly id: string;
  readonly label: string;
  readonly call: ReportCall;
  readonly headers: readonly string[];
  readonly maxRows: number | null;
  /**
   * Rows at most once compared, where the two periods' rows do not meet (weekly rows fall on other days of the
   * period, and each is kept on its own): default, `maxRows`.
   */
  readonly comparedMaxRows?: number | null;
  /** Formats the report wants whatever the column's unit (a signed rank change); the others follow their unit. */
  readonly formats?: Readonly<Record<string, NumberFormat>>;
}

/** The format of each column of a table: the report's own where it gives one, else the one of the column's unit. */
function formatsOf(spec: TableSpec): Record<string, NumberFormat> {
  const formats: Record<string, NumberFormat> = {};
  for (const header of spec.headers) {
    const unit = describeColumn(spec.call.name, header)?.unit;
    const format = spec.formats?.[header] ?? (unit ? UNIT_FORMATS[unit] : undefined);
    if (format) formats[header] = format;
  }
  return formats;
}

/** Hands out columns of the data area from left to right; a table asked for twice (by two sections) is placed once. */
export class DataArea {
  private nextColumn = DATA_FIRST_COLUMN;
  /** With a comparison in the request, every table over a period is asked for it (compared-table.ts). */
  constructor(private readonly request?: ReportRequest) {}

  private readonly placed = new Map<string, PlacedTable>();
  /** Each table's label (above it) and header row in words; written with the report's other cells. */
  readonly labelCells: ReportCell[] = [];

  table(given: TableSpec): { placed: PlacedTable; isNew: boolean } {
    const known = this.placed.get(given.id);
    if (known) return { placed: known, isNew: false };
    const compared = this.request ? comparedShape(given, this.request) : undefined;
    const spec: TableSpec = compared
      ? { ...given, ...compared, maxRows: given.comparedMaxRows === undefined ? given.maxRows : given.comparedMaxRows }
      : given;
    const column = this.reserve(spec.headers.length, spec.label);
    const lastRow = spec.maxRows === null ? null : DATA_ROW + spec.maxRows;
    const labels = compared?.labels ?? spec.headers.map((header) => columnLabel(spec.call.name, header));
    labels.forEach((label, index) => {
      this.labelCells.push({ address: cellAt(column + index, DATA_ROW), value: label, style: 'header' });
    });
    const table: ReportTable = {
      id: spec.id,
      label: spec.label,
      anchor: cellAt(column, DATA_ROW + 1),
      call: withoutHeaderRow(spec.call),
      headers: spec.headers,
      labels,
      maxRows: spec.maxRows,
      bounds: rangeOf(column, DATA_ROW, column + spec.headers.length - 1, lastRow ?? EXCEL_LAST_ROW),
      formats: compared?.formats ?? formatsOf(spec),
    };
    const indexOf = (header: string) => {
      const index = spec.headers.indexOf(header);
      if (index < 0) throw new Error(`${spec.id} has no column ${header}.`);
      return column + index;
    };
    const labelOf = (header: string) => labels[indexOf(header) - column] ?? header;
    const columnRange = (header: string) =>
      rangeOf(indexOf(header), DATA_ROW, indexOf(header), lastRow ?? EXCEL_LAST_ROW);
    const placed: PlacedTable = {
      table,
      anchor: absoluteCell(column, DATA_ROW + 1),
      label: labelOf,
      series: (header, axis = 'primary') => ({ range: columnRange(header), axis, label: labelOf(header) }),
      column: (header) => wholeColumn(indexOf(header)),
      columnRange,
      firstCell: (header) => absoluteCell(indexOf(header), DATA_ROW + 1),
      columnIndex: indexOf,
      allColumns: `${wholeColumn(column).split(':')[0]}:${wholeColumn(column + spec.headers.length - 1).split(':')[1]}`,
    };
    this.placed.set(spec.id, placed);
    return { placed, isNew: true };
  }

  /** Columns for cells computed from the tables (a pivot), labelled like a table; it writes its own header row. */
  reserve(width: number, label: string): number {
    const column = this.nextColumn;
    this.nextColumn += width + 1;
    this.labelCells.push({ address: cellAt(column, DATA_ROW - 1), value: label, style: 'label' });
    return column;
  }
}

/** What a section is given: where it starts, the parameters, and the data area it shares with the others. */
export interface SectionContext {
  readonly request: ReportRequest;
  readonly firstRow: number;
  readonly days: number;
  readonly params: ParamCells;
  readonly data: DataArea;
}

/** What a section gives back; `height` counts its rows from the heading, which build-report.ts writes. */
export interface SectionBody {
  readonly title: string;
  readonly description: string;
  readonly cells: readonly ReportCell[];
  readonly tables: readonly ReportTable[];
  readonly charts: readonly ReportChart[];
  readonly conditionalFormats: readonly ConditionalFormat[];
  readonly height: number;
}

/** The tables a section placed for the first time (a shared one belongs to the first section that asks). */
export function placeTables<const S extends readonly TableSpec[]>(
  data: DataArea,
  specs: S,
): { tables: ReportTable[]; placed: { readonly [K in keyof S]: PlacedTable } } {
  const tables: ReportTable[] = [];
  const placed = specs.map((spec) => {
    const result = data.table(spec);
    if (result.isNew) tables.push(result.placed.table);
    return result.placed;
  });
  return { tables, placed: placed as unknown as { readonly [K in keyof S]: PlacedTable } };
}
