/**
 * What a column's numbers (or texts) are, so a reader knows how to read 14.2 next to 0.133. Reports format each figure
 * by its unit; the docs and `sv help` print `UNIT_TEXT`.
 */
export type Unit =
  | 'id'
  | 'text'
  | 'code list'
  | 'date'
  | 'flag'
  | 'count'
  | 'rank'
  | 'percent'
  | 'fraction'
  | 'points'
  | 'currency'
  | 'score'
  | 'number';

export const UNIT_TEXT: Readonly<Record<Unit, string>> = {
  id: 'id (a whole number naming a record)',
  text: 'text',
  'code list': 'code list (comma-separated codes, see the legend)',
  date: 'date',
  flag: 'TRUE / FALSE',
  count: 'count',
  rank: 'rank position (1 = first; lower is better)',
  percent: 'percent, 0–100 (14.2 means 14.2 %)',
  fraction: 'fraction, 0–1 (0.142 means 14.2 %)',
  points: 'percentage points (a change between two percentages)',
  currency: "currency (the campaign's or the market's currency)",
  score: 'score on the scale the meaning names',
  number: 'number',
};

export const UNITS = Object.keys(UNIT_TEXT) as Unit[];
