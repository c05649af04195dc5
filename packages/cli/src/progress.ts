import { escapeControls } from './output/control-escape';

/** What a progress display learns while a function reads its pages. */
export interface ProgressListener {
  requestSent(): void;
  pageRead(rows: number): void;
  /** Rows of the table written so far (an export that writes as pages arrive counts these, not the pages' records). */
  rowsTaken(rows: number): void;
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

/**
 * A one-line bar on stderr for pulls of more than one page: pages read of the pages asked for so far, and rows read.
 * Nothing at all when stderr is not a terminal (a pipe, a log file, cron), or when one request answers the call.
 */
export function createProgress(
  stream: ProgressStream,
  label: string,
  clock: () => number = Date.now,
): ProgressListener {
  // The bar's own \r and erase-line are the only control characters it writes.
  const shownLabel = escapeControls(label);
  const silent: ProgressListener = { requestSent() {}, pageRead() {}, rowsTaken() {}, finish() {} };
  if (!stream.isTTY) return silent;
  let asked = 0;
  let read = 0;
  let rows = 0;
  let drawnAt = Number.NEGATIVE_INFINITY;
  let shown = false;
  let drawnRows = 0;

  const draw = (force: boolean) => {
    if (asked < 2) return;
    const now = clock();
    if (!force && now - drawnAt < REDRAW_MS) return;
    drawnAt = now;
    drawnRows = rows;
    const filled = Math.round((BAR_WIDTH * read) / asked);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
    const text = `${shownLabel} [${bar}] ${read}/${asked} pages, ${rows.toLocaleString('en-US')} rows`;
    stream.write(`\r${text.slice(0, Math.max(20, (stream.columns || 80) - 1))}\x1b[K`);
    shown = true;
  };
  return {
    requestSent() {
      asked += 1;
      draw(false);
    },
    pageRead(pageRows) {
      read += 1;
      rows += pageRows;
      draw(read === asked);
    },
    rowsTaken(taken) {
      rows += taken;
      draw(false);
    },
    finish() {
      if (!shown) return;
      // Rows written after the last page was drawn: the final count is shown before the line goes.
      if (rows !== drawnRows) draw(true);
      stream.write('\r\x1b[K');
    },
  };
}

/** Records in one answer of the service: a bare array, or the `results` of interface 1.2's paged wrapper. */
export function rowsInBody(body: string): number {
  try {
    const value: unknown = JSON.parse(body);
    if (Array.isArray(value)) return value.length;
    const results = (value as { results?: unknown } | null)?.results;
    return Array.isArray(results) ? results.length : 0;
  } catch {
    return 0;
  }
}
