/** The bands of the rank distribution: ranks from..to; the last row counts keywords beyond 100 or not found. */
export const RANK_BUCKETS = [
  { label: 'Top 3', from: 1, to: 3 },
  { label: '4–10', from: 4, to: 10 },
  { label: '11–20', from: 11, to: 20 },
  { label: '21–50', from: 21, to: 50 },
  { label: '51–100', from: 51, to: 100 },
] as const;
export const NOT_FOUND_LABEL = 'Not found';

/** Keywords of a rank column within a band, below the tracking depth (a rank equal to it means not found). */
export const bandCount = (column: string, from: number, to: number, depth: string): string =>
  `COUNTIFS(${column},">=${from}",${column},"<=${to}",${column},"<"&${depth})`;

/** Keywords of a rank column in no band: not found within the tracking depth, or beyond rank 100. */
export const notFoundCount = (column: string, depth: string): string =>
  `COUNT(${column})-COUNTIFS(${column},"<=100",${column},"<"&${depth})`;
