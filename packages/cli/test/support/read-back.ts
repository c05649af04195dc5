import { readFileSync } from 'node:fs';
import type { Cell, Column, Table } from '@sv/core';

/** RFC 4180 fields of a CSV text: quoted fields may hold commas, quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const character = text.charAt(i);
    if (quoted) {
      if (character === '"' && text.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
    } else field += character;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A CSV field back as the cell it was: by the column's kind, with the formula guard's apostrophe taken off. */
function csvCell(field: string, column: Column): Cell {
  if (field === '') return '';
  if (column.kind === 'boolean') return field === 'true';
  // A number column may hold the service's visible marker "N/A", which stays text.
  const numeric = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(field);
  if ((column.kind === 'number' || column.kind === 'integer' || column.kind === 'any') && numeric) return Number(field);
  if (column.kind === 'any' && (field === 'true' || field === 'false')) return field === 'true';
  return /^'[=+\-@\t\r]/.test(field) ? field.slice(1) : field;
}

export function tableFromCsv(path: string, columns: readonly Column[]): { headers: string[]; rows: Cell[][] } {
  const [headers = [], ...rows] = parseCsv(readFileSync(path, 'utf8'));
  return { headers, rows: rows.map((row) => row.map((field, index) => csvCell(field, columns[index] as Column))) };
}

export function tableFromJsonLines(path: string): { keys: string[]; rows: Cell[][] } {
  const objects = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, Cell | null>);
  return {
    keys: Object.keys(objects[0] ?? {}),
    rows: objects.map((object) => Object.values(object).map((value) => value ?? '')),
  };
}

/** The rows of a table as they should read back: the same cells. */
export function rowsOf(table: Table): Cell[][] {
  return table.rows.map((row) => [...row]);
}
