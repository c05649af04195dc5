import type { Column } from '../table';
import type { Unit } from './unit';

/**
 * The spreadsheet number format that shows a figure of each unit as its unit reads, in Excel's en-US form (which the
 * XLSX files `sv` writes and Excel's formatted values both take). The value itself never changes: a percent of 0–100
 * keeps 14.2 and shows "14.2%". Units without an entry read right as plain numbers (ids, ranks, scores).
 */
export const NUMBER_FORMAT_OF_UNIT: Readonly<Partial<Record<Unit, string>>> = {
  percent: '0.0"%"',
  fraction: '0.0%',
  points: '+0.0" pp";-0.0" pp";0.0" pp"',
  currency: '#,##0.00',
  count: '#,##0',
};

export const DATE_NUMBER_FORMAT = 'yyyy-mm-dd';

/**
 * The number format a column's figures take, or undefined where a plain number reads right (ids, ranks, scores, text).
 * The patterns above read the same in Google Sheets' number-format syntax (digit placeholders, "%", "," grouping,
 * quoted literals, a leading "+" and "-" as literals, sections split by ";", and yyyy-mm-dd for dates), so both hosts
 * take them as they are.
 */
export function numberFormatOfColumn(column: Pick<Column, 'kind' | 'unit'>): string | undefined {
  if (column.kind === 'date') return DATE_NUMBER_FORMAT;
  return column.unit ? NUMBER_FORMAT_OF_UNIT[column.unit] : undefined;
}

const KIND_OF_UNIT: Readonly<Partial<Record<Unit, string>>> = {
  percent: 'percent',
  fraction: 'percent',
  points: 'change',
  currency: 'amount',
  count: 'count',
};

const KIND_ORDER = ['date', 'percent', 'change', 'count', 'amount'];

/** The kinds of figure some number formats are for, in a user's words: "date", "count and percent". */
export function numberFormatKinds(formats: readonly (string | undefined)[]): string {
  const kindOf = (format: string) =>
    format === DATE_NUMBER_FORMAT
      ? 'date'
      : (KIND_OF_UNIT[
          (Object.keys(NUMBER_FORMAT_OF_UNIT) as Unit[]).find((unit) => NUMBER_FORMAT_OF_UNIT[unit] === format) ??
            'number'
        ] ?? 'number');
  const given = new Set(formats.flatMap((format) => (format === undefined ? [] : [kindOf(format)])));
  // Always in one order, whatever order the columns come in.
  const kinds = [
    ...KIND_ORDER.filter((kind) => given.has(kind)),
    ...[...given].filter((kind) => !KIND_ORDER.includes(kind)),
  ];
  return kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds[kinds.length - 1]}` : (kinds[0] ?? '');
}
