import { readDocumentState, setCacheGeneration, writeDocumentState } from '../host/settings-store';

const STATE = 'SV_REFRESH_STATE';
/** An unfinished refresh is continued, not restarted, while what it loaded is still in the cache (TTL 1 h). */
const RESUME_WINDOW_MS = 45 * 60 * 1000;

interface RefreshState {
  generation: string;
  startedAt: number;
  complete: boolean;
}

/**
 * The cache generation a refresh loads into. A new one makes every cell fetch fresh data; but when the previous run
 * stopped at the time limit a moment ago, reusing its generation lets this run skip what that run already loaded.
 */
export function beginRefresh(now: number): { generation: string; resumed: boolean } {
  const last = readDocumentState<RefreshState>(STATE);
  if (last && !last.complete && now - last.startedAt < RESUME_WINDOW_MS && last.generation) {
    setCacheGeneration(last.generation);
    return { generation: last.generation, resumed: true };
  }
  const generation = now.toString(36);
  setCacheGeneration(generation);
  writeDocumentState(STATE, { generation, startedAt: now, complete: false } satisfies RefreshState);
  return { generation, resumed: false };
}

export function endRefresh(generation: string, complete: boolean): void {
  const last = readDocumentState<RefreshState>(STATE);
  const startedAt = last && last.generation === generation ? last.startedAt : Date.now();
  writeDocumentState(STATE, { generation, startedAt, complete } satisfies RefreshState);
}
