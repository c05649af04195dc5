import { invoke, runSync } from '../../src';
import { cannedHost, json, serviceError } from '../engine/canned-host';
import { call, refusal, registerMoreFunctions, TODAY } from './call';

/** Runs the same call twice on one host with a cache, as a spreadsheet recalculation would. */
function twiceOnOneHost(name: string, args: unknown[], body: unknown) {
  const canned = cannedHost(() => json(200, body));
  const options = { settings: { token: 't', gatewayUrl: 'https://gateway.test/v3' }, coerce: { today: () => TODAY } };
  for (let run = 0; run < 2; run += 1) runSync(invoke(name, args, { ...options, clock: canned.clock }), canned.host);
  return { requests: canned.sent.length, cached: canned.store.size };
}

beforeAll(registerMoreFunctions);

describe('IMPORT_KEYWORDS', () => {
  it("sends nothing unless confirm is today's date, so a later recalculation never imports again", () => {
    for (const confirm of [undefined, '', 'no', true]) {
      expect(refusal('IMPORT_KEYWORDS', [123, 'kw one, kw two', confirm])).toEqual({
        message: expect.stringMatching(/^confirm/),
        sent: 0,
      });
    }
    for (const confirm of ['2026-11-20', 'yesterday']) {
      expect(refusal('IMPORT_KEYWORDS', [123, 'kw one, kw two', confirm])).toEqual({
        message: expect.stringMatching(/charged.*today's date \(2026-11-21\)/s),
        sent: 0,
      });
    }
  });

  it('posts the keywords and groups as comma text once confirmed, and returns the import id', () => {
    for (const confirm of [TODAY, 'today', new Date(2026, 10, 21)]) {
      const result = call('IMPORT_KEYWORDS', [123, [['kw one'], ['kw two'], ['']], confirm, '199212, 1237564'], () => ({
        import_id: '108331',
      }));
      expect(result.sent).toEqual([
        {
          method: 'POST',
          path: '/rank-tracker/v3.0/keywords/import',
          query: {},
          body: { campaign_id: 123, keywords: 'kw one,kw two', group_ids: '199212,1237564' },
        },
      ]);
      expect(result.header).toEqual(['import_id']);
      expect(result.rows).toEqual([[108331]]);
    }
  });

  it('leaves group_ids out when none are given', () => {
    const result = call('IMPORT_KEYWORDS', [123, 'kw one', TODAY], () => ({ import_id: 1 }));
    expect(result.sent[0]?.body).toEqual({ campaign_id: 123, keywords: 'kw one' });
  });

  it('answers a same-day recalculation with the earlier import id instead of charging again', () => {
    expect(twiceOnOneHost('IMPORT_KEYWORDS', [123, 'kw one', TODAY], { import_id: 5 })).toEqual({
      requests: 1,
      cached: 1,
    });
  });

  it('never resends after a server error, which may hide a completed (charged) import', () => {
    let posts = 0;
    const attempt = () =>
      call('IMPORT_KEYWORDS', [123, 'kw one', TODAY], () => {
        posts += 1;
        return posts === 1 ? { import_id: 5 } : serviceError(500, 'Internal server error');
      });
    expect(attempt().rows).toEqual([[5]]);
    expect(() => attempt()).toThrow(/server/i);
    expect(posts).toBe(2);
  });
});

describe('IMPORT_STATUS', () => {
  it('asks for the import of the campaign and shows N/A while it runs', () => {
    const result = call('IMPORT_STATUS', [123, 108331], () => ({
      date_start: '2026-11-20 10:00:00',
      date_done: 'N/A',
      imported: '40',
      processing: 60,
    }));
    expect(result.sent).toEqual([
      {
        method: 'GET',
        path: '/rank-tracker/v3.0/keywords/import-status',
        query: { import_id: '108331', campaign_id: '123' },
        body: undefined,
      },
    ]);
    expect(result.header).toEqual(['date_start', 'date_done', 'imported', 'processing']);
    expect(result.rows).toEqual([['2026-11-20 10:00:00', 'N/A', 40, 60]]);
  });

  it('asks afresh on every call, since the status changes by the minute', () => {
    const status = { date_start: '2026-11-20 10:00:00', date_done: 'N/A', imported: 0, processing: 10 };
    expect(twiceOnOneHost('IMPORT_STATUS', [123, 9], status)).toEqual({ requests: 2, cached: 0 });
  });

  it('needs the import id', () => {
    expect(refusal('IMPORT_STATUS', [123]).sent).toBe(0);
  });
});
