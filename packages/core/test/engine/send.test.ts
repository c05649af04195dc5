import { runAsync, runSync } from '../../src/engine/drivers';
import { createRateLimiter } from '../../src/engine/rate-limiter';
import { send, sendAll } from '../../src/engine/send';
import { createSession } from '../../src/engine/session';
import type { SvError } from '../../src/errors';
import { shareInFlight } from '../../src/hosts/share-in-flight';
import { cannedHost, json, serviceError } from './canned-host';

const settings = { token: 'tok-secret-123', gatewayUrl: 'https://gw.example/v3', v1Url: 'https://v1.example/v1.2' };
const request = {
  api: '3.0' as const,
  path: '/rank-tracker/v3.0/keywords',
  query: { campaign_id: 7 },
  operation: 'keyword data',
};

function attempt(responder: Parameters<typeof cannedHost>[0], sessionOptions = {}, latencyMs = 0) {
  const canned = cannedHost(responder, latencyMs);
  const session = createSession(settings, {
    clock: canned.clock,
    random: () => 0.5,
    useCache: false,
    ...sessionOptions,
  });
  let error: SvError | undefined;
  let value: unknown;
  try {
    value = runSync(send(session, request), canned.host);
  } catch (caught) {
    error = caught as SvError;
  }
  return { ...canned, error, value };
}

describe('sending one request', () => {
  it('sends the raw token in Authorization and nowhere else', () => {
    const run = attempt(() => json(200, []));
    expect(run.sent[0]?.headers).toEqual({ Authorization: 'tok-secret-123', Accept: 'application/json' });
    expect(run.sent[0]?.url).toBe('https://gw.example/v3/rank-tracker/v3.0/keywords?campaign_id=7');
  });

  const cases: [number, string, string, RegExp][] = [
    [400, 'Bad request', 'bad_request', /malformed/],
    [401, 'Invalid authentication', 'invalid_token', /token was not accepted/],
    [403, 'Forbidden access', 'no_access', /no access/],
    [404, 'Data not found', 'not_found', /Check the ids/],
    [422, 'Invalid parameters', 'invalid_parameter', /did not accept the parameters/],
    [429, 'Daily quota exceeded', 'daily_quota', /midnight UTC/],
  ];
  it.each(cases)('maps %i "%s" to %s without retrying', (status, message, code, words) => {
    const run = attempt(() => serviceError(status, message, ['field limit: must be at most 1000']));
    expect(run.error?.code).toBe(code);
    expect(run.error?.message).toMatch(words);
    expect(run.error?.message).not.toContain('tok-secret-123');
    expect(run.sent).toHaveLength(1);
  });

  it('shows the 422 details to the user', () => {
    const run = attempt(() => serviceError(422, 'Invalid parameters', ['domain: unknown parameter']));
    expect(run.error?.message).toContain('domain: unknown parameter');
  });

  it('reads the 1.2 error body {code, message, fields}', () => {
    const run = attempt(() => json(400, { code: 400, message: 'Invalid site', fields: { site_id: 'not a number' } }));
    expect(run.error?.message).toContain('Invalid site');
    expect(run.error?.message).toContain('site_id: not a number');
  });

  it('retries "Rate limit exceeded" with growing jittered waits, then succeeds', () => {
    const run = attempt((_request, count) => (count < 3 ? serviceError(429, 'Rate limit exceeded') : json(200, [1])));
    expect(run.value).toEqual([1]);
    expect(run.sent).toHaveLength(3);
    expect(run.sleeps).toEqual([375, 750]);
  });

  it('gives up on a persistent rate limit after its attempts and says so', () => {
    const run = attempt(() => serviceError(429, 'Rate limit exceeded'));
    expect(run.error?.code).toBe('rate_limit');
    expect(run.sent).toHaveLength(6);
  });

  it('honours Retry-After when the service sends it', () => {
    const run = attempt((_r, count) =>
      count === 1 ? json(429, { error: { message: 'Rate limit exceeded' } }, { 'retry-after': '3' }) : json(200, []),
    );
    expect(run.sleeps).toEqual([3000]);
  });

  it.each([500, 502, 503])('retries %i a few times, then reports a server error', (status) => {
    const run = attempt(() => serviceError(status, 'Internal server error'));
    expect(run.error?.code).toBe('server');
    expect(run.sent).toHaveLength(3);
  });

  it('retries network failures and reports them with the host', () => {
    const run = attempt(() => ({ status: 0, headers: {}, body: '', failure: 'connection reset' }));
    expect(run.error?.code).toBe('network');
    expect(run.error?.message).toContain('gw.example');
    expect(run.sent).toHaveLength(3);
  });

  it.each([
    ['an HTML error page', '<html><body>Bad gateway</body></html>', /web page/],
    ['a truncated body', '[{"keyword_id": 1, "keyw', /incomplete or malformed/],
  ])('treats %s as a transient unreadable answer', (_name, body, words) => {
    const run = attempt(() => ({ status: 200, headers: {}, body }));
    expect(run.error?.code).toBe('unexpected_response');
    expect(run.error?.message).toMatch(words);
    expect(run.sent).toHaveLength(3);
  });

  it('stops retrying when the wait would overrun the time budget, and says what to do', () => {
    const run = attempt(() => serviceError(503, 'Service unavailable'), {
      timeBudgetMs: 1000,
      budgetAdvice: 'Use Search Visibility > Refresh now.',
      retry: { baseDelayMs: 2000 },
    });
    expect(run.error?.code).toBe('timeout');
    expect(run.error?.message).toContain('Refresh now');
    expect(run.sent).toHaveLength(1);
  });

  it('does not retry when an answer as slow as the last could not arrive within the budget', () => {
    const run = attempt(
      () => serviceError(503, 'Service unavailable'),
      { timeBudgetMs: 28_000, budgetAdvice: 'Use Refresh now.' },
      12_000,
    );
    expect(run.error?.code).toBe('timeout');
    expect(run.error?.message).toMatch(/internal error \(503.*Refresh now/s);
    expect(run.sent).toHaveLength(2);
  });
});

describe('sending many requests', () => {
  it('never sends more than 10 requests in any second', () => {
    const canned = cannedHost(() => json(200, []));
    const session = createSession(settings, { clock: canned.clock, useCache: false });
    runSync(
      sendAll(
        session,
        Array.from({ length: 25 }, (_, i) => ({ ...request, query: { offset: i } })),
      ),
      canned.host,
    );
    expect(canned.batches).toEqual([10, 10, 5]);
    // A window a little longer than the second: the service counts requests as they arrive, not as they leave.
    expect(canned.sleeps).toEqual([1150, 1150]);
  });

  it('sends each batch at its time while the ones before it are still being answered (asynchronous host)', async () => {
    // Answers take three windows of the limiter: batches one after another would each wait for the one before.
    const windowMs = 40;
    let inFlight = 0;
    let mostInFlight = 0;
    const host = {
      async fetchAll(requests: unknown[]) {
        inFlight += requests.length;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 3 * windowMs));
        inFlight -= requests.length;
        return requests.map(() => json(200, []));
      },
      sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    };
    const session = createSession(settings, { useCache: false, limiter: createRateLimiter(10, windowMs) });
    const requests = Array.from({ length: 25 }, (_, i) => ({ ...request, query: { offset: i } }));
    expect(await runAsync(sendAll(session, requests), host)).toHaveLength(25);
    expect(mostInFlight).toBeGreaterThan(10);
  });

  it('keeps batches spaced as the limiter spaced them when one leaves late (asynchronous host)', async () => {
    const windowMs = 60;
    const sentAt: number[] = [];
    let sleeps = 0;
    const host = {
      async fetchAll(requests: unknown[]) {
        for (const _ of requests) sentAt.push(Date.now());
        return requests.map(() => json(200, []));
      },
      // The first wait overruns by 50 ms, as when the thread is busy parsing an answer when a batch falls due.
      sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms + (sleeps++ === 0 ? 50 : 0))),
    };
    const session = createSession(settings, { useCache: false, limiter: createRateLimiter(10, windowMs) });
    const requests = Array.from({ length: 30 }, (_, i) => ({ ...request, query: { offset: i } }));
    await runAsync(sendAll(session, requests), host);
    const order = [...sentAt].sort((a, b) => a - b);
    for (let i = 0; i + 10 < order.length; i += 1) {
      expect((order[i + 10] as number) - (order[i] as number)).toBeGreaterThanOrEqual(windowMs - 2);
    }
  });

  it('gives each of two calls sharing one answer in flight a body of its own', async () => {
    const host = shareInFlight({
      async fetchAll(requests: unknown[]) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return requests.map(() => json(200, [{ id: 1 }]));
      },
      sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    });
    const call = () => runAsync(sendAll(createSession(settings, { useCache: false }), [request]), host);
    const [first, second] = await Promise.all([call(), call()]);
    expect(first).toEqual(second);
    expect(first?.[0]).not.toBe(second?.[0]);
  });

  it('serves a repeated request from the cache, keyed without the token', () => {
    const canned = cannedHost(() => json(200, [{ a: 1 }]));
    const session = () => createSession(settings, { clock: canned.clock });
    expect(runSync(send(session(), request), canned.host)).toEqual([{ a: 1 }]);
    expect(runSync(send(session(), request), canned.host)).toEqual([{ a: 1 }]);
    expect(canned.sent).toHaveLength(1);
    for (const key of canned.store.keys()) expect(key).not.toContain('tok-secret');
  });

  it('keeps caches of different tokens apart', () => {
    const canned = cannedHost(() => json(200, []));
    runSync(send(createSession(settings, { clock: canned.clock }), request), canned.host);
    runSync(send(createSession({ ...settings, token: 'other' }, { clock: canned.clock }), request), canned.host);
    expect(canned.sent).toHaveLength(2);
  });

  it('fails the whole batch when one request fails for good', () => {
    const canned = cannedHost((r) =>
      r.url.includes('offset=2') ? serviceError(403, 'Forbidden access') : json(200, []),
    );
    const session = createSession(settings, { clock: canned.clock, useCache: false });
    const requests = [0, 1, 2].map((offset) => ({ ...request, query: { offset } }));
    expect(() => runSync(sendAll(session, requests), canned.host)).toThrow(/no access/);
  });
});
