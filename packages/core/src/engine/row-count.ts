import type { ApiRequest } from './api-request';

/**
 * A request whose answer may tell how many rows a pull holds (a campaign's keyword count), and how to read it: read
 * from the cache before a pull when it is there, else asked for only once the pull has proven long.
 */
export interface CountSource {
  request: ApiRequest;
  count(body: unknown): number | undefined;
}

/**
 * Full pages read before a pull without a count asks for one. Pulls of up to this many pages and one more (2,345
 * keywords, the typical campaign) send exactly what they sent before: the count costs a request of the users' daily
 * quota, which only a pull proven long repays, by asking for all its remaining pages at once instead of two a round
 * trip (the blind window's page past the end that it saves pays for it about every other time).
 */
export const PAGES_BEFORE_COUNT = 3;

/**
 * The pages left to ask for after `rowsRead` rows (all in full pages of `pageSize`), given `expected` rows in all and
 * the caller's cap: those holding the rest, and the one after a last page the count fills, to see the end. Zero when
 * the count is no use (unknown, or already reached: the blind window then reads on).
 */
export function pagesLeft(expected: number | undefined, rowsRead: number, pageSize: number, wanted: number): number {
  if (expected === undefined || !Number.isSafeInteger(expected) || expected <= rowsRead) return 0;
  const rows = Math.min(expected, wanted);
  if (rows <= rowsRead) return 0;
  const seeTheEnd = rows === expected && expected < wanted && expected % pageSize === 0;
  return Math.ceil((rows - rowsRead) / pageSize) + (seeTheEnd ? 1 : 0);
}
