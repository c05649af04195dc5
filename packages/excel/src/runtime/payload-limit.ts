import { type GridCell, InputError } from '@sv/core';

/** Excel refuses a custom function result above about 5 MB; stay under it with room for its own encoding. */
export const MAX_RESULT_CHARACTERS = 4_500_000;

/**
 * Refuses a table Excel would drop with a bare error, and says how to make it fit. Measured as JSON text, the form
 * the result travels in.
 */
export function checkPayloadSize(grid: readonly (readonly GridCell[])[]): void {
  const size = JSON.stringify(grid).length;
  if (size <= MAX_RESULT_CHARACTERS) return;
  const rows = Math.max(grid.length - 1, 0);
  const columns = grid[0]?.length ?? 0;
  const megabytes = (size / 1_000_000).toFixed(1);
  throw new InputError(
    `The table has ${rows} rows × ${columns} columns (about ${megabytes} MB), more than Excel accepts from an add-in ` +
      'function (about 5 MB). Narrow it: a group, a shorter period, or options such as "limit=5000" or ' +
      '"columns=keyword_id,keyword,search_data.search_volume".',
  );
}
