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
        const grid = toExcelGrid(table, headers);
        checkPayloadSize(
          grid,
          name,
          table.columns.map((column) => column.header),
        );
        measured = { table, grid };
      },
    },
    gridOf(table, headers) {
      return measured?.table === table ? measured.grid : toExcelGrid(table, headers);
    },
  };
}

/**
 * Refuses a table Excel would drop with a bare error, and says how to make it fit. Measured as JSON text, the form
 * the result travels in.
 */
function checkPayloadSize(grid: readonly (readonly GridCell[])[], name: string, headers: readonly string[]): void {
  const size = JSON.stringify(grid).length;
  if (size <= MAX_RESULT_CHARACTERS) return;
  const rows = Math.max(grid.length - 1, 0);
  const columns = grid[0]?.length ?? 0;
  throw new InputError(
    `The table has ${rows} rows × ${columns} columns (about ${megabytes(size)} MB), more than Excel accepts from an ` +
      `add-in function (about 5 MB). ${narrowing(name, headers)}`,
  );
}

/** How to make the table fit: fewer columns (the first three of its own named), fewer rows, or all of it through sv. */
function narrowing(name: string, headers: readonly string[]): string {
  const some = headers.slice(0, 3);
  const command = `npx sv ${name.toLowerCase().replace(/_/g, '-')} …`;
  return (
    `Narrow it: fewer columns with an option such as "columns=${some.join(',')}", a group, a shorter period or ` +
    `"limit=5000"; or export the whole table with sv (${command} --out table.csv).`
  );
}

function megabytes(characters: number): string {
  return (characters / 1_000_000).toFixed(1);
}
