/** Reads A1 ranges of the report back into numbers, to check what a chart or a table covers. */
export interface Box {
  readonly column: number;
  readonly row: number;
  readonly lastColumn: number;
  readonly lastRow: number;
}

function columnNumber(letters: string): number {
  return [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
}

export function parseCell(address: string): { column: number; row: number } {
  const match = /^\$?([A-Z]+)\$?(\d+)$/.exec(address);
  if (!match) throw new Error(`Not a cell: ${address}`);
  return { column: columnNumber(match[1] ?? ''), row: Number(match[2]) };
}

export function parseRange(range: string): Box {
  const [from, to] = range.split(':');
  const first = parseCell(from ?? '');
  const last = parseCell(to ?? from ?? '');
  return { column: first.column, row: first.row, lastColumn: last.column, lastRow: last.row };
}

export const inside = (inner: Box, outer: Box) =>
  inner.column >= outer.column &&
  inner.lastColumn <= outer.lastColumn &&
  inner.row >= outer.row &&
  inner.lastRow <= outer.lastRow;

/** The columns `$P:$P` (or `$N:$P`) a formula names whole. */
export function wholeColumnsIn(text: string): number[] {
  const columns: number[] = [];
  for (const match of text.matchAll(/\$([A-Z]+):\$([A-Z]+)/g)) {
    for (let c = columnNumber(match[1] ?? ''); c <= columnNumber(match[2] ?? ''); c++) columns.push(c);
  }
  return columns;
}
