/**
 * Whether a table read under change is one of the tables it may be, said in a few words when it is not: the tables
 * hold up to 150,000 rows, and a diff of them would bury the finding (and take minutes to print).
 */
export const SAME = 'the same table';

export function verdict(rows: readonly unknown[][], acceptable: readonly (readonly unknown[][])[]): string {
  for (const table of acceptable) if (firstDifference(rows, table) < 0) return SAME;
  const [first] = acceptable;
  if (first === undefined) return `${count(rows.length)} rows and no table they may be`;
  return `${count(rows.length)} rows where ${count(first.length)} were expected, the first difference at row ${count(firstDifference(rows, first) + 1)}; ${duplicates(rows)}`;
}

/**
 * The first row that differs, or -1. Rows are alike when their JSON is: compared cell by cell, a cell that is the same
 * value needs no JSON (the matrix compares some 1,500 tables of thousands of rows, and writing each row out as JSON
 * was most of the comparison's time).
 */
function firstDifference(a: readonly unknown[][], b: readonly unknown[][]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) if (!sameRow(a[i], b[i])) return i;
  return -1;
}

function sameRow(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === undefined || b === undefined || a.length !== b.length) return a === b;
  for (let c = 0; c < a.length; c += 1) {
    if (a[c] !== b[c] && JSON.stringify(a[c]) !== JSON.stringify(b[c])) return false;
  }
  return true;
}

/** Rows that are exactly alike: what a repeated page or a shifted row leaves behind. */
function duplicates(rows: readonly unknown[][]): string {
  const seen = new Set<string>();
  let repeated = 0;
  for (const row of rows) {
    const key = JSON.stringify(row);
    if (seen.has(key)) repeated += 1;
    seen.add(key);
  }
  return `${count(repeated)} rows repeated`;
}

const count = (value: number) => value.toLocaleString('en-US');
