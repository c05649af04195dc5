import { DEFAULT_MEMORY_CACHE_BYTES } from '@sv/core';
import type { RuntimeMode } from '../runtime/office-host';
import type { ExcelRuntime } from '../runtime/runtime';
import { section } from './connection-section';
import { button } from './controls';
import { el, say } from './dom';
import { recalculateWorkbook } from './excel-actions';
import { paneMessage } from './pane-wording';

/**
 * Requests sent today, cached answers, the last error, and the one button that fetches everything afresh. The count
 * says what it counts: this runtime's requests (cells and pane) since it started, in today's UTC day; the service's
 * quota also counts other workbooks, devices and people using the token, which no add-in can see.
 */
export function statusSection(runtime: ExcelRuntime, mode: RuntimeMode): HTMLElement {
  const requests = el('dd', { id: 'sv-requests-today' });
  const cached = el('dd', { id: 'sv-cached-entries' });
  const lastError = el('dd', { id: 'sv-last-error' });
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite' });
  const refresh = button('Refresh data', { id: 'sv-refresh' });

  const render = () => {
    const status = runtime.status();
    const since = mode === 'excel' ? 'since this workbook opened the add-in' : 'since this page opened';
    requests.textContent = `${status.requestsToday.toLocaleString('en-US')} sent by this add-in ${since} (UTC day)`;
    cached.textContent = `${status.cachedEntries} (${megabytes(status.cachedBytes)} of memory)`;
    lastError.textContent = status.lastError
      ? `${status.lastError.functionName}: ${paneMessage(status.lastError.message)} (${new Date(status.lastError.at).toLocaleTimeString()})`
      : 'none';
  };
  runtime.onStatusChange(render);
  // Cached entries expire on their own; a slow tick keeps the count honest without any request.
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
    ),
    el(
      'p',
      { class: 'hint', id: 'sv-requests-scope' },
      'The daily quota of 10,000 requests is per token: other workbooks, computers and people using the same token count towards it too, and this pane cannot see them.',
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

/** The cache's memory in the unit an analyst reads at a glance: "0.4 MB", "12 MB". */
function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
