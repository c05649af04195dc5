import { spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { currentUserEmail } from '../host/current-user';
import {
  type DeliveryRun,
  type HistoryEntry,
  isDeliveryRun,
  isScheduleEvent,
  type RefreshRun,
  recentRuns,
  type ScheduleEvent,
} from './run-history';

/** One run as the Schedule dialog and the sidebar list it: text only, made here so both say the same. */
export interface RunLine {
  when: string;
  /** How it ran: Refresh now, Scheduled, or Schedule for a schedule that ended. */
  by: string;
  /** Who ran it, and with which token when it was a personal one; empty for runs kept before this was recorded. */
  who: string;
  summary: string;
  /** "Sheet1!A1: SV_KEYWORDS: what failed" per failed call, and a count of those not kept. */
  failures: string[];
  ok: boolean;
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}

const someone = (user: string | undefined, fallback: string) => (user ? user : fallback);

function whoRan(run: RefreshRun): string {
  if (run.user === undefined) return '';
  return `${someone(run.user, 'an unknown account')}${run.token === 'personal' ? ' (personal token)' : ''}`;
}

/**
 * A run made with someone's personal token answers with data only that token sees: how many rows, which calls failed
 * and why would tell other editors about it (a row count per search is an oracle over campaigns they cannot read).
 * Only the user it ran as sees its figures; an unknown viewer sees none.
 */
function figuresHiddenFrom(run: RefreshRun | DeliveryRun, viewer: string): boolean {
  return run.token === 'personal' && (viewer === '' || run.user !== viewer);
}

function describeEvent(event: ScheduleEvent, when: string): RunLine {
  const owner = someone(event.owner, 'another editor');
  const user = someone(event.user, 'Another editor');
  const summary =
    event.event === 'removed'
      ? `${user} removed the scheduled refresh of ${owner}.`
      : event.event === 'replaced'
        ? `${user} replaced the scheduled refresh of ${owner} with a schedule of their own.`
        : `The scheduled refresh of ${owner} found it had been removed or replaced, and stopped.`;
  return { when, by: 'Schedule', who: someone(event.user, ''), summary, failures: [], ok: false };
}

/** A delivery's line: sent or not and why; with a personal token, the why only to its owner (it names failed figures). */
function describeDelivery(run: DeliveryRun, when: string, viewer: string): RunLine {
  const who = `${someone(run.user, 'an unknown account')}${run.token === 'personal' ? ' (personal token)' : ''}`;
  const by = 'Scheduled PDF';
  if (run.delivery === 'sent') {
    const size = `${Math.max(1, Math.round(run.bytes / 1024)).toLocaleString('en-US')} KB`;
    return {
      when,
      by,
      who,
      summary: `Report sent as a PDF (${size}) to ${plural(run.recipients, 'recipient')}.`,
      failures: [],
      ok: true,
    };
  }
  const reason = figuresHiddenFrom(run, viewer) ? 'the reason is shown only to the owner of the delivery.' : run.reason;
  return { when, by, who, summary: `Report not sent: ${reason ?? 'no reason was recorded.'}`, failures: [], ok: false };
}

export function describeRun(entry: HistoryEntry, timeZone: string, viewer: string): RunLine {
  const when = Utilities.formatDate(new Date(entry.started), timeZone, 'yyyy-MM-dd HH:mm');
  if (isScheduleEvent(entry)) return describeEvent(entry, when);
  if (isDeliveryRun(entry)) return describeDelivery(entry, when, viewer);
  const run = entry;
  const by = run.by === 'schedule' ? 'Scheduled' : 'Refresh now';
  const who = whoRan(run);
  if (figuresHiddenFrom(run, viewer)) {
    return {
      when,
      by,
      who,
      summary: `Ran with the personal token of ${someone(run.user, 'another editor')}: its figures are shown only to them.`,
      failures: [],
      ok: true,
    };
  }
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
      (run.notLoaded > 0 ? `; ${run.notLoaded} left to the cells` : '') +
      (run.unconfirmed
        ? `; ${plural(run.unconfirmed, 'formula')} not confirmed for the personal token, left to the cells`
        : '');
  const failures = run.failures.map((failure) => `${failure.where}: ${failure.message}`);
  if (run.moreFailures > 0) failures.push(`and ${plural(run.moreFailures, 'more failed call')} (not kept)`);
  return { when, by, who, summary, failures, ok: !run.stopped && failed === 0 };
}

/** The last runs, newest first, in the spreadsheet's zone, as the current user may see them. */
export function runLines(): { runs: RunLine[]; timeZone: string } {
  const timeZone = spreadsheetTimeZone();
  const viewer = currentUserEmail();
  return { runs: recentRuns().map((entry) => describeRun(entry, timeZone, viewer)), timeZone };
}
