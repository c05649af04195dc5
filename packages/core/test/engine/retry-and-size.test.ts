import { runSync } from '../../src/engine/drivers';
import { SHEETS_URL_LIMIT } from '../../src/engine/host-url-limits';
import { readAllPages } from '../../src/engine/paging';
import { send } from '../../src/engine/send';
import { createSession } from '../../src/engine/session';
import { InputError, type SvError } from '../../src/errors';
import { cannedHost, json, queryOf, serviceError } from './canned-host';

const settings = { token: 'tok-secret-123', gatewayUrl: 'https://gw.example/v3', v1Url: 'https://v1.example/v1.2' };
const request = {
  api: '3.0' as const,
  path: '/rank-tracker/v3.0/keywords',
  query: { campaign_id: 7 },
  operation: 'keyword data',
};

function attempt(responder: Parameters<typeof cannedHost>[0]) {
  const canned = cannedHost(responder);
  const session = createSession(settings, { clock: canned.clock, random: () => 0.5, useCache: false });
  let error: SvError | undefined;
  try {
    runSync(send(session, request), canned.host);
  } catch (caught) {
    error = caught as SvError;
  }
  return { ...canned, error };
}

describe('which answers are retried', () => {
  it.each([405, 409, 410, 413, 415, 418, 451])(
    'a %i is final: one request, a refusal naming the operation',
    (status) => {
      const run = attempt(() => serviceError(status, 'Nope'));
      expect(run.sent).toHaveLength(1);
      expect(run.error?.message).toMatch(new RegExp(`refused the request for keyword data \\(${status} "Nope"\\)`));
    },
  );

  it.each([414, 431])('a %i says the request was too large and what to shorten, without retrying', (status) => {
    const run = attempt(() => serviceError(status, 'Request Header Fields Too Large'));
    expect(run.sent).toHaveLength(1);
    expect(run.error?.code).toBe('request_too_large');
    expect(run.error?.message).toMatch(/request for keyword data was too large.*Shorten the longest list or text/);
  });

  it('a 408 is retried like a transient failure, and the answer after it is used', () => {
    let calls = 0;
    const run = attempt(() => (++calls === 1 ? serviceError(408, 'Request Timeout') : json(200, [])));
    expect(run.error).toBeUndefined();
    expect(run.sent).toHaveLength(2);
  });

  it('a 408 that persists ends after the transient attempts with a message', () => {
    const run = attempt(() => serviceError(408, 'Request Timeout'));
    expect(run.sent).toHaveLength(3);
    expect(run.error?.message).toMatch(/timed out receiving the request for keyword data \(408/);
  });
});

describe('URL length limits', () => {
  const idList = (n: number) => Array.from({ length: n }, (_, i) => 1_000_000 + i).join(',');

  function pull(query: Record<string, string | number>, options: { total?: number; splitList?: string } = {}) {
    const total = options.total ?? 10;
    const canned = cannedHost((r) => {
      const q = queryOf(r);
      const ids = (q.keyword_ids ?? '').split(',').filter(Boolean);
      const offset = Number(q.offset ?? 0);
      const all = ids.length > 0 ? ids.map((id) => ({ id })) : Array.from({ length: total }, (_, i) => ({ id: i }));
      return json(200, all.slice(offset, offset + Number(q.limit)));
    });
    const session = createSession(settings, { clock: canned.clock, useCache: false, urlLimit: SHEETS_URL_LIMIT });
    const read = () =>
      runSync(
        readAllPages(session, {
          request: {
            ...request,
            query: { ...request.query, ...query },
            lists: ['keyword_ids'],
            splitList: options.splitList,
          },
          paging: { kind: 'offset', maxPageSize: 1000, limitParam: 'limit', offsetParam: 'offset' },
          rows: (b) => b as unknown[],
        }),
        canned.host,
      ) as { id: string }[];
    return { ...canned, read };
  }

  it('refuses over-long text before sending, naming the option and the size that fits', () => {
    const run = pull({ search: 'x'.repeat(100_000) });
    expect(run.read).toThrow(InputError);
    expect(run.read).toThrow(
      /^search: 100,000 characters is too long for one request from Google Sheets; at most 1,\d{3} fit/,
    );
    expect(run.sent).toHaveLength(0);
  });

  it('the size it names does fit', () => {
    const run = pull({ search: 'é'.repeat(5000) });
    const fit = Number(
      /at most ([\d,]+) fit/
        .exec(
          String(
            (() => {
              try {
                run.read();
              } catch (e) {
                return (e as Error).message;
              }
            })(),
          ),
        )?.[1]
        ?.replace(/,/g, ''),
    );
    expect(fit).toBeGreaterThan(100);
    const ok = pull({ search: 'é'.repeat(fit) });
    expect(() => ok.read()).not.toThrow();
    const over = pull({ search: 'é'.repeat(fit + 1) });
    expect(over.read).toThrow(InputError);
  });

  it('counts a list that may not be split in items', () => {
    const run = pull({ keyword_ids: idList(400) });
    expect(run.read).toThrow(
      /^keyword_ids: 400 items are too many for one request from Google Sheets; at most \d+ fit/,
    );
    expect(run.sent).toHaveLength(0);
  });

  it('splits a list that may be split, every URL within the limit, and returns each row once in order', () => {
    const run = pull({ keyword_ids: idList(400) }, { splitList: 'keyword_ids' });
    const rows = run.read();
    expect(rows.map((row) => Number(row.id))).toEqual(Array.from({ length: 400 }, (_, i) => 1_000_000 + i));
    expect(run.sent.length).toBeGreaterThan(1);
    expect(run.sent.every((r) => r.url.length <= SHEETS_URL_LIMIT.maxLength)).toBe(true);
  });

  it('refuses to split when order_by asks for one order over the whole list', () => {
    const run = pull({ keyword_ids: idList(400), order_by: 'rank' }, { splitList: 'keyword_ids' });
    expect(run.read).toThrow(/keyword_ids: .*read in \d parts, which order_by cannot sort as one table/);
    expect(run.sent).toHaveLength(0);
  });

  it('a part of a split list that matches nothing (404) adds no rows; when no part matches, the 404 is the answer', () => {
    const known = new Set(['1000000', '1000001']);
    const service = (ids: string) =>
      cannedHost((r) => {
        const found = (queryOf(r).keyword_ids ?? '').split(',').filter((id) => known.has(id) || ids === 'all');
        return found.length > 0
          ? json(
              200,
              found.map((id) => ({ id })),
            )
          : serviceError(404, 'Data not found');
      });
    const readWith = (canned: ReturnType<typeof cannedHost>, list: string) => {
      const session = createSession(settings, { clock: canned.clock, useCache: false, urlLimit: SHEETS_URL_LIMIT });
      return runSync(
        readAllPages(session, {
          request: { ...request, query: { ...request.query, keyword_ids: list }, splitList: 'keyword_ids' },
          paging: { kind: 'offset', maxPageSize: 1000, limitParam: 'limit', offsetParam: 'offset' },
          rows: (b) => b as unknown[],
        }),
        canned.host,
      );
    };
    const some = service('known');
    expect(readWith(some, idList(400))).toEqual([{ id: '1000000' }, { id: '1000001' }]);
    expect(some.sent.length).toBeGreaterThan(1);
    const none = service('known');
    expect(() => readWith(none, Array.from({ length: 400 }, (_, i) => 5_000_000 + i).join(','))).toThrow(
      /no such data/,
    );
  });

  it('sends a list that fits as one request', () => {
    const run = pull({ keyword_ids: idList(20) }, { splitList: 'keyword_ids' });
    expect(run.read()).toHaveLength(20);
    expect(run.sent).toHaveLength(1);
  });
});
