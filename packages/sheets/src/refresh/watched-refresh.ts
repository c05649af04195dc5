import { toSheetError } from '../cells/sheet-error';
import { formatDateIn, spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { countingRequests } from '../host/request-tally';
import { type RefreshReport, refreshSpreadsheet } from './refresh';
import { type RefreshRun, type RunTrigger, recordRun } from './run-history';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Today in the spreadsheet's zone: the day the request count belongs to. */
export function spreadsheetToday(): string {
  return formatDateIn(new Date(), spreadsheetTimeZone());
}

/**
 * A refresh that leaves a record: Refresh now and the scheduled refresh both run through here, so each run, also one
 * that stops at once (no token, another refresh running), shows in the history with what it loaded, the requests it
 * sent and each failed call. Returns the run beside the report; rethrows what stopped the run, after recording it.
 */
export function watchedRefresh(
  spreadsheet: Spreadsheet,
  by: RunTrigger,
  notify: (message: string) => void,
  clock: () => number = () => Date.now(),
): { report: RefreshReport; run: RefreshRun } {
  const started = clock();
  const outcome: { report?: RefreshReport; stopped?: Error } = {};
  const { requests } = countingRequests(spreadsheetToday, () => {
    try {
      outcome.report = refreshSpreadsheet(spreadsheet, notify, clock);
    } catch (error) {
      outcome.stopped = toSheetError(error);
    }
  });
  const done = outcome.report;
  const stopped = outcome.stopped;
  const run: RefreshRun = {
    started,
    durationMs: Math.max(0, clock() - started),
    by,
    formulas: done?.formulaCells ?? 0,
    calls: done?.calls ?? 0,
    loaded: done?.loaded ?? 0,
    rows: done?.rows ?? 0,
    requests,
    notLoaded: (done?.outOfTime.length ?? 0) + (done?.notLoadedAhead.length ?? 0),
    failures: done?.failed ?? [],
    moreFailures: 0,
  };
  if (stopped) run.stopped = stopped.message;
  recordRun(run);
  if (stopped || !done) throw stopped ?? new Error('Search Visibility: the refresh did not finish.');
  return { report: done, run };
}
