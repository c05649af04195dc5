import { spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { type RefreshRun, recentRuns } from './run-history';

/** One run as the Schedule dialog and the sidebar list it: text only, made here so both say the same. */
export interface RunLine {
  when: string;
  by: string;
  summary: string;
  /** "Sheet1!A1: message" per failed call, and a count of those not kept. */
  failures: string[];
  ok: boolean;
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}

export function describeRun(run: RefreshRun, timeZone: string): RunLine {
  const when = Utilities.formatDate(new Date(run.started), timeZone, 'yyyy-MM-dd HH:mm');
  const by = run.by === 'schedule' ? 'Scheduled' : 'Refresh now';
  const failed = run.failures.length + run.moreFailures;
  const summary = run.stopped
    ? `Stopped: ${run.stopped}`
    : [
        `${run.loaded} of ${plural(run.calls, 'call')} loaded`,
        plural(run.formulas, 'formula'),
        plural(run.rows, 'row'),
        plural(run.requests, 'request'),
        seconds(run.durationMs),
      ].join(', ') +
      (failed > 0 ? `; ${failed} failed` : '') +
      (run.notLoaded > 0 ? `; ${run.notLoaded} left to the cells` : '');
  const failures = run.failures.map((failure) => `${failure.where}: ${failure.message}`);
  if (run.moreFailures > 0) failures.push(`and ${plural(run.moreFailures, 'more failed call')} (not kept)`);
  return { when, by, summary, failures, ok: !run.stopped && failed === 0 };
}

/** The last runs, newest first, in the spreadsheet's zone. */
export function runLines(): { runs: RunLine[]; timeZone: string } {
  const timeZone = spreadsheetTimeZone();
  return { runs: recentRuns().map((run) => describeRun(run, timeZone)), timeZone };
}
