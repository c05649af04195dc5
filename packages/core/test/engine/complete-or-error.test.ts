import { runSync } from '../../src/engine/drivers';
import { OFFSET_1000, type Paging, readAllPages } from '../../src/engine/paging';
import { createSession } from '../../src/engine/session';
import { UnexpectedResponseError } from '../../src/errors';
import type { HttpRequest } from '../../src/http';
import { cannedHost, json, queryOf } from './canned-host';

const settings = { token: 't', gatewayUrl: 'https://gw.example/v3', v1Url: 'https://v1.example/v1.2' };
const request = {
  api: '3.0' as const,
  path: '/rank-tracker/v3.0/keywords',
  query: { campaign_id: 1 },
  operation: 'keyword data',
};

/**
 * A limit/offset service of `total` rows whose answer for the page at `offset` lacks one row in its middle the first
 * `times` times it is asked for (Infinity: always). Pages after the first start at 999, 1998, 2997…: each starts with
 * the last row of the one before.
 */
function shortPageService(total: number, shortOffset: number, times = Number.POSITIVE_INFINITY) {
  let served = 0;
  return cannedHost((r: HttpRequest) => {
    const q = queryOf(r);
    const limit = Number(q.limit ?? 100);
    const offset = Number(q.offset ?? 0);
    let rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({ id: offset + i }));
    if (offset === shortOffset && served < times) {
      served += 1;
      rows = rows.filter((_, i) => i !== Math.floor(rows.length / 2));
    }
    return json(200, rows);
  });
}

function read(service: ReturnType<typeof cannedHost>, paging: Paging = OFFSET_1000, useCache = false) {
  const session = createSession(settings, { clock: service.clock, useCache });
  return runSync(readAllPages(session, { request, paging, rows: (b) => b as unknown[] }), service.host) as {
    id: number;
  }[];
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('complete or error', () => {
  it('a page missing a row in the middle of a window, then full pages: read again, and the whole table once it fits', () => {
    // Windows: [0], [999, 1998], [2997, 3996], …: the page at 2997 opens the third.
    const service = shortPageService(25_000, 2997, 1);
    const rows = read(service);
    expect(rows.map((row) => row.id)).toEqual(ids(25_000));
    expect(service.sent.filter((r) => queryOf(r).offset === '2997')).toHaveLength(2);
  });

  it('a page that keeps missing a row fails the read with a message naming the operation and what to do', () => {
    const service = shortPageService(25_000, 2997);
    expect(() => read(service)).toThrow(UnexpectedResponseError);
    expect(() => read(shortPageService(25_000, 2997))).toThrow(
      /pages the service sent for keyword data do not fit together \(the page of rows 2,998 to 3,997 held 999 rows instead of 1,000, yet a later page held more rows\).*Recalculate in a few minutes/,
    );
  });

  it('a nearly full short page is shown up by the page asked for after it: the 2,999-row table of 25,000 becomes an error', () => {
    // Pages in flight: [0], then two at a time; the page at 2997, asked for ahead, holds rows after the short one.
    const service = shortPageService(25_000, 1998);
    expect(() => read(service)).toThrow(/rows 1,999 to 2,998 held 999 rows instead of 1,000/);
    // The short page is read again, once, no more.
    expect(service.sent.map((r) => queryOf(r).offset)).toEqual(['0', '999', '1998', '2997', '1998']);
  });

  it('a first page short by a row is confirmed by the next page, so a 2,500-row pull cannot come back as 999 rows', () => {
    const service = shortPageService(2500, 0);
    expect(() => read(service)).toThrow(/rows 1 to 1,000 held 999 rows instead of 1,000/);
    expect(service.sent.map((r) => queryOf(r).offset)).toEqual(['0', '999', '0']);
  });

  it('a page cut to the caller limit that lost a row is confirmed right after it, for the rows still wanted', () => {
    const service = shortPageService(500, 0);
    const session = createSession(settings, { clock: service.clock, useCache: false });
    const rows = () =>
      runSync(
        readAllPages(session, { request, paging: OFFSET_1000, rows: (b) => b as unknown[], rowLimit: 50 }),
        service.host,
      );
    expect(rows).toThrow(/held 49 rows instead of 50/);
    expect(service.sent.map((r) => [queryOf(r).offset, queryOf(r).limit])).toEqual([
      ['0', '50'],
      ['49', '50'],
      ['0', '50'],
    ]);
  });

  it('a first page well short of full is the whole answer: one request, as for any small pull', () => {
    const service = shortPageService(600, -1);
    expect(read(service)).toHaveLength(600);
    expect(service.sent).toHaveLength(1);
  });

  it('the re-read bypasses the cache that stored the short page', () => {
    const service = shortPageService(2500, 1000, 1);
    const rows = read(service, OFFSET_1000, true);
    expect(rows.map((row) => row.id)).toEqual(ids(2500));
  });

  it('an empty scan page followed by rows is an error, not the end', () => {
    const service = cannedHost((r) => {
      const offset = Number(queryOf(r).offset);
      return json(200, offset === 1000 ? [] : offset < 3000 ? [{ id: offset }] : []);
    });
    const paging: Paging = { kind: 'scan', maxPageSize: 1000, limitParam: 'limit', offsetParam: 'offset' };
    expect(() => read(service, paging)).toThrow(/page from row 1,001 came back empty, yet a later page held more rows/);
  });

  it('too many rows on a page is read again once, then an error', () => {
    const service = cannedHost(() => json(200, Array(1001).fill({})));
    expect(() => read(service)).toThrow(/1,001 rows came where at most 1,000 were asked for/);
    expect(service.sent).toHaveLength(2);
  });

  describe('counted pages (interface 1.2)', () => {
    const counted: Paging = { kind: 'counted', pageSize: 1000, offsetParam: 'offset' };

    function countedService(total: number, fault: (offset: number, results: unknown[]) => unknown[]) {
      return cannedHost((r) => {
        const offset = Number(queryOf(r).offset ?? 0);
        const count = Math.max(0, Math.min(1000, total - offset));
        const results = fault(
          offset,
          Array.from({ length: count }, (_, i) => ({ id: offset + i })),
        );
        return json(200, { results, limit: 1000, offset, pages: Math.ceil(total / 1000), total_results: total });
      });
    }

    function readCounted(service: ReturnType<typeof cannedHost>) {
      const session = createSession(settings, { clock: service.clock, useCache: false });
      return runSync(
        readAllPages(session, {
          request,
          paging: counted,
          rows: (body) => (body as { results: unknown[] }).results,
        }),
        service.host,
      ) as { id: number }[];
    }

    it('a middle page short of its rows: the pages involved read again once, then an error', () => {
      const service = countedService(4500, (offset, rows) => (offset === 1998 ? rows.slice(0, -1) : rows));
      expect(() => readCounted(service)).toThrow(/rows 1,999 to 2,998 held 999 rows instead of 1,000/);
      expect(service.sent.map((r) => queryOf(r).offset)).toEqual(['0', '999', '1998', '2997', '3996', '1998']);
    });

    it('a last page short of the reported total: read again, the page after it shows the end, and the pages are the table', () => {
      // The service's total is a count like any other: what its own pages hold, fitting together, is the answer.
      const service = countedService(4500, (offset, rows) => (offset === 3996 ? rows.slice(0, -2) : rows));
      expect(readCounted(service).map((row) => row.id)).toEqual(ids(4498));
      expect(service.sent.map((r) => queryOf(r).offset)).toEqual(['0', '999', '1998', '2997', '3996', '4995', '3996']);
    });

    it('a disagreement that goes away when read again gives the whole table', () => {
      let faulty = true;
      const service = countedService(4500, (offset, rows) => {
        if (offset !== 999 || !faulty) return rows;
        faulty = false;
        return rows.slice(0, 10);
      });
      expect(readCounted(service).map((row) => row.id)).toEqual(ids(4500));
      // The short page, shown up by the pages asked for after it, read again alone.
      expect(service.sent).toHaveLength(5 + 1);
    });
  });
});
