import { toSheetError } from '../cells/sheet-error';
import { formatDateIn, spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { currentUserEmail } from '../host/current-user';
import { countingRequests } from '../host/request-tally';
import { activeTokenScope } from '../host/settings-store';
import { failureCode, failureKind, failureSentence } from './failure-wording';
import { type RefreshReport, refreshSpreadsheet } from './refresh';
import { type RefreshRun, type RunToken, type RunTrigger, recordRun } from './run-history';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Today in the spreadsheet's zone: the day the request count belongs to. */
export function spreadsheetToday(): string {
  return formatDateIn(new Date(), spreadsheetTimeZone());
}

function tokenInUse(): RunToken {
  try {
    return activeTokenScope() === 'user' ? 'personal' : 'shared';
  } catch {
    return 'shared';
  }
}

/**
 * Why a run stopped, as the history keeps it: our own sentence for the core's kinds of failure (a message about a bad
 * address may quote what an editor typed), the message itself otherwise (a busy lock, a Google quota).
 */
function stoppedReason(error: unknown, shown: Error): string {
  const code = failureCode(error);
  if (code === 'other') return shown.message;
  const kind = failureKind(code);
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}.`;
}

/**
 * A refresh that leaves a record: Refresh now and the scheduled refresh both run through here, so each run, also one
 * that stops at once (no token, another refresh running), shows in the history with who ran it and how, what it
 * loaded, the requests it sent and each failed call (its cells, function and kind of failure, never its message).
 * With a personal token, `confirmedCalls` (a schedule's, see schedule.ts) limits the run to those calls, and the
 * pulls' notes stay out of the status other editors read. Returns the run beside the report; rethrows what stopped
 * the run, after recording it.
 */
export function watchedRefresh(
  spreadsheet: Spreadsheet,
  by: RunTrigger,
  notify: (message: string) => void,
  clock: () => number = () => Date.now(),
  confirmedCalls?: ReadonlySet<string>,
): { report: RefreshReport; run: RefreshRun } {
  const started = clock();
  const token = tokenInUse();
  const outcome: { report?: RefreshReport; stopped?: Error; reason?: string } = {};
  const { requests } = countingRequests(spreadsheetToday, () => {
    try {
      outcome.report = refreshSpreadsheet(spreadsheet, notify, clock, {
        confirmedCalls: token === 'personal' ? confirmedCalls : undefined,
        shareNotes: token !== 'personal',
      });
    } catch (error) {
      outcome.stopped = toSheetError(error);
      outcome.reason = stoppedReason(error, outcome.stopped);
    }
  });
  const done = outcome.report;
  const stopped = outcome.stopped;
  const run: RefreshRun = {
    started,
    durationMs: Math.max(0, clock() - started),
    by,
    user: currentUserEmail(),
    token,
    formulas: done?.formulaCells ?? 0,
    calls: done?.calls ?? 0,
    loaded: done?.loaded ?? 0,
    rows: done?.rows ?? 0,
    requests,
    notLoaded: (done?.outOfTime.length ?? 0) + (done?.notLoadedAhead.length ?? 0),
    failures: (done?.failed ?? []).map((failure) => ({
      where: failure.where,
      message: `${failure.fn}: ${failureSentence(failure.code)}`,
    })),
    moreFailures: 0,
  };
  if (done?.unconfirmed) run.unconfirmed = done.unconfirmed;
  if (stopped) run.stopped = outcome.reason ?? stopped.message;
  recordRun(run);
  if (stopped || !done) throw stopped ?? new Error('Search Visibility: the refresh did not finish.');
  return { report: done, run };
}
