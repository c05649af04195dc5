/** A1 addresses on the report's sheet: columns and rows are 1-based. */

export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

export function cellAt(column: number, row: number): string {
  return `${columnLetter(column)}${row}`;
}

/** `$B$4`: stays put when a formula is copied. */
export function absoluteCell(column: number, row: number): string {
  return `$${columnLetter(column)}$${row}`;
}

export function rangeOf(column: number, row: number, lastColumn: number, lastRow: number): string {
  return `${cellAt(column, row)}:${cellAt(lastColumn, lastRow)}`;
}

/** `$P:$P`: a whole column, so a table of any length is counted; header text is ignored by numeric functions. */
export function wholeColumn(column: number): string {
  return `$${columnLetter(column)}:$${columnLetter(column)}`;
}

/** `B14` (or `$B$14`) back into its 1-based column and row. */
export function parseCellAddress(address: string): { column: number; row: number } {
  const match = /^\$?([A-Z]+)\$?(\d+)$/.exec(address);
  if (!match) throw new Error(`Not a cell address: ${address}`);
  const column = [...(match[1] ?? '')].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
  return { column, row: Number(match[2]) };
}
