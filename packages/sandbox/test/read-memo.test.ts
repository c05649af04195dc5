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
