import { type ColumnKind, type GridCell, InputError, type Table, type TableEstimate, type TableLimit } from '@sv/core';

/** Excel refuses a custom function result above about 5 MB; stay under it with room for its own encoding. */
export const MAX_RESULT_CHARACTERS = 4_500_000;

/**
 * The longest table worth keeping in the memory cache. A table Excel accepts is at most MAX_RESULT_CHARACTERS as a
 * result; cached, its dates are ISO text (twice a serial number's length at most), so its text is at most about twice
 * that. Longer tables are refused before they are cached, so this only bounds what a refusal might miss.
 */
export const MAX_CACHED_TABLE_CHARACTERS = 2 * MAX_RESULT_CHARACTERS;

/**
 * A short value of each kind, in characters of the result's JSON with its comma: `"abcde",`, `45123,` (a date's
 * serial number), `false,`, `12,`. The service's keyword tables average about twice these (12 characters a cell), so a
 * table estimated from them above the limit is far above it, while one with many empty cells (`"",`) is not refused
 * before it is read: the finished table is measured exactly.
 */
const SHORT_CELL: Readonly<Record<ColumnKind, number>> = {
  text: 8,
  any: 8,
  date: 6,
  boolean: 5,
  integer: 3,
  number: 3,
};

/** The size of the result Excel would receive, estimated from the rows a count promises and short cells. */
export function estimatedCharacters({ rows, columns, headers }: TableEstimate): number {
  // Each row is an array: its brackets and the comma after it.
  const row = columns.reduce((sum, column) => sum + SHORT_CELL[column.kind], 0) + 2;
  const header = headers ? columns.reduce((sum, column) => sum + column.header.length + 3, 2) : 0;
  return rows * row + header;
}

/**
 * The runtime's limit for one call of `name`: a table the count already shows too large is refused before any page
 * is read; a finished one is measured as the grid Excel receives, which is kept for the caller (`gridOf`) so it is
 * made once.
 */
export function payloadLimit(
  name: string,
  toExcelGrid: (table: Table, headers: boolean) => GridCell[][],
): { limit: TableLimit; gridOf(table: Table, headers: boolean): GridCell[][] } {
  let measured: { table: Table; grid: GridCell[][] } | undefined;
  return {
    limit: {
      expected(estimate) {
        const size = estimatedCharacters(estimate);
        if (size <= MAX_RESULT_CHARACTERS) return;
        const headers = estimate.columns.map((column) => column.header);
        throw new InputError(
          `The table would have at least ${estimate.rows} rows × ${headers.length} columns (about ${megabytes(size)} MB ` +
            'or more), more than Excel accepts from an add-in function (about 5 MB), so the add-in does not read ' +
            `it. ${narrowing(name, headers)}`,
        );
      },
      finished(table, headers) {
        measured = { table, grid: fittingGrid(table, headers, toExcelGrid, name) };
      },
    },
    gridOf(table, headers) {
      return measured?.table === table ? measured.grid : toExcelGrid(table, headers);
    },
  };
}

/** Rows converted and measured at a time: a table far too large is refused after its first few thousand rows. */
const ROWS_PER_MEASURE = 1000;

/**
 * The grid Excel would receive, made and measured a few rows at a time, or a refusal that says how to make it fit as
 * soon as the rows made so far pass the limit. Measured as JSON text, the form the result travels in, row by row:
 * the text of a whole table is never made, since one far too large (a year of daily ranks of 25,000 keywords, 18
 * million rows) outgrows what a string may hold and would fail the call with "Invalid string length".
 */
function fittingGrid(
  table: Table,
  headers: boolean,
  toExcelGrid: (table: Table, headers: boolean) => GridCell[][],
  name: string,
): GridCell[][] {
  const { columns, rows } = table;
  // A grid without rows or columns is one header row or one empty cell.
  if (rows.length === 0 || columns.length === 0) return toExcelGrid(table, headers);
  const grid: GridCell[][] = headers ? toExcelGrid({ columns, rows: [] }, true) : [];
  // The text of the grid is its brackets, and each row's text with the comma or bracket after it.
  let size = 1 + grid.reduce((sum, row) => sum + JSON.stringify(row).length + 1, 0);
  for (let start = 0; start < rows.length; start += ROWS_PER_MEASURE) {
    const made = toExcelGrid({ columns, rows: rows.slice(start, start + ROWS_PER_MEASURE) }, false);
    for (const row of made) {
      size += JSON.stringify(row).length + 1;
      grid.push(row);
    }
    if (size > MAX_RESULT_CHARACTERS) {
      // The rest of the table is as large as the rows made so far, row for row.
      const measuredRows = grid.length - (headers ? 1 : 0);
      const whole = Math.round((size * rows.length) / measuredRows);
      const headings = columns.map((column) => column.header);
      throw new InputError(
        `The table has ${rows.length} rows × ${columns.length} columns (about ${megabytes(whole)} MB), more than ` +
          `Excel accepts from an add-in function (about 5 MB). ${narrowing(name, headings)}`,
      );
    }
  }
  return grid;
}

/**
 * How to make the table fit: fewer columns (the first three of its own named), fewer rows, or all of it through the
 * add-in's command-line tool, named as installed (`sv`): `npx sv` outside its repository would fetch and run the npm
 * registry's unrelated package called sv.
 */
function narrowing(name: string, headers: readonly string[]): string {
  const some = headers.slice(0, 3);
  const command = `sv ${name.toLowerCase().replace(/_/g, '-')} … --out table.csv`;
  return (
    `Narrow it: fewer columns with an option such as "columns=${some.join(',')}", a group, a shorter period or ` +
    `"limit=5000"; or export the whole table with the add-in's command-line tool: ${command}. It is the package ` +
    "@search-visibility/sv, installed from the add-in's source (packages/cli/README.md), not from the npm registry, " +
    'whose package called "sv" is another tool.'
  );
}

function megabytes(characters: number): string {
  return (characters / 1_000_000).toFixed(1);
}
