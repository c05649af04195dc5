import { DEMO_TOKEN } from '../src/index';
import { call, startSandbox } from './helpers';

const PATHS = [
  '/rank-tracker/v3.0/keywords?campaign_id=103&start_date=2026-05-01&end_date=2026-05-31&limit=200&offset=12000',
  '/dashboard/v3.0/campaigns/tracked',
  '/rank-tracker/v3.0/groups/data?campaign_id=101&start_date=2026-05-01&end_date=2026-05-31',
];

async function snapshot(seed: number): Promise<string[]> {
  const sandbox = await startSandbox({ seed });
  try {
    return await Promise.all(PATHS.map(async (path) => (await call(sandbox.v3Url, path)).text));
  } finally {
    await sandbox.close();
  }
}

test('the same seed gives the same data; another seed gives other data', async () => {
  const [first, again, other] = await Promise.all([snapshot(7), snapshot(7), snapshot(8)]);
  expect(again).toEqual(first);
  for (let i = 0; i < PATHS.length; i++) expect(other[i]).not.toEqual(first[i]);
});

test('the request log keeps path, query, headers without the token, and status; clear() empties it', async () => {
  const sandbox = await startSandbox();
  try {
    await call(sandbox.v3Url, '/rank-tracker/v3.0/keywords?campaign_id=101&keyword_ids=10100001,10100002', {
      headers: { 'X-Requested-With': 'tests' },
    });
    await call(sandbox.v3Url, '/dashboard/v3.0/companies', { token: null });
    expect(sandbox.requests).toHaveLength(2);
    const [first, second] = sandbox.requests;
    expect(first).toMatchObject({
      method: 'GET',
      path: '/v3/rank-tracker/v3.0/keywords',
      query: { campaign_id: '101', keyword_ids: '10100001,10100002' },
      status: 200,
      access: 'full',
      fault: null,
    });
    expect(first?.headers['x-requested-with']).toBe('tests');
    expect(first?.headers).not.toHaveProperty('authorization');
    expect(JSON.stringify(sandbox.requests)).not.toContain(DEMO_TOKEN);
    expect(second).toMatchObject({ status: 401, access: null });
    sandbox.requests.clear();
    expect(sandbox.requests).toHaveLength(0);
  } finally {
    await sandbox.close();
  }
});

test('ranks exist up to the day before the configured today', async () => {
  const sandbox = await startSandbox({ today: '2026-03-10' });
  try {
    const answer = await call(
      sandbox.v3Url,
      '/rank-tracker/v3.0/keywords/daily-ranks?campaign_id=101&start_date=2026-03-07&end_date=2026-03-20&limit=1',
    );
    const [row] = answer.body as { ranking_data: { mobile: { date: string }[] } }[];
    expect(row?.ranking_data.mobile.map((d) => d.date)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
  } finally {
    await sandbox.close();
  }
});
