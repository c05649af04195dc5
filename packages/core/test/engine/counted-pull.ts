import type { PagedRead } from '../../src/engine/paging';
import { OFFSET_1000 } from '../../src/engine/paging';
import type { HttpOutcome, HttpRequest } from '../../src/http';
import { json, queryOf } from './canned-host';

const COUNT_PATH = '/dashboard/v3.0/campaigns/tracked';

/** A keyword list of `total` rows in pages of 1,000, with the campaign's count beside it. */
export function countedList(total: number): (request: HttpRequest) => HttpOutcome {
  return (request) => {
    if (request.url.includes(COUNT_PATH)) return json(200, [{ keywords_count: total }]);
    const { offset, limit } = queryOf(request);
    const first = Number(offset);
    const length = Math.max(0, Math.min(Number(limit), total - first));
    return json(
      200,
      Array.from({ length }, (_, i) => ({ id: first + i })),
    );
  };
}

/** The read of that list: pages of 1,000, the count asked for once the first page is full. */
export const COUNTED_READ: PagedRead = {
  request: { api: '3.0', path: '/rank-tracker/v3.0/keywords', query: {}, operation: 'keywords' },
  paging: OFFSET_1000,
  rows: (body) => body as unknown[],
  countSource: {
    request: { api: '3.0', path: COUNT_PATH, query: { limit: 100 }, operation: 'campaigns' },
    count: (body) => (body as { keywords_count: number }[])[0]?.keywords_count,
  },
};
