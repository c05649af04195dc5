import type { Sandbox } from '../src/index';
import { asArray, call, startSandbox } from './helpers';

/** The benchmarks' memo of reads: a repeat answers the same, is still counted and limited, and a write ends it. */
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ memoReads: true, ratePerSecond: 3, importDurationMs: 0 });
});
afterAll(() => sandbox.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const KEYWORDS = '/rank-tracker/v3.0/keywords?campaign_id=105&limit=1000&search=acme';

test('a repeated read answers the same text and still counts against the rate limit', async () => {
  await sleep(1000);
  const answers = await Promise.all([1, 2, 3, 4].map(() => call(sandbox.v3Url, KEYWORDS)));
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429]);
  const texts = answers.filter((answer) => answer.status === 200).map((answer) => answer.text);
  expect(new Set(texts).size).toBe(1);
});

test('after a write, reads show what it changed', async () => {
  await sleep(1000);
  const before = asArray((await call(sandbox.v3Url, KEYWORDS)).body);
  const created = await call(sandbox.v3Url, '/rank-tracker/v3.0/keywords/import', {
    method: 'POST',
    body: { campaign_id: 105, keywords: 'acme memo check' },
  });
  expect(created.status).toBe(200);
  await sleep(50);
  const after = asArray((await call(sandbox.v3Url, KEYWORDS)).body);
  expect(after.map((keyword) => keyword.keyword)).toContain('acme memo check');
  expect(after).toHaveLength(before.length + 1);
});

describe('faults and list changes over the memo (the test matrices read with it)', () => {
  let memoized: Sandbox;
  beforeAll(async () => {
    memoized = await startSandbox({ memoReads: true });
  });
  afterAll(() => memoized.close());
  afterEach(() => memoized.faults.clear());

  const page = (offset: number, limit = 5) =>
    `/rank-tracker/v3.0/keywords?campaign_id=101&start_date=2026-05-01&end_date=2026-05-31&limit=${limit}&offset=${offset}`;
  const ids = async (offset: number, limit = 5) =>
    asArray((await call(memoized.v3Url, page(offset, limit))).body).map((row) => row.keyword_id);

  test('a list change shows in reads kept from before it, and the kept answers come back once it is withdrawn', async () => {
    const before = await ids(0, 200);
    expect(await ids(0, 200)).toEqual(before);
    const change = memoized.faults.add({ kind: 'list-change', campaignId: 101, afterRequests: 0 });
    const after = await ids(0, 200);
    expect(after.slice(1)).toEqual(before.slice(0, 149));
    expect(await ids(0, 200)).toEqual(after);
    memoized.faults.remove(change);
    expect(await ids(0, 200)).toEqual(before);
  });

  test('a fault reshapes a page the memo holds, and leaves the kept answer as it was', async () => {
    const healthy = await ids(0, 20);
    await Promise.all([ids(0), ids(4), ids(8)]);
    memoized.faults.add({ kind: 'doubled-row', path: '/v3/rank-tracker/v3.0/keywords', at: 4 });
    expect(await ids(4)).toEqual([healthy[4], ...healthy.slice(4, 8)]);
    expect(await ids(8)).toEqual(healthy.slice(7, 12));
    memoized.faults.clear();
    expect(await ids(4)).toEqual(healthy.slice(4, 9));
    // A short page looks at the page after it (the sandbox's own read): from the memo too.
    memoized.faults.add({ kind: 'short-page', path: '/v3/rank-tracker/v3.0/keywords', query: { offset: '4' } });
    expect(await ids(4)).toEqual(healthy.slice(5, 9));
    memoized.faults.clear();
    expect(await ids(4)).toEqual(healthy.slice(4, 9));
  });

  test('a fault that leaves a kept answer as it was sends the same text, and one that changes it changes only that', async () => {
    const healthyPage = (await call(memoized.v3Url, page(0, 20))).text;
    const campaigns = '/dashboard/v3.0/campaigns/tracked?limit=100';
    const healthyCampaigns = asArray((await call(memoized.v3Url, campaigns)).body);
    memoized.faults.add({ kind: 'keyword-count', count: 7 });
    // Twice: the first reads the kept answer as a value, the second finds that value kept.
    for (const _ of [1, 2]) {
      expect((await call(memoized.v3Url, page(0, 20))).text).toBe(healthyPage);
      const counted = asArray((await call(memoized.v3Url, campaigns)).body);
      expect(counted.map((campaign) => (campaign.campaign_info as { keywords_count: unknown }).keywords_count)).toEqual(
        healthyCampaigns.map(() => 7),
      );
    }
    memoized.faults.clear();
    expect(asArray((await call(memoized.v3Url, campaigns)).body)).toEqual(healthyCampaigns);
    memoized.faults.add({ kind: 'repeat-page', path: '/v3/rank-tracker/v3.0/keywords', asOffset: 0 });
    expect((await call(memoized.v3Url, page(20, 20))).text).toBe(healthyPage);
  });
});
