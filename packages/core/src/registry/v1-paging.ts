import type { Paging } from '../engine/paging';

/** How the 1.2 operations page, as their descriptions state. */

/** keyword_data and content: pages of 1000 rows chosen by the service, moved by `offset`. */
export const ROWS_BY_THOUSAND: Paging = { kind: 'fixed', pageSize: 1000, offsetParam: 'offset' };

/** ranks: `limit` from 100 to 1000 keywords, `offset` counted in keywords. */
export const RANKS_PAGING: Paging = { kind: 'offset', maxPageSize: 1000, limitParam: 'limit', offsetParam: 'offset' };
export const RANKS_MIN_PAGE = 100;

/** compare/keywords: pages of 1000 rows in a wrapper that reports the page count. */
export const COMPARE_KEYWORDS_PAGING: Paging = { kind: 'counted', pageSize: 1000, offsetParam: 'offset' };

/** keyword_groups: 1000 groups a page, but only 10 when keyword ids are loaded. */
export function keywordGroupsPaging(loadKeywordIds: boolean): Paging {
  return { kind: 'offset', maxPageSize: loadKeywordIds ? 10 : 1000, limitParam: 'limit', offsetParam: 'offset' };
}
