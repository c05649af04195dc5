import type { PullProgress } from '@sv/core';
import { escapeControls } from './output/control-escape';

/** What a progress display learns while a function reads its pages and its output is written. */
export interface ProgressListener {
  requestSent(): void;
  /** How far the pull has come: the core's distinct records against its count, after each checked page. */
  pulled(progress: PullProgress): void;
  /** Rows of the output written (or, for a workbook, collected) so far: the rows the output will hold. */
  rowsTaken(rows: number): void;
  /** Every page is read; the output is now written whole (a workbook), which takes seconds for a large table. */
  writing(rows: number, where: string): void;
  finish(): void;
}

export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

const BAR_WIDTH = 20;
/** Redraws at most this often; the last state is always drawn before the line is cleared. */
const REDRAW_MS = 100;
/** A workbook of fewer rows is written in well under a second: no stage worth a line of its own. */
const WRITING_WORTH_SHOWING = 10_000;

const count = (value: number) => value.toLocaleString('en-US');

/**
 * One line on stderr for pulls of more than one request: a bar and a percentage once a count says how many records
 * the pull reads (it only ever moves forward, even when a fresher count corrects the first), the requests sent
 * (what the daily quota counts) and the rows the output holds so far, then "writing" while a workbook is written.
 * Nothing at all when stderr is not a terminal (a pipe, a log file, cron), or when one request answers the call.
 */
export function createProgress(
  stream: ProgressStream,
  label: string,
  clock: () => number = Date.now,
): ProgressListener {
  // The line's own \r and erase-line are the only control characters it writes.
  const shownLabel = escapeControls(label);
  const silent: ProgressListener = { requestSent() {}, pulled() {}, rowsTaken() {}, writing() {}, finish() {} };
  if (!stream.isTTY) return silent;
  let asked = 0;
  let rows = 0;
  /** 0 to 1, or undefined while no count is known; never lowered. */
  let done: number | undefined;
  let writingTo: string | undefined;
  let drawnAt = Number.NEGATIVE_INFINITY;
  let drawn = '';

  const text = () => {
    if (writingTo !== undefined) return `${shownLabel} writing ${count(rows)} rows to ${writingTo}…`;
    const requests = `${count(asked)} request${asked === 1 ? '' : 's'}, ${count(rows)} row${rows === 1 ? '' : 's'}`;
    if (done === undefined) return `${shownLabel} ${requests}`;
    const filled = Math.floor(BAR_WIDTH * done);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
    return `${shownLabel} [${bar}] ${Math.floor(100 * done)}%, ${requests}`;
  };
  const draw = (force: boolean) => {
    if (asked < 2 && writingTo === undefined) return;
    const now = clock();
    if (!force && now - drawnAt < REDRAW_MS) return;
    const line = text();
    if (line === drawn) return;
    drawnAt = now;
    drawn = line;
    stream.write(`\r${line.slice(0, Math.max(20, (stream.columns || 80) - 1))}\x1b[K`);
  };
  return {
    requestSent() {
      asked += 1;
      draw(false);
    },
    pulled({ records, expected }) {
      if (expected === undefined || expected <= 0) return;
      done = Math.max(done ?? 0, Math.min(1, records / expected));
      draw(done === 1);
    },
    rowsTaken(taken) {
      rows += taken;
      draw(false);
    },
    writing(total, where) {
      rows = total;
      if (drawn === '' && total < WRITING_WORTH_SHOWING) return;
      writingTo = escapeControls(where);
      draw(true);
    },
    finish() {
      if (drawn === '') return;
      // What changed since the last redraw (the last rows written) is shown before the line goes.
      draw(true);
      stream.write('\r\x1b[K');
    },
  };
}
