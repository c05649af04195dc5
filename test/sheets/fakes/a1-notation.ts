/** Parsing of A1 notation for the fake spreadsheet: `A1`, `B2:C10`, `A:A`, `A2:A`, optionally after `Sheet!`. */
export interface Area {
  sheet?: string;
  row: number;
  column: number;
  /** Undefined: to the sheet's last row or column. */
  lastRow?: number;
  lastColumn?: number;
}

export function columnNumber(letters: string): number {
  return letters
    .toUpperCase()
    .split('')
    .reduce((sum, letter) => sum * 26 + (letter.charCodeAt(0) - 64), 0);
}

export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

export function parseA1(text: string): Area {
  let sheet: string | undefined;
  let area = text.trim();
  const bang = area.lastIndexOf('!');
  if (bang >= 0) {
    sheet = area.slice(0, bang);
    if (sheet.startsWith("'") && sheet.endsWith("'")) sheet = sheet.slice(1, -1).replace(/''/g, "'");
    area = area.slice(bang + 1);
  }
  area = area.replace(/\$/g, '');
  const cell = /^([A-Za-z]{1,3})(\d*)$/;
  const [start = '', end] = area.split(':');
  const first = cell.exec(start);
  if (!first || (end === undefined && !first[2])) throw new Error(`Exception: Range not found`);
  const row = first[2] ? Number(first[2]) : 1;
  const column = columnNumber(first[1] as string);
  if (end === undefined) return { sheet, row, column, lastRow: row, lastColumn: column };
  const second = cell.exec(end);
  if (!second) throw new Error('Exception: Range not found');
  return {
    sheet,
    row,
    column,
    lastRow: second[2] ? Number(second[2]) : undefined,
    lastColumn: columnNumber(second[1] as string),
  };
}
