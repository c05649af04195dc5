import { DEFAULT_MEMORY_CACHE_BYTES } from '@sv/core';
import type { RuntimeMode } from '../runtime/office-host';
import type { ExcelRuntime } from '../runtime/runtime';
import { section } from './connection-section';
import { button } from './controls';
import { el, say } from './dom';
import { recalculateWorkbook } from './excel-actions';

/** The total of other workbooks is read again at most this often while requests are being sent. */
const TOTAL_READ_INTERVAL_MS = 2_000;

/**
 * Requests sent today, cached answers, the last error, the notes of the last pulls, and the one button that fetches everything afresh. The count
 * says what it counts: every workbook's requests through this add-in on this computer today (UTC day), and this
 * workbook's share; the service's quota also counts other computers and people using the token, which no add-in sees.
 */
export function statusSection(runtime: ExcelRuntime, mode: RuntimeMode): HTMLElement {
  const requests = el('dd', { id: 'sv-requests-today' });
  const cached = el('dd', { id: 'sv-cached-entries' });
  const lastError = el('dd', { id: 'sv-last-error' });
  // The notes of the last pulls (a count that disagrees with the pages, beside a complete table): shown only when any.
  const notesTerm = el('dt', { id: 'sv-pull-notes-term', hidden: true }, 'Notes');
  const notes = el('dd', { id: 'sv-pull-notes', hidden: true });
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite' });
  const refresh = button('Refresh data', { id: 'sv-refresh' });

  // The stored total as last read, and this workbook's own count then: between reads, this workbook's new requests
  // are added to it, so the figure moves with every request without a storage read each time.
  let total: { sum: number; ownThen: number } | 'unreadable' | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading = false;
  const readTotal = () => {
    if (reading || Date.now() - readAt < TOTAL_READ_INTERVAL_MS) return;
    reading = true;
    const ownThen = runtime.status().requestsToday;
    runtime
      .requestsOnThisComputer()
      .then((sum) => {
        total = { sum, ownThen };
      })
      .catch(() => {
        total = 'unreadable';
      })
      .finally(() => {
        reading = false;
        readAt = Date.now();
        show();
      });
  };

  const show = () => {
    const status = runtime.status();
    requests.textContent = requestsText(mode, status.requestsToday, total);
    cached.textContent = `${status.cachedEntries} (${megabytes(status.cachedBytes)} of memory)`;
    lastError.textContent = status.lastError
      ? `${status.lastError.functionName}: ${status.lastError.message} (${new Date(status.lastError.at).toLocaleTimeString()})`
      : 'none';
    showNotes(notes, status.pullNotes);
    notesTerm.hidden = notes.hidden;
  };
  const render = () => {
    show();
    readTotal();
  };
  runtime.onStatusChange(render);
  // Cached entries expire on their own and other workbooks send requests too: a slow tick keeps both honest.
  setInterval(render, 15_000);
  render();

  refresh.addEventListener('click', () => {
    runtime.clearCache();
    if (mode !== 'excel') {
      say(message, 'Cache cleared. The next run asks the service again.', 'ok');
      return;
    }
    refresh.disabled = true;
    say(message, 'Cache cleared; recalculating the workbook…');
    recalculateWorkbook()
      .then(() => say(message, 'Recalculation started: cells fetch fresh data.', 'ok'))
      .catch((error: unknown) => say(message, `Could not recalculate: ${String(error)}`, 'error'))
      .finally(() => {
        refresh.disabled = false;
      });
  });

  return section(
    'Status',
    el(
      'dl',
      { class: 'status' },
      el('dt', {}, 'Requests today'),
      requests,
      el('dt', {}, 'Cached answers'),
      cached,
      el('dt', {}, 'Last error'),
      lastError,
      notesTerm,
      notes,
    ),
    el(
      'p',
      { class: 'hint', id: 'sv-requests-scope' },
      'The daily quota of 10,000 requests is per token: other computers, Excel on the web, Google Sheets and other people using the same token count towards it too, and this pane cannot see them.',
    ),
    el('div', { class: 'row' }, refresh),
    message,
    el(
      'p',
      { class: 'hint' },
      `Answers are kept in memory for an hour (up to ${megabytes(DEFAULT_MEMORY_CACHE_BYTES)}; past that the least ` +
        'recently used go first), and identical cells share one request. Refresh forgets them and ',
      mode === 'excel' ? 'recalculates every formula.' : 'makes the next run ask the service again.',
    ),
  );
}

/** Each note with the call whose last pull told it and when; hidden when the last pulls told none. */
function showNotes(into: HTMLElement, pulls: ReturnType<ExcelRuntime['status']>['pullNotes']): void {
  const items = pulls.flatMap((pull) =>
    pull.notes.map((note) =>
      el(
        'li',
        { class: 'pull-note' },
        el('span', { class: 'pull-call' }, `${pull.call} (${new Date(pull.at).toLocaleTimeString()})`),
        ': ',
        el('span', { class: 'note' }, note),
      ),
    ),
  );
  into.replaceChildren(...(items.length > 0 ? [el('ul', { class: 'pull-notes' }, ...items)] : []));
  into.hidden = items.length === 0;
}

function requestsText(
  mode: RuntimeMode,
  own: number,
  total: { sum: number; ownThen: number } | 'unreadable' | null,
): string {
  const count = (n: number) => n.toLocaleString('en-US');
  const since = mode === 'excel' ? 'by this workbook since it opened the add-in' : 'since this page opened';
  if (total === null || total === 'unreadable') {
    const mine = `${count(own)} sent ${since} (UTC day)`;
    return total === 'unreadable' ? `${mine}; the other workbooks’ count could not be read` : mine;
  }
  const where = mode === 'excel' ? 'by this add-in on this computer' : 'from this browser';
  return `${count(total.sum + own - total.ownThen)} sent ${where} today (UTC day), ${count(own)} of them ${since}`;
}

/** The cache's memory in the unit an analyst reads at a glance: "0.4 MB", "12 MB". */
function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
