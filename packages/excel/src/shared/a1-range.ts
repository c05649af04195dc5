/** A rectangle of cells: 1-based first row and column, and its size. */
export interface CellArea {
  top: number;
  left: number;
  rows: number;
  columns: number;
}

const A1 = /^\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/i;

export function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters.toUpperCase()) number = number * 26 + (letter.charCodeAt(0) - 64);
  return number;
}

/** `B4`, `$L$12:$N$43`: the cell or rectangle it names on one sheet. */
export function parseA1(address: string): CellArea {
  const match = A1.exec(address);
  if (!match) throw new Error(`${address} is not an A1 address of one cell or one rectangle.`);
  const left = columnNumber(match[1] as string);
  const top = Number(match[2]);
  const right = match[3] ? columnNumber(match[3]) : left;
  const bottom = match[4] ? Number(match[4]) : top;
  return { top, left, rows: bottom - top + 1, columns: right - left + 1 };
}
