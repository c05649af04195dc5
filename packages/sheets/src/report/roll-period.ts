import { PARAM_CELLS, reportSheetName, rolledPeriod } from '@sv/core';
import { dateAtMidnight, spreadsheetTimeZone } from '../cells/spreadsheet-time';
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
 * that name), and the request it keeps in its metadata, so the next run starts from there. Returns the periods before
 * and after, or null when the report keeps no request to roll from (made before) or is already on that period.
 */
export function rollReportPeriod(sheet: Sheet, today: string): { from: Period; to: Period } | null {
  const metadata = sheet.getDeveloperMetadata().find((item) => item.getKey() === REPORT_METADATA_KEY);
  let made: Record<string, unknown>;
  try {
    made = JSON.parse(metadata?.getValue() ?? '') as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof made.start !== 'string' || typeof made.end !== 'string') return null;
  const from = { start: made.start, end: made.end };
  const to = rolledPeriod(from.start, from.end, today);
  if (to.start === from.start && to.end === from.end) return null;
  const timeZone = spreadsheetTimeZone();
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
