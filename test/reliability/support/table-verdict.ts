/**
 * Whether a table read under change is one of the tables it may be, said in a few words when it is not: the tables
 * hold up to 150,000 rows, and a diff of them would bury the finding (and take minutes to print).
 */
export const SAME = 'the same table';

export function verdict(rows: readonly unknown[][], acceptable: readonly (readonly unknown[][])[]): string {
  const text = rows.map((row) => JSON.stringify(row));
  let closest = '';
  for (const table of acceptable) {
    const expected = table.map((row) => JSON.stringify(row));
    const differs = firstDifference(text, expected);
    if (differs < 0) return SAME;
    closest ||= `${count(text.length)} rows where ${count(expected.length)} were expected, the first difference at row ${count(differs + 1)}; ${duplicates(rows)}`;
  }
  return closest;
}

function firstDifference(a: readonly string[], b: readonly string[]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) if (a[i] !== b[i]) return i;
  return -1;
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
