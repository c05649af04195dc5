import type { Sandbox } from '../src/index';
import { asArray, call, firstRecord, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const range = 'start_date=2026-05-01&end_date=2026-05-31';
const keywords = (campaign: number, extra: string) =>
  call(sandbox.v3Url, `/rank-tracker/v3.0/keywords?campaign_id=${campaign}&${range}&${extra}`).then((a) =>
    asArray(a.body),
  );

test('keyword data pages 100 records by default and up to 1000', async () => {
  expect(await keywords(102, 'offset=0')).toHaveLength(100);
  expect(await keywords(102, 'limit=1000')).toHaveLength(1000);
});

test('campaign 102 holds exactly 2,345 keywords: pages of 1000 end with 345, then an empty page', async () => {
  const pages = await Promise.all([0, 1000, 2000, 3000].map((offset) => keywords(102, `limit=1000&offset=${offset}`)));
  expect(pages.map((page) => page.length)).toEqual([1000, 1000, 345, 0]);
  const ids = pages.flat().map((record) => record.keyword_id);
  expect(new Set(ids).size).toBe(2345);
  expect(ids[0]).toBe(10200001);
  expect(ids[2344]).toBe(10202345);
});

test('offset moves through the records without gaps or overlaps', async () => {
  const [whole, second] = await Promise.all([keywords(101, 'limit=20'), keywords(101, 'limit=10&offset=10')]);
  expect(second.map((r) => r.keyword_id)).toEqual(whole.slice(10).map((r) => r.keyword_id));
});

test('campaign 103 holds exactly 25,000 keywords', async () => {
  const campaign = firstRecord((await call(sandbox.v3Url, '/dashboard/v3.0/campaigns/tracked?campaign_ids=103')).body);
  expect(campaign.campaign_info).toMatchObject({ keywords_count: 25000 });
  const [last, beyond] = await Promise.all([
    keywords(103, 'limit=1000&offset=24000'),
    keywords(103, 'limit=1000&offset=25000'),
  ]);
  expect(last).toHaveLength(1000);
  expect(last[999]?.keyword_id).toBe(10325000);
  expect(beyond).toEqual([]);
});

test('the 25,000 keywords of campaign 103 have distinct phrases and ids', async () => {
  const pages = await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      call(
        sandbox.v3Url,
        `/rank-tracker/v3.0/keywords/daily-ranks?campaign_id=103&start_date=2026-06-01&end_date=2026-06-01&limit=1000&offset=${i * 1000}`,
      ),
    ),
  );
  const records = pages.flatMap((page) => asArray(page.body));
  expect(records).toHaveLength(25000);
  expect(new Set(records.map((record) => record.keyword)).size).toBe(25000);
  expect(new Set(records.map((record) => record.keyword_id)).size).toBe(25000);
});

test('search matches part of the phrase, case-insensitively', async () => {
  const found = await keywords(103, 'search=PARIS&limit=1000');
  expect(found.length).toBeGreaterThan(100);
  expect(found.every((record) => String(record.keyword).includes('paris'))).toBe(true);
});

test('ordering by search volume sorts the whole campaign before paging', async () => {
  const page = await keywords(102, 'limit=1000&order_by=search_volume&order_direction=desc');
  const volumes = page.map((record) => (record.search_data as { search_volume: number }).search_volume);
  expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  const next = firstRecord(
    (
      await call(
        sandbox.v3Url,
        `/rank-tracker/v3.0/keywords?campaign_id=102&${range}&limit=1&offset=1000&order_by=search_volume&order_direction=desc`,
      )
    ).body,
  );
  expect((next.search_data as { search_volume: number }).search_volume).toBeLessThanOrEqual(volumes[999] ?? 0);
});

test('AIO keyword data: limit counts scanned keywords, pages hold fewer rows, paging ends with an empty page', async () => {
  const path = '/rank-tracker/v3.0/keywords/aio?campaign_id=102&start_date=2026-05-31&end_date=2026-05-31&limit=1000';
  const pages = await Promise.all(
    [0, 1000, 2000, 3000].map((offset) => call(sandbox.v3Url, `${path}&offset=${offset}`)),
  );
  const sizes = pages.map((page) => asArray(page.body).length);
  // Every fifth keyword (index 4, 9, ...) has no AI Overview.
  expect(sizes).toEqual([800, 800, 276, 0]);
});
