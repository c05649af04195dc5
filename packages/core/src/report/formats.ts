import type { Unit } from '../dictionary';
import type { ChartAxis, NumberFormat } from './types';

/** The number formats of the report: spreadsheet codes both hosts (and the preview) read the same way. */
export const FORMATS = {
  date: 'yyyy-mm-dd',
  percent: '0.0%',
  count: '#,##0',
  rank: '0',
  change: '+0;-0;0',
  /** A change between two percentages, in percentage points (the figure is the difference of fractions × 100). */
  points: '+0.0" pp";-0.0" pp";0.0" pp"',
} as const satisfies Record<string, NumberFormat>;

/**
 * How a figure of each unit reads in a cell: the dictionary says what a column's numbers are, and the report formats
 * them so (a fraction 0.133 as 13.3 %, a percent 13.3 as 13.3 %, never the one read as the other). Text, ids and flags
 * keep the cell's own format.
 */
export const UNIT_FORMATS: Readonly<Partial<Record<Unit, NumberFormat>>> = {
  date: FORMATS.date,
  fraction: FORMATS.percent,
  percent: '0.0"%"',
  points: FORMATS.points,
  count: FORMATS.count,
  rank: FORMATS.rank,
  currency: '#,##0.00',
  score: '#,##0.0',
  number: '#,##0.##',
};

/** A value axis of shares: from 0, its end scaled to the figures, never past 100 %. */
export function percentAxis(title: string): ChartAxis {
  return { title, format: FORMATS.percent, min: 0, ceiling: 1 };
}

/** A value axis of shares stacked into a whole: 0 to 100 %, where rounding would have the host run it to 120 %. */
export function wholeAxis(title: string): ChartAxis {
  return { title, format: FORMATS.percent, min: 0, max: 1, ceiling: 1 };
}
