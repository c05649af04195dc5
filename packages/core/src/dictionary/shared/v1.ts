/**
 * How the columns of the V1_ functions read (interface 1.2; registry/areas/v1-*.columns.ts). 1.2 sends visibility and
 * rates as percentages (0–100); the tables show them as fractions 0–1 like 3.0's shares (the area files list them as
 * `sentAsPercent`). 1.2 ranks run 1 to 100 with 101 for "not in the top 100" where 3.0 uses the campaign's tracking
 * depth.
 */
import { column } from '../column-meaning';

/** How a 1.2 visibility figure reads, said once for every column that holds one. */
export const VISIBILITY_UNIT = 'as a fraction 0–1 (0.142 reads 14.2 %; interface 1.2 sends 14.2, divided by 100 here)';

/** How a 1.2 rank reads. */
export const RANK_SCALE = '1 to 100, where 101 means not found in the top 100';

export const visibility = (label: string, what: string) => column(label, 'fraction', `${what}, ${VISIBILITY_UNIT}.`);

export const visibilityChange = (label: string, what: string) =>
  column(
    label,
    'points',
    `${what}, in percentage points of visibility (most likely the end value minus the start value).`,
  );

export const ANNOTATIONS = column(
  'Annotations',
  'text',
  'The notes on the visibility graph for that day, joined with "; "; empty on days without notes.',
);
