import { isDateValue } from './harness';

/**
 * What Sheets needs from a custom function's result, and what the product promises: a rectangular 2-D array whose
 * cells are text, finite numbers, booleans or Dates (never null or undefined, never a date left as text), headed by
 * the dotted field names. Returns the problems found, so one assertion reports them all.
 */
export function gridProblems(value: unknown, options: { headers?: boolean } = {}): string[] {
  if (!Array.isArray(value) || value.length === 0) return [`not a non-empty 2-D array: ${String(value)}`];
  const problems: string[] = [];
  const width = Array.isArray(value[0]) ? value[0].length : -1;
  value.forEach((row: unknown, r) => {
    if (!Array.isArray(row)) {
      problems.push(`row ${r} is not an array`);
      return;
    }
    if (row.length !== width) problems.push(`row ${r} has ${row.length} cells, row 0 has ${width}`);
    row.forEach((cell: unknown, c) => {
      const where = `[${r}][${c}]`;
      if (cell === null || cell === undefined) problems.push(`${where} is ${cell}`);
      else if (typeof cell === 'number' && !Number.isFinite(cell)) problems.push(`${where} is ${cell}`);
      else if (typeof cell === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cell))
        problems.push(`${where} is a date left as text`);
      else if (!['string', 'number', 'boolean'].includes(typeof cell) && !isDateValue(cell)) {
        problems.push(`${where} is a ${typeof cell}`);
      }
    });
  });
  if (options.headers !== false) {
    const header = value[0] as unknown[];
    if (!header.every((name) => typeof name === 'string' && name !== '')) problems.push('row 0 is not a header row');
  }
  return problems.slice(0, 20);
}

export function columnOf(grid: unknown[][], header: string): unknown[] {
  const index = (grid[0] as unknown[]).indexOf(header);
  if (index < 0) throw new Error(`no column ${header} in ${(grid[0] as unknown[]).join(', ')}`);
  return grid.slice(1).map((row) => row[index]);
}

export function hoursAndMinutesIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    date,
  );
}

/**
 * toEqual over two grids, checked cell by cell first (the same value, or Dates of the same time: what toEqual
 * compares), and handed to toEqual only when they differ, which then says how: jest's deep equality walked each cell of
 * tables of thousands slowly.
 */
export function expectSameGrid(actual: unknown, expected: unknown): void {
  if (!sameGrid(actual, expected)) expect(actual).toEqual(expected);
}

function sameGrid(actual: unknown, expected: unknown): boolean {
  if (!Array.isArray(actual) || !Array.isArray(expected) || actual.length !== expected.length) return false;
  return actual.every((row: unknown, r) => {
    const other: unknown = expected[r];
    if (!Array.isArray(row) || !Array.isArray(other) || row.length !== other.length) return false;
    return row.every((cell: unknown, c) => sameCell(cell, other[c]));
  });
}

function sameCell(actual: unknown, expected: unknown): boolean {
  if (Object.is(actual, expected)) return true;
  return isDateValue(actual) && isDateValue(expected) && actual.getTime() === expected.getTime();
}
