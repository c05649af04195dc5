import {
  addKeywords,
  type HttpOutcome,
  type ImportRequest,
  LEDGER_STORE_KEY,
  parseLedger,
  reviewImport,
  runSync,
} from '../../src';
import { cannedHost, json, serviceError } from '../engine/canned-host';
import { paged, refusal, runCanned, TODAY } from '../support/run-canned';

/** Runs the same call twice on one host with a cache, as a spreadsheet recalculation would. */
function twiceOnOneHost(name: string, args: unknown[], body: unknown) {
  const run = runCanned(name, args, () => body, { calculations: 2 });
  return { requests: run.sent.length, cached: run.cached };
}

const TRACKED = [
  { keyword_id: 1, keyword: 'Running Shoes', ranking_data: [] },
  { keyword_id: 2, keyword: 'trail  shoes', ranking_data: [] },
];

describe('IMPORT_KEYWORDS, the preview', () => {
  it('lists the keywords normalised as the service stores them, duplicates removed, and marks those already tracked', () => {
    const result = runCanned(
      'IMPORT_KEYWORDS',
      [123, [['  Running   SHOES '], ['blue suede shoes'], ['Blue Suede Shoes'], ['']]],
      paged(TRACKED),
    );
    expect(result.header).toEqual(['keyword', 'already_tracked', 'next_step']);
    expect(result.column('keyword')).toEqual(['running shoes', 'blue suede shoes']);
    expect(result.column('already_tracked')).toEqual([true, false]);
    expect(result.cell(1, 'next_step')).toMatch(
      /not added yet: use Search Visibility > Add keywords… \(Sheets\) or the task pane's Add keywords section \(Excel\)/,
    );
  });

  it('never posts: it reads the campaign keywords of the three days to yesterday with GETs only, and a recalculation is served by the cache', () => {
    const result = runCanned('IMPORT_KEYWORDS', [123, 'kw one, kw two'], paged(TRACKED));
    expect(result.sent).toEqual([
      {
        method: 'GET',
        path: '/rank-tracker/v3.0/keywords/daily-ranks',
        query: { campaign_id: '123', start_date: '2026-11-18', end_date: '2026-11-20', limit: '1000', offset: '0' },
        body: undefined,
      },
    ]);
    // One answer and the finished table beside it.
    expect(twiceOnOneHost('IMPORT_KEYWORDS', [123, 'kw one'], TRACKED)).toEqual({ requests: 1, cached: 2 });
  });

  it('refuses an empty list, more than 1,000 keywords and a keyword over 255 characters before any request', () => {
    expect(refusal('IMPORT_KEYWORDS', [123, ' , ;'])).toMatchObject({
      message: expect.stringMatching(/^keywords/),
      sent: 0,
    });
    const many = Array.from({ length: 1001 }, (_, index) => [`keyword ${index}`]);
    expect(refusal('IMPORT_KEYWORDS', [123, many])).toMatchObject({
      message: expect.stringMatching(/^keywords: 1,001 different keywords.*at most 1,000/),
      sent: 0,
    });
    expect(refusal('IMPORT_KEYWORDS', [123, 'x'.repeat(256)])).toMatchObject({
      message: expect.stringMatching(/^keywords: .*256 characters/),
      sent: 0,
    });
    expect(refusal('IMPORT_KEYWORDS', [123, 'kw', 'columns=nope'])).toMatchObject({
      message: expect.stringMatching(/nope/),
      sent: 0,
    });
  });

  it('takes no confirm date any more: an old formula with one is refused, never imported', () => {
    expect(refusal('IMPORT_KEYWORDS', [123, 'kw one', TODAY, '199212']).sent).toBe(0);
  });
});

/** A synchronous host with a persistent store, as the Sheets adapter gives one (Document Properties). */
function actionHost(answer: (posts: number) => HttpOutcome) {
  let posts = 0;
  const canned = cannedHost((request) => {
    if (request.method === 'POST') posts += 1;
    return answer(posts);
  });
  const persistent = new Map<string, string>();
  const host = {
    ...canned.host,
    storeGet: (key: string) => persistent.get(key) ?? null,
    storePut: (key: string, value: string) => {
      persistent.set(key, value);
    },
  };
  const settings = { token: 'secret-token', gatewayUrl: 'https://gateway.test/v3' };
  return {
    sent: canned.sent,
    persistent,
    posts: () => posts,
    ledger: () => parseLedger(persistent.get(LEDGER_STORE_KEY)),
    add(request: ImportRequest, repeatOf?: string | null, charged = true) {
      return runSync(
        addKeywords(request, { settings, confirmation: { charged, repeatOf }, clock: canned.clock }),
        host,
      );
    },
    review: (request: ImportRequest) => runSync(reviewImport(request), host),
    attempt(request: ImportRequest, repeatOf?: string | null): Error {
      try {
        this.add(request, repeatOf);
      } catch (error) {
        return error as Error;
      }
      throw new Error('expected the action to fail');
    },
  };
}

const REQUEST: ImportRequest = {
  campaignId: 123,
  keywords: [['Kw One'], ['kw  one'], ['kw two']],
  groupIds: '199212, 1237564',
};

describe('Add keywords, the explicit action', () => {
  it('posts the normalised keywords and groups as comma text once, and records the import id in the ledger', () => {
    const service = actionHost(() => json(200, { import_id: '108331' }));
    const done = service.add(REQUEST);
    expect(done).toMatchObject({ importId: '108331', campaignId: 123, count: 2 });
    expect(done.message).toMatch(/Import 108331 started: 2 keywords for campaign 123/);
    expect(service.sent).toHaveLength(1);
    expect(JSON.parse(service.sent[0]?.body ?? '')).toEqual({
      campaign_id: 123,
      keywords: 'kw one,kw two',
      group_ids: '199212,1237564',
    });
    expect(service.ledger()).toEqual([expect.objectContaining({ importId: '108331', count: 2, state: 'done' })]);
    // The ledger keeps a hash, never the keywords or the token.
    expect(service.persistent.get(LEDGER_STORE_KEY)).not.toMatch(/kw one|secret-token/);
  });

  it('leaves group_ids out when none are given', () => {
    const service = actionHost(() => json(200, { import_id: 1 }));
    service.add({ campaignId: 123, keywords: 'kw one' });
    expect(JSON.parse(service.sent[0]?.body ?? '')).toEqual({ campaign_id: 123, keywords: 'kw one' });
  });

  it('validates everything before sending: campaign, keywords, group ids, the charge confirmation', () => {
    const service = actionHost(() => json(200, { import_id: 1 }));
    expect(() => service.add({ campaignId: 'abc', keywords: 'kw' })).toThrow(/^campaign_id/);
    expect(() => service.add({ campaignId: 123, keywords: '' })).toThrow(/^keywords/);
    expect(() => service.add({ campaignId: 123, keywords: 'kw', groupIds: 'group one' })).toThrow(/^group_ids/);
    expect(() => service.add({ campaignId: 123, keywords: 'x'.repeat(300) })).toThrow(/255/);
    expect(() => service.add({ campaignId: 123, keywords: 'kw' }, null, false)).toThrow(/charged.*Nothing was sent/);
    expect(service.sent).toHaveLength(0);
    expect(service.ledger()).toEqual([]);
  });

  it('refuses the same list (in any order or case) a second time until the repeat is confirmed by the earlier entry', () => {
    const service = actionHost((posts) => json(200, { import_id: String(108330 + posts) }));
    service.add(REQUEST);
    const again = { ...REQUEST, keywords: 'KW TWO, kw one' };
    const refused = service.attempt(again);
    expect(refused.message).toMatch(
      /already sent to campaign 123 on \d{4}-\d\d-\d\d \d\d:\d\d UTC \(import id 108331\).*Nothing was sent/,
    );
    expect(service.posts()).toBe(1);

    const review = service.review(again);
    expect(review.earlier).toMatchObject({ importId: '108331', state: 'done' });
    expect(service.attempt(again, 'a stamp of something else').message).toMatch(/import id 108331/);
    expect(service.posts()).toBe(1);

    expect(service.add(again, review.earlierStamp).importId).toBe('108332');
    expect(service.posts()).toBe(2);
    // That confirmation covered one repeat: the next needs a new one, naming the newer import.
    expect(service.attempt(again, review.earlierStamp).message).toMatch(/import id 108332/);
  });

  it.each<[string, HttpOutcome, RegExp]>([
    [
      'a timeout',
      { status: 0, headers: {}, body: '', failure: 'Timeout', timedOut: true },
      /no answer arrived in time/,
    ],
    ['a reset connection', { status: 0, headers: {}, body: '', failure: 'socket hang up' }, /connection failed/],
    ['a 500', serviceError(500, 'Internal server error'), /status 500/],
    ['a 503 HTML page', { status: 503, headers: {}, body: '<html>down</html>' }, /status 503/],
    ['a 200 without an import id', { status: 200, headers: {}, body: '{"import' }, /without an import id/],
  ])(
    'after %s: one POST, never retried, "may have happened", and a resend needs the second confirmation',
    (_, outcome, why) => {
      const service = actionHost(() => outcome);
      const error = service.attempt(REQUEST);
      expect(error.message).toMatch(/may have happened/);
      expect(error.message).toMatch(why);
      expect(error.message).toMatch(/SV_IMPORT_STATUS/);
      expect(error.message).toMatch(/second confirmation/);
      expect(service.posts()).toBe(1);
      expect(service.ledger()).toEqual([expect.objectContaining({ state: 'unknown', importId: '' })]);
      expect(service.attempt(REQUEST).message).toMatch(/outcome is unknown/);
      expect(service.posts()).toBe(1);
    },
  );

  it.each<[string, HttpOutcome]>([
    ['400', serviceError(400, 'Bad request')],
    ['401', serviceError(401, 'Invalid authentication')],
    ['404 (unknown group)', serviceError(404, 'Data not found')],
    ['422', serviceError(422, 'Invalid parameters', ['keywords: too many'])],
    ['429 rate limit', serviceError(429, 'Rate limit exceeded')],
  ])('after a clear %s: one POST, "nothing was imported", and the same list may be sent again', (_, outcome) => {
    let answer = outcome;
    const service = actionHost(() => answer);
    expect(service.attempt(REQUEST).message).toMatch(/^Nothing was imported/);
    expect(service.posts()).toBe(1);
    expect(service.ledger()).toEqual([]);
    answer = json(200, { import_id: '7' });
    expect(service.add(REQUEST).importId).toBe('7');
  });

  it('records the attempt before the request leaves', () => {
    const service = actionHost(() => json(200, { import_id: '9' }));
    let seenAtSend: string | undefined;
    const host = cannedHost(() => {
      seenAtSend = service.persistent.get(LEDGER_STORE_KEY);
      return json(200, { import_id: '9' });
    });
    runSync(
      addKeywords(REQUEST, {
        settings: { token: 't', gatewayUrl: 'https://gateway.test/v3' },
        confirmation: { charged: true },
        clock: host.clock,
      }),
      {
        ...host.host,
        storeGet: (key: string) => service.persistent.get(key) ?? null,
        storePut: (key: string, value: string) => {
          service.persistent.set(key, value);
        },
      },
    );
    expect(parseLedger(seenAtSend)).toEqual([expect.objectContaining({ state: 'sending', count: 2 })]);
  });

  it('refuses to run on a host that keeps no ledger, before sending anything', () => {
    const canned = cannedHost(() => json(200, { import_id: '9' }));
    expect(() =>
      runSync(
        addKeywords(REQUEST, {
          settings: { token: 't', gatewayUrl: 'https://gateway.test/v3' },
          confirmation: { charged: true },
        }),
        canned.host,
      ),
    ).toThrow(/ledger/);
    expect(canned.sent).toHaveLength(0);
  });
});

describe('IMPORT_STATUS', () => {
  it('asks for the import of the campaign and shows N/A while it runs', () => {
    const result = runCanned('IMPORT_STATUS', [123, 108331], () => ({
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
