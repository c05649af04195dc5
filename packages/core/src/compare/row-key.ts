import type { Column } from '../table';

/** What identifies a row of a table across two periods. */
export interface RowKey {
  /** Columns whose values, together, name the row (a keyword id, a device, a competitor's domain). */
  readonly columns: readonly number[];
  /** The column of the row's day, matched by its place in the period: day 1 meets day 1. */
  readonly day?: number;
}

/** The row's own day: `date`, or the date of an unrolled series (`ranking_data.date`), never a field's date deeper in. */
const DAY_HEADER = /^(?:[a-z0-9_]+\.)?date$/;
/** Parts of a row that a record holds several of: a device's, a domain's, a SERP feature's row. */
const PART_HEADER = /^(?:device|domain|(?:[a-z0-9_]+\.)+(?:domain|feature))$/;

/**
 * The key a function's rows are joined on: its record key's columns (keyword id, group id, url, topic), the parts a
 * record unrolls into, and the day. Rows with the same key in one period are told apart by their order, so a
 * join never drops a row.
 */
export function rowKeyOf(columns: readonly Column[], recordKey: readonly string[] | undefined): RowKey {
  const keyed = new Set(recordKey ?? []);
  const parts: number[] = [];
  let day: number | undefined;
  columns.forEach((column, index) => {
    if (column.kind === 'date' && day === undefined && (DAY_HEADER.test(column.header) || keyed.has(column.header))) {
      day = index;
    } else if (keyed.has(column.header) || PART_HEADER.test(column.header)) {
      parts.push(index);
    }
  });
  return { columns: parts, day };
}
