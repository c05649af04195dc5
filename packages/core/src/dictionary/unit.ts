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
  'code list': 'code list (comma-separated SERP feature codes, explained under "SERP feature codes")',
  date: 'date',
  flag: 'TRUE / FALSE',
  count: 'count',
  rank: 'rank position (1 = first; lower is better)',
  percent: 'percent, 0–100 (14.2 means 14.2 %); no table shows one, every share is a fraction',
  fraction: 'fraction, 0–1 (0.142 means 14.2 %; a percent number format shows it so)',
  points: 'percentage points (a change between two percentages)',
  currency: "currency (the campaign's or the market's currency)",
  score: 'score on the scale the meaning names',
  number: 'number',
};

export const UNITS = Object.keys(UNIT_TEXT) as Unit[];

/**
 * What a labelled header says of its unit where the figure alone could be read two ways: a share (0.133 is 13.3 %),
 * a change in percentage points, an amount of money. A share says its scale, "0–1", not "%": in Sheets, a CSV or older
 * Excel the cell reads 0.133, which under "(%)" would read as 0.133 %; where a percent format shows 13.3 % the header
 * is still true. 'percent' has none: no table shows one (every share is a fraction,
 * test/contract/every-column-described.test.ts).
 */
export const UNIT_SUFFIX: Readonly<Partial<Record<Unit, string>>> = {
  fraction: '0–1',
  points: 'pp',
  currency: 'currency',
};
