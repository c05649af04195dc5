import { PARAM_CELLS, reportSheetName, rolledPeriod } from '@sv/core';
import { dateAtMidnight, formatDateIn, spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { REPORT_METADATA_KEY } from './report-marker';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

interface Period {
  readonly start: string;
  readonly end: string;
}

const cellOf = (key: 'start' | 'end') => PARAM_CELLS[key].replace(/\$/g, '');

/**
 * Moves a report sheet to the period a scheduled delivery sends on `today` (rolled-period.ts in the core): its first
 * and last day (B5, B6, which every formula reads), the period in its title and its name (when no other sheet has
 * that name), and the request it keeps in its metadata (read by the freeze's names). Returns the periods before and
 * after, or null when the sheet is no report or its first and last day are not dates, or it is already on that period.
 */
export function rollReportPeriod(sheet: Sheet, today: string): { from: Period; to: Period } | null {
  const metadata = sheet.getDeveloperMetadata().find((item) => item.getKey() === REPORT_METADATA_KEY);
  let made: Record<string, unknown>;
  try {
    made = JSON.parse(metadata?.getValue() ?? '') as Record<string, unknown>;
  } catch {
    return null;
  }
  // The period is read where the formulas read it: an edited metadata cannot widen what confirmed cells send, and
  // edited dates make those cells' calls unconfirmed (delivery-run.ts).
  const timeZone = spreadsheetTimeZone();
  const dates = [cellOf('start'), cellOf('end')].map((a1) => sheet.getRange(a1).getValue());
  if (!dates.every((value) => Object.prototype.toString.call(value) === '[object Date]')) return null;
  const [start, end] = dates.map((date) => formatDateIn(date as Date, timeZone)) as [string, string];
  const from = { start, end };
  const to = rolledPeriod(from.start, from.end, today);
  if (to.start === from.start && to.end === from.end) return null;
  sheet.getRange(cellOf('start')).setValue(dateAtMidnight(to.start, timeZone));
  sheet.getRange(cellOf('end')).setValue(dateAtMidnight(to.end, timeZone));
  const title = sheet.getRange('A1');
  const said = `${from.start} to ${from.end}`;
  const text = String(title.getValue());
  if (text.includes(said)) title.setValue(text.replace(said, `${to.start} to ${to.end}`));
  metadata?.setValue(JSON.stringify({ ...made, ...to }));
  const campaign = typeof made.campaignName === 'string' ? made.campaignName : 'Portfolio';
  const name = reportSheetName(campaign, to.start, to.end);
  if (!sheet.getParent().getSheetByName(name)) sheet.setName(name);
  return { from, to };
}
