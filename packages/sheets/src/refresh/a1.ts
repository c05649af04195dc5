/** `A1` notation of a cell, for messages: column 28, row 3 → `AB3`. */
export function a1Of(row: number, column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return `${letters}${row}`;
}

/** `Sheet1!A1`, quoting sheet names that need it, as Sheets writes them. */
export function cellName(sheetName: string, row: number, column: number): string {
  const sheet = /^[A-Za-z_][A-Za-z0-9_]*$/.test(sheetName) ? sheetName : `'${sheetName.replace(/'/g, "''")}'`;
  return `${sheet}!${a1Of(row, column)}`;
}
