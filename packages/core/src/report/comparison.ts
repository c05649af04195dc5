import { isoDateToSerial, serialToIsoDate } from '../args';
import { periodNamesOf } from '../compare';
import { InputError } from '../errors';
import { findFunction } from '../registry';
import type { ReportComparison, ReportRequest } from './types';

/** What the dialog and the pane offer, in their order; `none` (the default) leaves the report as it always was. */
export const REPORT_COMPARISONS: readonly { readonly id: ReportComparison | 'none'; readonly title: string }[] = [
  { id: 'none', title: 'None' },
  { id: 'previous_period', title: 'Previous period' },
  { id: 'previous_year', title: 'Last year' },
];

/** How the report names the earlier period: the parameter block, the "then" column's header, the chart legend. */
export function comparisonTitle(comparison: ReportComparison): string {
  return comparison === 'previous_period' ? 'Previous period' : 'Last year';
}

/** The dialog's or pane's choice as a comparison; refuses anything it does not offer. */
export function readReportComparison(value: unknown): ReportComparison | undefined {
  if (value === undefined || value === null || value === '' || value === 'none') return undefined;
  if (value === 'previous_period' || value === 'previous_year') return value;
  throw new InputError('Choose what the report compares with: none, the previous period or last year.');
}

/**
 * The `compare=` text of a report call. A function of one day (the share of voice on the last day) is compared with
 * the last day of the earlier period: a year earlier is the same date, but the previous period's last day is the day
 * before the report's first, which only an explicit period names (`previous_period` would take the day before).
 */
export function compareOptionText(functionName: string, request: ReportRequest): string | undefined {
  const comparison = request.comparison;
  if (!comparison) return undefined;
  const names = periodNamesOf(findFunction(functionName)?.params.map((p) => p.name) ?? []);
  if (!names) return undefined;
  const oneDay = names[0] === names[1];
  if (!oneDay || comparison === 'previous_year') return comparison;
  const dayBefore = serialToIsoDate(isoDateToSerial(request.start) - 1);
  return `${dayBefore}..${dayBefore}`;
}
