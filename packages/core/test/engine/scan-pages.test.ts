import fc from 'fast-check';
import { runSync } from '../../src/engine/drivers';
import { keyOfPaths, type Paging, readAllPages } from '../../src/engine/paging';
import { createSession } from '../../src/engine/session';
import { cannedHost, json, queryOf } from './canned-host';

/**
 * Scan pages (AI overview keyword data): `limit` counts keywords scanned, and only the keywords with data come back,
 * so any page may hold fewer rows than its limit and only an empty page ends the pull.
 */
const SCAN: Paging = { kind: 'scan', maxPageSize: 50, limitParam: 'limit', offsetParam: 'offset' };
const settings = { token: 't', gatewayUrl: 'https://gw.example/v3', v1Url: 'https://v1.example/v1.2' };
const request = {
  api: '3.0' as const,
  path: '/rank-tracker/v3.0/keywords/aio',
  query: {},
  operation: 'AI overview data',
};

/**
 * `total` keywords, of which those with `i % 10 < withData` have a row; the page at `shiftedPage` × 50 answers as if
 * asked one keyword earlier (its first row is the last of the page before), once or always.
 */
function scanService(total: number, withData: number, shiftedPage = -1, always = false) {
  let shifted = 0;
  return cannedHost((r) => {
    const q = queryOf(r);
    let offset = Number(q.offset);
    if (offset > 0 && offset / 50 === shiftedPage && (always || shifted++ === 0)) offset -= 1;
    const rows = [];
    for (let i = offset; i < Math.min(total, offset + Number(q.limit)); i += 1) {
      if (i % 10 < withData) rows.push({ keyword_id: i });
    }
    return json(200, rows);
  });
}

function read(service: ReturnType<typeof cannedHost>, rowLimit?: number) {
  const session = createSession(settings, { clock: service.clock, useCache: false });
  const records = runSync(
    readAllPages(session, {
      request,
      paging: SCAN,
      rows: (body) => body as unknown[],
      rowLimit,
      minPageSize: 1,
      recordKey: keyOfPaths(['keyword_id']),
    }),
    service.host,
  ) as { keyword_id: number }[];
  return records.map((record) => record.keyword_id);
}

const withRows = (total: number, withData: number) =>
  Array.from({ length: total }, (_, i) => i).filter((i) => i % 10 < withData);

describe('scan pages', () => {
  it('a limit does not shrink the scan: a page near the cap that scanned too few keywords would end the pull early', () => {
    // Keywords 0 and 10 have data. Asking the second page for one keyword (the one row still wanted) scans keyword 1
    // only: an empty page, the end, and keyword 10 silently missing.
    expect(read(scanService(11, 1), 2)).toEqual([0, 10]);
  });

  it('every row once and in order, or an error, whatever the limit and a page shifted by a keyword', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 9 }),
        fc.option(fc.integer({ min: 1, max: 300 }), { nil: undefined }),
        fc.integer({ min: 0, max: 8 }),
        fc.boolean(),
        (total, withData, limit, shiftedPage, always) => {
          let keywords: number[];
          try {
            keywords = read(scanService(total, withData, shiftedPage, always), limit);
          } catch (error) {
            // A shifted page repeats a keyword: read again, then refused, never taken.
            expect(String(error)).toMatch(/do not fit together/);
            return;
          }
          expect(keywords).toEqual(withRows(total, withData).slice(0, limit));
        },
      ),
      { numRuns: 500 },
    );
  });
});
