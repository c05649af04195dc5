import type { Unit } from './unit';

/**
 * The spreadsheet number format that shows a figure of each unit as its unit reads, in Excel's en-US form (which the
 * XLSX files `sv` writes and Excel's formatted values both take). The value itself never changes: a percent of 0–100
 * keeps 14.2 and shows "14.2%". Units without an entry read right as plain numbers (ids, ranks, scores).
 */
export const NUMBER_FORMAT_OF_UNIT: Readonly<Partial<Record<Unit, string>>> = {
  percent: '0.0"%"',
  fraction: '0.0%',
  points: '+0.0" pp";-0.0" pp";0.0" pp"',
  currency: '#,##0.00',
  count: '#,##0',
};

export const DATE_NUMBER_FORMAT = 'yyyy-mm-dd';
