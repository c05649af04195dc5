import type { KeyListingStorage } from './settings-store';

/** One entry per runtime and UTC day: `SV_REQUESTS_2026-11-27_<runtime id>` holds that runtime's count that day. */
const PREFIX = 'SV_REQUESTS_';

/** The entries this add-in writes: the prefix, a UTC day, a runtime id of newRuntimeId's base-36 letters and digits. */
const TODAY_ENTRY = /^SV_REQUESTS_\d{4}-\d{2}-\d{2}_[0-9a-z]{1,32}$/;

/** A count as this add-in writes it (String of a non-negative safe integer), or undefined for anything else. */
function countOf(value: string | null): number | undefined {
  if (value === null || !/^(0|[1-9]\d{0,15})$/.test(value)) return undefined;
  const count = Number(value);
  return Number.isSafeInteger(count) ? count : undefined;
}

/** A burst of requests (a 40-page pull) is written once, this long after its first request. */
export const TALLY_WRITE_DELAY_MS = 2_000;

/**
 * The requests this add-in sent today on this computer (in Excel: per add-in and user, across workbooks and restarts;
 * in preview mode: this browser). Each runtime writes only its own entry, so two workbooks counting at once never
 * overwrite each other's counts; reading adds them up and removes earlier days' entries. Counting never stops a
 * calculation: a write that fails is tried again with the next request.
 */
export interface RequestTally {
  /** This runtime's count today, written a little later. */
  record(countToday: number): void;
  /** Today's total over every runtime's entry, this one's latest count included. */
  total(): Promise<number>;
}

export function createRequestTally(
  storage: Promise<KeyListingStorage>,
  clock: () => number,
  runtimeId: string,
): RequestTally {
  const utcDay = () => new Date(clock()).toISOString().slice(0, 10);
  let pending: { day: string; count: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const entry = pending;
    if (!entry) return;
    pending = null;
    try {
      await (await storage).setItem(`${PREFIX}${entry.day}_${runtimeId}`, String(entry.count));
    } catch {
      // Kept for the next try, unless a newer count has come in meanwhile.
      pending ??= entry;
    }
  };

  return {
    record(countToday) {
      pending = { day: utcDay(), count: countToday };
      timer ??= setTimeout(() => void flush(), TALLY_WRITE_DELAY_MS);
    },
    async total() {
      await flush();
      const store = await storage;
      const today = utcDay();
      let sum = 0;
      for (const key of await store.getKeys()) {
        if (!key.startsWith(PREFIX)) continue;
        if (key.startsWith(`${PREFIX}${today}_`)) {
          // Any page of the same origin can write this storage in preview mode: only entries of the shape this
          // add-in writes count, and never so as to make the total anything but a whole number of requests.
          const count = TODAY_ENTRY.test(key) ? countOf(await store.getItem(key)) : undefined;
          if (count !== undefined && Number.isSafeInteger(sum + count)) sum += count;
        } else {
          await store.removeItem(key).catch(() => undefined);
        }
      }
      return sum;
    },
  };
}

/** An id for this runtime's entry: unique enough among the runtimes one user starts in a day. */
export function newRuntimeId(clock: () => number): string {
  return `${clock().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
