/** Pure checks: whether a page fits what the pull has taken before it. */
import type { PullEvidence } from './evidence';
import { number } from './messages';
import type { PlannedPage } from './types';

export type PageVerdict =
  /** The page fits: the rows it adds (its overlapping first row left out) and their keys, and whether it came back full. */
  | { kind: 'fits'; added: unknown[]; keys: string[]; full: boolean }
  /** The page does not fit: read it once more, then give up with `why`. */
  | { kind: 'mismatch'; why: string }
  /** The page repeats an earlier one, or a full page brings no new row: the service is not moving through its rows. */
  | { kind: 'stuck'; what: string };

/**
 * Checks page `plan` (its `rows` as they came) against the pull so far, the page before it taken: the rows asked for
 * at most; the last row of the page before first, where pages overlap; no key the pull already holds; some new row on
 * a full page.
 */
export function checkPage(
  plan: PlannedPage,
  rows: readonly unknown[],
  evidence: PullEvidence,
  scan: boolean,
): PageVerdict {
  const first = plan.offset + 1;
  if (!scan && rows.length > plan.asked) {
    return {
      kind: 'mismatch',
      why: `${number(rows.length)} rows came where at most ${number(plan.asked)} were asked for`,
    };
  }
  const earlier = evidence.repeatedPage(rows);
  if (earlier !== undefined) {
    return {
      kind: 'stuck',
      what: `the same page twice (the page from row ${number(first)} repeated the page from row ${number(earlier)})`,
    };
  }
  let added = rows as unknown[];
  const before = evidence.last;
  if (plan.overlap && before) {
    if (rows.length === 0) {
      return {
        kind: 'mismatch',
        why: `the page from row ${number(first)} came back empty where it should have started with the last row of the page before`,
      };
    }
    if (!evidence.same(rows[0], before.record)) {
      return {
        kind: 'mismatch',
        why: `the page from row ${number(first)} did not start with the last row of the page before, so rows moved between pages while they were read`,
      };
    }
    added = rows.slice(1);
  }
  const full = scan ? rows.length > 0 : rows.length >= plan.asked;
  if (full && added.length === 0) {
    return { kind: 'stuck', what: `a full page that brought no new row (the page from row ${number(first)})` };
  }
  const keyed = evidence.newKeys(added, evidence.rows + 1);
  if ('repeated' in keyed) {
    const { repeated } = keyed;
    return {
      kind: 'mismatch',
      why: `the same record came twice, as rows ${number(repeated.firstRow)} and ${number(repeated.row)}${describeKey(repeated.key)}`,
    };
  }
  return { kind: 'fits', added, keys: keyed.keys, full };
}

/** A key as the user may read it: a keyword id or a keyword's text, never a whole record. */
function describeKey(key: string): string {
  if (key.startsWith('\u0000')) return '';
  const shown = key.split('\u0000').join(', ');
  return ` (${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown})`;
}

/** What a short page held, for messages. */
export function shortPage(plan: PlannedPage, page: readonly unknown[], scan: boolean): string {
  const first = plan.offset + 1;
  if (scan || page.length === 0) return `the page from row ${number(first)} came back empty`;
  return `the page of rows ${number(first)} to ${number(first + plan.asked - 1)} held ${number(page.length)} rows instead of ${number(plan.asked)}`;
}
