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
