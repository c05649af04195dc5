import fc from 'fast-check';
import { runSync } from '../../src/engine/drivers';
import { OFFSET_1000, type Paging, readAllPages } from '../../src/engine/paging';
import { createSession } from '../../src/engine/session';
import type { HttpOutcome } from '../../src/http';
import { cannedHost, json, queryOf, serviceError } from './canned-host';

const settings = { token: 't', gatewayUrl: 'https://gw.example/v3', v1Url: 'https://v1.example/v1.2' };
const request = {
  api: '3.0' as const,
  path: '/rank-tracker/v3.0/keywords',
  query: { campaign_id: 1 },
  operation: 'keyword data',
};

/** A service holding `total` rows that pages by limit/offset like the real one (default 100, max 1000). */
function pagedService(total: number) {
  return cannedHost((r) => {
    const q = queryOf(r);
    const limit = Number(q.limit ?? 100);
    if (limit > 1000) return serviceError(422, 'Invalid parameters', ['limit: at most 1000']);
    const offset = Number(q.offset ?? 0);
    const rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({ id: offset + i }));
    return json(200, rows);
  });
}

function readAll(total: number, rowLimit?: number, paging: Paging = OFFSET_1000, expectedRows?: number) {
  const service = pagedService(total);
  const session = createSession(settings, { clock: service.clock, useCache: false });
  const rows = runSync(
    readAllPages(session, { request, paging, rows: (b) => b as unknown[], rowLimit, expectedRows }),
    service.host,
  );
  return { rows: rows as { id: number }[], sent: service.sent.map(queryOf), batches: service.batches };
}

/**
 * Pages a pull of `total` rows capped at `limit` cannot do without. Every page after the first starts with the last
 * row of the one before (999 new rows), and a pull that is not capped needs a page short of full to show the end.
 */
function pagesNeeded(total: number, limit = Number.POSITIVE_INFINITY): number {
  const rows = Math.min(total, limit);
  if (rows < total || rows >= limit) return rows <= 1000 ? 1 : 1 + Math.ceil((rows - 1000) / 999);
  return rows < 1000 ? 1 : 2 + Math.floor((rows - 1000) / 999);
}

/**
 * `expect(ids).toEqual([0, 1, ... length - 1])` for property runs of thousands of rows: checked directly, and by jest's
 * matcher (which walks every item) only when the ids are not those.
 */
function expectIdsUpTo(ids: readonly unknown[], length: number): void {
  if (ids.length === length && ids.every((id, index) => Object.is(id, index))) return;
  expect(ids).toEqual(Array.from({ length }, (_, i) => i));
}

describe('paging', () => {
  it('reads 2,345 rows in pages of up to 1000, two in parallel: a last page well short of full ends the pull', () => {
    const { rows, sent, batches } = readAll(2345);
    expect(rows).toHaveLength(2345);
    // Each page after the first starts with the last row of the one before it, so a row moving between pages shows.
    expect(sent.map((q) => [q.offset, q.limit])).toEqual([
      ['0', '1000'],
      ['999', '1000'],
      ['1998', '1000'],
    ]);
    expect(batches).toEqual([1, 2]);
  });

  it('confirms a nearly full last page closing its window with one request for the page after it', () => {
    const { rows, sent, batches } = readAll(2950);
    expect(rows).toHaveLength(2950);
    expect(sent.map((q) => q.offset)).toEqual(['0', '999', '1998', '2997']);
    expect(batches).toEqual([1, 2, 1]);
  });

  it('reads a short first page as the whole answer, with one request', () => {
    const { rows, sent } = readAll(345);
    expect(rows).toHaveLength(345);
    expect(sent).toHaveLength(1);
  });

  it('needs one more page when the rows fill the last page exactly: it holds only the row it starts with', () => {
    const { rows, sent } = readAll(1999);
    expect(rows).toHaveLength(1999);
    expect(sent.map((q) => q.offset)).toEqual(['0', '999', '1998']);
  });

  it('reads exactly 1000 rows with a second request that confirms the end', () => {
    const { rows, sent } = readAll(1000);
    expect(rows).toHaveLength(1000);
    expect(sent.map((q) => q.offset)).toEqual(['0', '999', '1998']);
  });

  it('asks for no more rows than the caller wants', () => {
    const { rows, sent } = readAll(5000, 150);
    expect(rows).toHaveLength(150);
    expect(sent.map((q) => q.limit)).toEqual(['150']);
  });

  it('reads 25,000 rows without a count two pages at a time: one request past the end at most', () => {
    const { rows, sent, batches } = readAll(25_000);
    expect(rows).toHaveLength(25_000);
    expect(Math.max(...batches)).toBeLessThanOrEqual(2);
    // 26 pages hold the rows and show the end; the window holding the last may hold one more.
    expect(sent.length).toBeLessThanOrEqual(pagesNeeded(25_000) + 1);
  });

  it('with a count at hand keeps three pages ahead of those known to exist: 25,000 rows, exactly their 26 pages', () => {
    const { rows, sent, batches } = readAll(25_000, undefined, OFFSET_1000, 25_000);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 25_000 }, (_, i) => i));
    expect(sent).toHaveLength(pagesNeeded(25_000));
    // Never more than four in flight: the one known to exist and three ahead (the rate limiter may split them).
    expect(Math.max(...batches)).toBe(4);
  });

  it('with a count at hand reads a 1,500-row pull with exactly its two pages', () => {
    expect(readAll(1500, undefined, OFFSET_1000, 1500).sent).toHaveLength(2);
    // Interface 1.2 keyword data: pages of 1000 the service chooses, moved by offset alone.
    const service = cannedHost((r) => {
      const offset = Number(queryOf(r).offset ?? 0);
      return json(
        200,
        Array.from({ length: Math.max(0, Math.min(1000, 1500 - offset)) }, (_, i) => ({ id: offset + i })),
      );
    });
    const session = createSession(settings, { clock: service.clock, useCache: false });
    const paging: Paging = { kind: 'fixed', pageSize: 1000, offsetParam: 'offset' };
    const rows = runSync(
      readAllPages(session, { request, paging, rows: (b) => b as unknown[], expectedRows: 1500 }),
      service.host,
    );
    expect(rows).toHaveLength(1500);
    expect(service.sent.map((r) => queryOf(r).offset)).toEqual(['0', '999']);
  });

  it('asks for no page beyond the caller limit, whatever the count', () => {
    const { rows, sent } = readAll(25_000, 2500, OFFSET_1000, 25_000);
    expect(rows).toHaveLength(2500);
    expect(sent.map((q) => [q.offset, q.limit])).toEqual([
      ['0', '1000'],
      ['999', '1000'],
      ['1998', '502'],
    ]);
  });

  it('asks, when full pages meet the count, only for the page that shows the end', () => {
    // 1,000 + 3 × 999 rows: the fourth page is full and brings the rows to the count.
    const { rows, sent } = readAll(3997, undefined, OFFSET_1000, 3997);
    expect(rows).toHaveLength(3997);
    expect(sent.map((q) => q.offset)).toEqual(['0', '999', '1998', '2997', '3996']);
  });

  it('reads every row, once and in order, whatever the count says, within three requests of the pages needed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9000 }), fc.integer({ min: 0, max: 12_000 }), (total, count) => {
        const { rows, sent } = readAll(total, undefined, OFFSET_1000, count);
        expectIdsUpTo(
          rows.map((row) => row.id),
          total,
        );
        // A count that matches proves no end (it is a hint): a closing page within a tenth of full is confirmed by
        // asking for the page after it, as a page that lost a few rows would be.
        const closing = total - 999 * (pagesNeeded(total) - 1);
        const confirmed = closing >= 900 && closing < 1000 ? 1 : 0;
        if (count === total) expect(sent.length).toBe(pagesNeeded(total) + confirmed);
        expect(sent.length).toBeLessThanOrEqual(pagesNeeded(total) + 3);
      }),
      { numRuns: 150 },
    );
  });

  it('says beside the table where the count and the pages differ, and says nothing where they agree', () => {
    const notes = (total: number, count: number) => {
      const service = pagedService(total);
      const said: string[] = [];
      const session = {
        ...createSession(settings, { clock: service.clock, useCache: false }),
        note: (text: string) => said.push(text),
      };
      const read = { request, paging: OFFSET_1000, rows: (b: unknown) => b as unknown[], expectedRows: count };
      expect(runSync(readAllPages(session, read), service.host)).toHaveLength(total);
      return said;
    };
    expect(notes(2345, 200_000)).toEqual([
      'The count of rows the service gave says 200,000; the service listed 2,345 rows of keyword data, and the table holds them all.',
    ]);
    expect(notes(2345, 234)).toHaveLength(1);
    expect(notes(2345, 2345)).toEqual([]);
  });

  it('never returns a partial table: a failing later page fails the read', () => {
    const service = cannedHost((r) => {
      const offset = Number(queryOf(r).offset);
      if (offset === 1998) return serviceError(404, 'Data not found');
      return json(
        200,
        Array.from({ length: 1000 }, (_, i) => ({ id: offset + i })),
      );
    });
    const session = createSession(settings, { clock: service.clock, useCache: false });
    expect(() =>
      runSync(readAllPages(session, { request, paging: OFFSET_1000, rows: (b) => b as unknown[] }), service.host),
    ).toThrow(/no such data/);
  });

  it('keeps scanning past short pages until an empty page when the limit counts scanned records', () => {
    const service = cannedHost((r) => {
      const offset = Number(queryOf(r).offset);
      return json(200, offset < 3000 ? [{ offset }] : []);
    });
    const session = createSession(settings, { clock: service.clock, useCache: false });
    const paging: Paging = { kind: 'scan', maxPageSize: 1000, limitParam: 'limit', offsetParam: 'offset' };
    const rows = runSync(readAllPages(session, { request, paging, rows: (b) => b as unknown[] }), service.host);
    expect(rows).toEqual([{ offset: 0 }, { offset: 1000 }, { offset: 2000 }]);
  });

  it('returns every row exactly once and in order, for any total and caller limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12_000 }),
        fc.option(fc.integer({ min: 1, max: 15_000 }), { nil: undefined }),
        (total, limit) => {
          const { rows, sent } = readAll(total, limit);
          const expected = Math.min(total, limit ?? Number.POSITIVE_INFINITY);
          expectIdsUpTo(
            rows.map((row) => row.id),
            expected,
          );
          // Never more than one request beyond the pages the rows need.
          expect(sent.length).toBeLessThanOrEqual(pagesNeeded(total, limit) + 1);
        },
      ),
      { numRuns: 200 },
    );
  });
  describe('counted pages (interface 1.2 wrappers reporting their page count)', () => {
    const counted: Paging = { kind: 'counted', pageSize: 1000, offsetParam: 'offset' };

    /** Pages of `pageSize` rows wrapped in `{results, limit, offset, pages, total_results}`, offset in rows. */
    function wrappedService(total: number, pageSize = 1000) {
      return cannedHost((r) => {
        const offset = Number(queryOf(r).offset ?? 0);
        const count = Math.max(0, Math.min(pageSize, total - offset));
        const results = Array.from({ length: count }, (_, i) => ({ id: offset + i }));
        return json(200, {
          results,
          limit: pageSize,
          offset,
          pages: Math.ceil(total / pageSize),
          total_results: total,
        });
      });
    }

    function readWrapped(total: number, rowLimit?: number, pageSize = 1000) {
      const service = wrappedService(total, pageSize);
      const session = createSession(settings, { clock: service.clock, useCache: false });
      const rows = runSync(
        readAllPages(session, {
          request,
          paging: counted,
          rows: (body) => (body as { results: unknown[] }).results,
          rowLimit,
        }),
        service.host,
      ) as { id: number }[];
      return { rows, sent: service.sent.map(queryOf), batches: service.batches };
    }

    it('reads the pages the reported total needs, all four at once after the first, each starting a row early', () => {
      const { rows, sent, batches } = readWrapped(4500);
      expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 4500 }, (_, i) => i));
      expect(sent.map((q) => q.offset)).toEqual(['0', '999', '1998', '2997', '3996']);
      expect(sent.every((q) => q.limit === undefined)).toBe(true);
      expect(batches).toEqual([1, 4]);
    });

    it('reads a 1.2 answer whose page count lies (1,000 pages where 5 exist) by its total, not its page count', () => {
      const honest = wrappedService(4500);
      const service = cannedHost((r) => {
        const outcome = honest.host.fetchAll([r])[0] as HttpOutcome;
        return json(200, { ...JSON.parse(outcome.body), pages: 1000 });
      });
      const session = createSession(settings, { clock: service.clock, useCache: false });
      const rows = runSync(
        readAllPages(session, { request, paging: counted, rows: (body) => (body as { results: unknown[] }).results }),
        service.host,
      ) as { id: number }[];
      expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 4500 }, (_, i) => i));
      expect(service.sent).toHaveLength(5);
    });

    it('sends one request when the only page is full, with no empty page to confirm the end', () => {
      const { rows, sent } = readWrapped(1000);
      expect(rows).toHaveLength(1000);
      expect(sent).toHaveLength(1);
    });

    it('reads an empty answer with one request', () => {
      const { rows, sent } = readWrapped(0);
      expect(rows).toEqual([]);
      expect(sent).toHaveLength(1);
    });

    it('steps by the page size the answer reports', () => {
      const { rows, sent } = readWrapped(250, undefined, 100);
      expect(rows).toHaveLength(250);
      expect(sent.map((q) => q.offset)).toEqual(['0', '99', '198']);
    });

    it('refuses, after one request, pages of a few rows while more rows exist; one page holding all is read', () => {
      for (const pageSize of [1, 2, 3, 9]) {
        const service = wrappedService(4690, pageSize);
        const session = createSession(settings, { clock: service.clock, useCache: false });
        const read = { request, paging: counted, rows: (body: unknown) => (body as { results: unknown[] }).results };
        expect(() => runSync(readAllPages(session, read), service.host)).toThrow(
          new RegExp(`answered keyword data in pages of ${pageSize} rows?: an answer not understood`),
        );
        expect(service.sent).toHaveLength(1);
      }
      expect(readWrapped(2, undefined, 2).rows).toHaveLength(2);
      // A page of one row never moves through the rows, whatever the total.
      expect(() => readWrapped(1, undefined, 1)).toThrow(/pages of 1 row:/);
    });

    it('asks for no page beyond the caller limit', () => {
      const { rows, sent } = readWrapped(9000, 1500);
      expect(rows).toHaveLength(1500);
      expect(sent.map((q) => q.offset)).toEqual(['0', '999']);
    });

    it('reads on like fixed pages when the answer is a bare list without a page count', () => {
      const service = cannedHost((r) => {
        const offset = Number(queryOf(r).offset ?? 0);
        return json(
          200,
          Array.from({ length: Math.max(0, Math.min(1000, 2300 - offset)) }, (_, i) => offset + i),
        );
      });
      const session = createSession(settings, { clock: service.clock, useCache: false });
      const rows = runSync(
        readAllPages(session, { request, paging: counted, rows: (b) => b as unknown[] }),
        service.host,
      );
      expect(rows).toEqual(Array.from({ length: 2300 }, (_, i) => i));
      expect(service.sent.map((r) => queryOf(r).offset)).toEqual(['0', '999', '1998']);
    });

    it('refuses a page holding more rows than the reported page size', () => {
      const service = cannedHost(() =>
        json(200, { results: Array.from({ length: 1001 }, (_, id) => ({ id })), limit: 1000, pages: 2 }),
      );
      const session = createSession(settings, { clock: service.clock, useCache: false });
      expect(() =>
        runSync(
          readAllPages(session, {
            request,
            paging: counted,
            rows: (body) => (body as { results: unknown[] }).results,
          }),
          service.host,
        ),
      ).toThrow(/1,001 rows came where at most 1,000 were asked for/);
    });

    it('never returns a partial table: a failing later page fails the read', () => {
      const healthy = wrappedService(3000);
      const service = cannedHost((r) =>
        queryOf(r).offset === '1998'
          ? serviceError(404, 'Data not found')
          : (healthy.host.fetchAll([r])[0] ?? serviceError(500, 'unreachable')),
      );
      const session = createSession(settings, { clock: service.clock, useCache: false });
      expect(() =>
        runSync(
          readAllPages(session, {
            request,
            paging: counted,
            rows: (body) => (body as { results: unknown[] }).results,
          }),
          service.host,
        ),
      ).toThrow(/no such data/);
    });

    it('returns every row exactly once and in order, for any total, page size and caller limit', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 6000 }),
          fc.integer({ min: 50, max: 1000 }),
          fc.option(fc.integer({ min: 1, max: 8000 }), { nil: undefined }),
          (total, pageSize, limit) => {
            const { rows, sent } = readWrapped(total, limit, pageSize);
            const expected = Math.min(total, limit ?? Number.POSITIVE_INFINITY);
            expectIdsUpTo(
              rows.map((row) => row.id),
              expected,
            );
            // Pages after the first bring one row fewer than their size (each starts with the last row before it).
            const needed = expected <= pageSize ? 1 : 1 + Math.ceil((expected - pageSize) / (pageSize - 1));
            expect(sent.length).toBe(needed);
          },
        ),
        { numRuns: 100 },
      );
    });
  });
});

describe('asking for the row count once a pull proves long', () => {
  const COUNT_PATH = '/dashboard/v3.0/campaigns/tracked';
  const countSource = {
    request: { api: '3.0' as const, path: COUNT_PATH, query: { limit: 100 }, operation: 'campaigns' },
    count: (body: unknown) => (body as { keywords_count?: number }[])[0]?.keywords_count,
  };

  /** Pages of `total` rows, and the count request answered with `countAnswer`. */
  function pullWithCountSource(total: number, countAnswer: () => HttpOutcome, rowLimit?: number) {
    const service = cannedHost((r) => {
      if (r.url.includes(COUNT_PATH)) return countAnswer();
      const q = queryOf(r);
      const offset = Number(q.offset);
      const rows = Array.from({ length: Math.max(0, Math.min(Number(q.limit), total - offset)) }, (_, i) => ({
        id: offset + i,
      }));
      return json(200, rows);
    });
    const session = createSession(settings, { clock: service.clock, useCache: false });
    const rows = runSync(
      readAllPages(session, { request, paging: OFFSET_1000, rows: (b) => b as unknown[], rowLimit, countSource }),
      service.host,
    ) as { id: number }[];
    const sent = service.sent.map((r) => (r.url.includes(COUNT_PATH) ? 'count' : queryOf(r).offset));
    return { rows, sent, batches: service.batches };
  }

  it('reads 25,000 rows with 27 requests: the first page, the count beside the second and the page ahead, then three pages ahead', () => {
    const { rows, sent, batches } = pullWithCountSource(25_000, () => json(200, [{ keywords_count: 25_000 }]));
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 25_000 }, (_, i) => i));
    expect(sent.slice(0, 4)).toEqual(['0', '999', '1998', 'count']);
    expect(sent.filter((what) => what === 'count')).toHaveLength(1);
    // The 26 pages that hold the rows (the last, short, shows the end), and the count.
    expect(sent).toHaveLength(pagesNeeded(25_000) + 1);
    // The count goes beside the second page and the one ahead of it, never instead of them; then the page known to
    // exist and three ahead of it.
    expect(batches.slice(0, 3)).toEqual([1, 3, 4]);
  });

  it('a pull of one page never asks for it; a longer one asks once, beside its second page, and waits for no answer', () => {
    const count = () => json(200, [{ keywords_count: 3500 }]);
    expect(pullWithCountSource(800, count).sent).toEqual(['0']);
    expect(pullWithCountSource(2345, () => json(200, [{ keywords_count: 2345 }])).sent).toEqual([
      '0',
      '999',
      '1998',
      'count',
    ]);
    // Four pages: without a count the fifth goes ahead of the fourth and comes back empty; a true count spares it.
    expect(readAll(3500).sent.map((q) => q.offset)).toEqual(['0', '999', '1998', '2997', '3996']);
    expect(pullWithCountSource(3500, count).sent).toEqual(['0', '999', '1998', 'count', '2997']);
  });

  it('an answer with no rows at all is a period without data, whatever the count: an empty table, nothing re-read', () => {
    const { rows, sent } = readAll(0, undefined, OFFSET_1000, 2345);
    expect(rows).toEqual([]);
    // The first window the count allowed, and nothing more.
    expect(sent).toHaveLength(3);
  });

  it('reads on past a count that is too low even when the rows read so far match it exactly', () => {
    // 1,000 + 5 × 999 = 5,995 rows after six pages: a pull that trusted the count would stop there, half done.
    const { rows } = pullWithCountSource(11_990, () => json(200, [{ keywords_count: 5995 }]));
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 11_990 }, (_, i) => i));
  });

  it('does not ask when the row limit ends the pull within the pages a count would let it ask for ahead', () => {
    const { rows, sent } = pullWithCountSource(25_000, () => json(200, [{ keywords_count: 25_000 }]), 4500);
    expect(rows).toHaveLength(4500);
    expect(sent).not.toContain('count');
  });

  it('returns every row once and in order whatever the count; a true count costs at most itself and one page more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12_000 }),
        fc.option(fc.integer({ min: 1, max: 15_000 }), { nil: undefined }),
        fc.constantFrom('true', 'low', 'high', 'refused'),
        (total, limit, told) => {
          const count = { true: total, low: Math.floor(total / 2), high: total + 3000, refused: 0 }[told];
          const answer = () =>
            told === 'refused' ? serviceError(403, 'Forbidden access') : json(200, [{ keywords_count: count }]);
          const { rows, sent } = pullWithCountSource(total, answer, limit);
          const expected = Math.min(total, limit ?? Number.POSITIVE_INFINITY);
          expect(rows.map((row) => row.id)).toEqual(Array.from({ length: expected }, (_, i) => i));
          expect(sent.filter((what) => what === 'count').length).toBeLessThanOrEqual(1);
          // The count, and one page past the end at most (the blind window's, or the one confirming a nearly full last
          // page): one request more than without it when the blind window would have ended on its second page.
          if (told === 'true') expect(sent.length).toBeLessThanOrEqual(pagesNeeded(total, limit) + 2);
          // A count too high costs the pages ahead it allowed, three at most, or one confirming the end.
          expect(sent.length).toBeLessThanOrEqual(pagesNeeded(total, limit) + 4);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reads on two pages at a time when the count cannot be read, and still returns every row', () => {
    for (const answer of [() => serviceError(403, 'Forbidden access'), () => json(200, [{ name: 'no count' }])]) {
      const { rows, batches } = pullWithCountSource(9000, answer);
      expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 9000 }, (_, i) => i));
      // The second page and the one ahead of it, with the count; then two pages at a time.
      expect(batches[1]).toBe(3);
      expect(Math.max(...batches.slice(2))).toBeLessThanOrEqual(2);
    }
  });
});

describe('paging within a time budget', () => {
  it('stops before a page that, as slow as the first, could not arrive in time, and says what to do', () => {
    const service = cannedHost((r) => {
      const offset = Number(queryOf(r).offset);
      return json(
        200,
        Array.from({ length: 1000 }, (_, i) => ({ id: offset + i })),
      );
    }, 12_000);
    const session = createSession(settings, {
      clock: service.clock,
      useCache: false,
      timeBudgetMs: 28_000,
      budgetAdvice: 'Use Search Visibility > Refresh now.',
    });
    const read = () =>
      runSync(readAllPages(session, { request, paging: OFFSET_1000, rows: (b) => b as unknown[] }), service.host);
    expect(read).toThrow(/answering slowly \(12 s per request\).*Refresh now/s);
    expect(service.batches).toEqual([1, 2]);
  });
});
