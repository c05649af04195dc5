import { DEMO_TOKEN, type Sandbox } from '../src/index';
import { call, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.faults.clear());

const PATH = '/rank-tracker/v3.0/keywords';
const URL_PATH = `${PATH}?campaign_id=101&start_date=2026-05-01&end_date=2026-05-31&limit=5`;

test('a status fault answers the next N matching requests, then retires', async () => {
  sandbox.faults.add({ kind: 'status', status: 503, path: `/v3${PATH}`, times: 2 });
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await call(sandbox.v3Url, URL_PATH)).status);
  expect(statuses).toEqual([503, 503, 200]);
  expect(sandbox.faults.list()).toEqual([]);
});

test('faults only touch the paths they name', async () => {
  sandbox.faults.add({ kind: 'status', status: 500, path: '/v3/dashboard/*' });
  expect((await call(sandbox.v3Url, '/dashboard/v3.0/companies')).status).toBe(500);
  expect((await call(sandbox.v3Url, URL_PATH)).status).toBe(200);
});

test('500 and 429 faults carry the documented bodies', async () => {
  sandbox.faults.add({ kind: 'status', status: 500, times: 1 });
  sandbox.faults.add({ kind: 'rate-limit', times: 1 });
  sandbox.faults.add({ kind: 'quota', times: 1 });
  const [internal, rate, quota] = [
    await call(sandbox.v3Url, URL_PATH),
    await call(sandbox.v3Url, URL_PATH),
    await call(sandbox.v3Url, URL_PATH),
  ];
  expect(internal.body).toMatchObject({ error: { message: 'Internal server error' } });
  expect([rate.status, rate.body]).toEqual([
    429,
    expect.objectContaining({ error: expect.objectContaining({ message: 'Rate limit exceeded' }) }),
  ]);
  expect([quota.status, quota.body]).toEqual([
    429,
    expect.objectContaining({ error: expect.objectContaining({ message: 'Daily quota exceeded' }) }),
  ]);
});

test('an HTML error page comes as text/html with a 502', async () => {
  sandbox.faults.add({ kind: 'html', times: 1 });
  const answer = await call(sandbox.v3Url, URL_PATH);
  expect(answer.status).toBe(502);
  expect(answer.headers.get('content-type')).toBe('text/html');
  expect(answer.text).toContain('<h1>502 Bad Gateway</h1>');
});

test('malformed JSON is a complete 200 whose body does not parse', async () => {
  sandbox.faults.add({ kind: 'malformed-json', times: 1 });
  const response = await fetch(`${sandbox.v3Url}${URL_PATH}`, {
    headers: { Authorization: DEMO_TOKEN, Accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(() => JSON.parse(text)).toThrow();
});

test('a truncated body fails while it is being read', async () => {
  sandbox.faults.add({ kind: 'truncated', times: 1 });
  const response = await fetch(`${sandbox.v3Url}${URL_PATH}`, {
    headers: { Authorization: DEMO_TOKEN, Accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  await expect(response.text()).rejects.toThrow();
});

test('a reset connection fails the request itself', async () => {
  sandbox.faults.add({ kind: 'reset', times: 1 });
  await expect(fetch(`${sandbox.v3Url}${URL_PATH}`, { headers: { Authorization: DEMO_TOKEN } })).rejects.toThrow();
  expect(sandbox.requests.at(-1)).toMatchObject({ status: 0, fault: 'reset' });
});

test('a slow fault delays the answer by its delay', async () => {
  sandbox.faults.add({ kind: 'slow', delayMs: 300, times: 1 });
  const started = Date.now();
  expect((await call(sandbox.v3Url, URL_PATH)).status).toBe(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
});

test('a share of requests fails, the same ones for the same seed', async () => {
  const run = async () => {
    const seeded = await startSandbox({ seed: 11, faults: [{ kind: 'status', status: 502, rate: 0.3 }] });
    try {
      const statuses = [];
      for (let i = 0; i < 30; i++) statuses.push((await call(seeded.v3Url, '/dashboard/v3.0/companies')).status);
      return statuses;
    } finally {
      await seeded.close();
    }
  };
  const first = await run();
  const failures = first.filter((status) => status === 502).length;
  expect(failures).toBeGreaterThan(2);
  expect(failures).toBeLessThan(20);
  expect(await run()).toEqual(first);
});

test('latency adds a fixed delay plus jitter', async () => {
  sandbox.config.latency = { fixedMs: 150, jitterMs: 50 };
  try {
    const started = Date.now();
    await call(sandbox.v3Url, '/dashboard/v3.0/companies');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(145);
    expect(took).toBeLessThan(600);
  } finally {
    sandbox.config.latency = { fixedMs: 0, jitterMs: 0 };
  }
});

test('faults on 1.2 paths answer with the 1.2 error body', async () => {
  sandbox.faults.add({ kind: 'status', status: 500, path: '/v1.2/sites', times: 1 });
  const answer = await call(sandbox.v1Url, '/sites');
  expect(answer.status).toBe(500);
  expect(answer.body).toEqual({ code: 500, message: 'Internal server error', fields: [] });
});

test('a short page drops one record from the page its query names, and only from that page', async () => {
  const page = (offset: number) =>
    `${PATH}?campaign_id=101&start_date=2026-05-01&end_date=2026-05-31&limit=5&offset=${offset}`;
  const healthy = (await call(sandbox.v3Url, page(5))).body as { keyword_id: number }[];
  sandbox.faults.add({ kind: 'short-page', path: `/v3${PATH}`, query: { offset: '5' }, times: 1 });
  const first = (await call(sandbox.v3Url, page(0))).body as unknown[];
  const short = (await call(sandbox.v3Url, page(5))).body as { keyword_id: number }[];
  expect(first).toHaveLength(5);
  expect(short.map((row) => row.keyword_id)).toEqual(healthy.slice(1).map((row) => row.keyword_id));
  expect(sandbox.requests.at(-1)).toMatchObject({ status: 200, fault: 'short-page' });
  expect(((await call(sandbox.v3Url, page(5))).body as unknown[]).length).toBe(5);
});

test('a short page leaves the natural last page alone', async () => {
  const path = `${PATH}?campaign_id=101&start_date=2026-05-01&end_date=2026-05-31&limit=100&offset=100`;
  const healthy = (await call(sandbox.v3Url, path)).body as unknown[];
  expect(healthy.length).toBeLessThan(100);
  sandbox.faults.add({ kind: 'short-page', times: 1 });
  expect((await call(sandbox.v3Url, path)).body).toEqual(healthy);
});

test('a short page leaves a full last page alone when no rows follow it', async () => {
  const path = `${PATH}?campaign_id=101&start_date=2026-05-01&end_date=2026-05-31&limit=50&offset=100`;
  const healthy = (await call(sandbox.v3Url, path)).body as unknown[];
  expect(healthy).toHaveLength(50);
  sandbox.faults.add({ kind: 'short-page', times: 1 });
  expect((await call(sandbox.v3Url, path)).body).toEqual(healthy);
});

test('a short page of a 1.2 wrapper drops one of its results and keeps its reported count', async () => {
  const path = '/compare/keywords/103/2026-05-01/2026-05-01/wanderly.example';
  const healthy = (await call(sandbox.v1Url, path)).body as { results: unknown[]; total_results: number };
  sandbox.faults.add({ kind: 'short-page', path: '/v1.2/compare/keywords/*', times: 1 });
  const short = (await call(sandbox.v1Url, path)).body as { results: unknown[]; total_results: number };
  expect(short.results).toEqual(healthy.results.slice(1));
  expect(short.total_results).toBe(healthy.total_results);
});
