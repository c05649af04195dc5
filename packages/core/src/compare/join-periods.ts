import { isoDateToSerial, serialToIsoDate } from '../args';
import type { Unit } from '../dictionary/unit';
import type { Cell, Column, Table } from '../table';
import { comparedHeader, comparedUnit, isFigure } from './compared-columns';
import type { Period } from './periods';
import { type RowKey, rowKeyOf } from './row-key';

export interface ComparedPull {
  readonly table: Table;
  readonly period: Period;
}

export interface JoinContext {
  /** What identifies a raw record of the function, as its layout declares it. */
  readonly recordKey?: readonly string[];
  /** The unit the column dictionary gives a header. */
  unitOf(header: string): Unit | undefined;
  /**
   * Whether rows only the earlier period holds are kept (a keyword dropped since). Not under a `limit`: both pulls are
   * then the first rows of their period, and a row missing from the current one may only have been cut.
   */
  readonly earlierOnlyRows?: boolean;
}

/**
 * One table of both periods: the current table's columns, each figure followed by its earlier value and the change
 * (now − earlier); rows joined on the function's row key, the current period's in their order, then those only the
 * earlier period holds (a keyword dropped since), each side empty where the other period has no such row.
 */
export function joinPeriods(now: ComparedPull, before: ComparedPull, context: JoinContext): Table {
  const columns = unionColumns(now.table.columns, before.table.columns);
  const fromNow = positions(columns, now.table.columns);
  const fromBefore = positions(columns, before.table.columns);
  const key = rowKeyOf(columns, context.recordKey);
  const units = columns.map((column) => context.unitOf(column.header));
  const keyColumns = new Set(key.columns);
  const figures = columns.map(
    (column, index) => !keyColumns.has(index) && index !== key.day && isFigure(column, units[index]),
  );

  const nowRows = now.table.rows.map((row) => pick(row, fromNow));
  const beforeRows = before.table.rows.map((row) => pick(row, fromBefore));
  const nowKeys = keysOf(nowRows, key, now.period);
  const beforeKeys = keysOf(beforeRows, key, before.period);
  const beforeAt = new Map(beforeKeys.map((rowKey, index) => [rowKey, index]));
  const matched = new Set<number>();

  const rows: Cell[][] = nowRows.map((row, index) => {
    const at = beforeAt.get(nowKeys[index] ?? '');
    if (at !== undefined) matched.add(at);
    return joinedRow(row, at === undefined ? undefined : beforeRows[at], figures, units);
  });
  beforeRows.forEach((row, index) => {
    if (matched.has(index) || context.earlierOnlyRows === false) return;
    const shown = key.day === undefined ? row : movedToPeriod(row, key.day, before.period, now.period);
    rows.push(joinedRow(undefined, shown, figures, units));
  });
  return { columns: joinedColumns(columns, figures, units), rows };
}

function joinedColumns(columns: readonly Column[], figures: readonly boolean[], units: readonly (Unit | undefined)[]) {
  const joined: Column[] = [];
  columns.forEach((column, index) => {
    joined.push(column);
    if (!figures[index]) return;
    for (const side of ['previous', 'change'] as const) {
      const unit = comparedUnit(units[index], side);
      joined.push({ header: comparedHeader(column.header, side), kind: 'number', ...(unit ? { unit } : {}) });
    }
  });
  return joined;
}

/** A row of the joined table: each figure of the current row, its earlier value and the change. */
function joinedRow(
  now: readonly Cell[] | undefined,
  before: readonly Cell[] | undefined,
  figures: readonly boolean[],
  units: readonly (Unit | undefined)[],
): Cell[] {
  const row: Cell[] = [];
  figures.forEach((figure, index) => {
    const current = now ? (now[index] ?? '') : '';
    const earlier = before ? (before[index] ?? '') : '';
    if (!figure) {
      row.push(now ? current : earlier);
      return;
    }
    row.push(current, earlier, change(current, earlier, units[index]));
  });
  return row;
}

/** now − earlier (a 0–1 fraction's change in percentage points, as changeInPoints says); empty unless both are numbers. */
function change(current: Cell, earlier: Cell, unit: Unit | undefined): Cell {
  if (typeof current !== 'number' || typeof earlier !== 'number') return '';
  const scale = unit === 'fraction' ? 100 : 1;
  // Rounded to 10 decimal places: 0.3 − 0.1 is 0.19999999999999998 in binary, which no analyst wants to see.
  return Math.round((current - earlier) * scale * 1e10) / 1e10;
}

function keysOf(rows: readonly Cell[][], key: RowKey, period: Period): string[] {
  const start = isoDateToSerial(period.start);
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const parts = key.columns.map((index) => String(row[index] ?? ''));
    const day = key.day === undefined ? undefined : row[key.day];
    if (typeof day === 'string' && day !== '') parts.push(`day ${isoDateToSerial(day) - start}`);
    const base = JSON.stringify(parts);
    // Rows alike in every key column (a key the answer repeats) meet in order: the second meets the second.
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    return `${base}#${occurrence}`;
  });
}

/** An earlier row shown in the current period's table: its day is the day at the same place in the current period. */
function movedToPeriod(row: readonly Cell[], day: number, from: Period, to: Period): Cell[] {
  const moved = [...row];
  const date = row[day];
  if (typeof date === 'string' && date !== '') {
    moved[day] = serialToIsoDate(isoDateToSerial(to.start) + isoDateToSerial(date) - isoDateToSerial(from.start));
  }
  return moved;
}

/** The current table's columns, then any only the earlier answer had (a function whose columns follow its answer). */
function unionColumns(now: readonly Column[], before: readonly Column[]): Column[] {
  const headers = new Set(now.map((column) => column.header));
  return [...now, ...before.filter((column) => !headers.has(column.header))];
}

/** Where each column of `columns` sits in a table's own columns (-1 where it has none). */
function positions(columns: readonly Column[], own: readonly Column[]): number[] {
  const at = new Map(own.map((column, index) => [column.header, index]));
  return columns.map((column) => at.get(column.header) ?? -1);
}

function pick(row: readonly Cell[], at: readonly number[]): Cell[] {
  return at.map((index) => (index < 0 ? '' : (row[index] ?? '')));
}
