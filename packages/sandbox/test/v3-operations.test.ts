import type { Sandbox } from '../src/index';
import { asArray, call, firstRecord, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const range = 'start_date=2026-05-01&end_date=2026-05-31';

/** Every GET operation of interface 3.0 (docs/service.md) answers 200 with data for campaign 101. */
const OPERATIONS: [string, 'array' | 'object'][] = [
  ['/dashboard/v3.0/campaigns/tracked', 'array'],
  ['/dashboard/v3.0/companies', 'array'],
  ['/rank-tracker/v3.0/groups?campaign_id=101', 'array'],
  [`/rank-tracker/v3.0/groups/data?campaign_id=101&${range}`, 'array'],
  [`/rank-tracker/v3.0/keywords?campaign_id=101&${range}`, 'array'],
  [`/rank-tracker/v3.0/keywords/daily-ranks?campaign_id=101&${range}`, 'array'],
  [`/rank-tracker/v3.0/groups/daily-visibility?campaign_id=101&${range}&feature_visibility=questions`, 'array'],
  [`/rank-tracker/v3.0/serp-visibility?campaign_id=101&${range}&device=2&group_id=brand`, 'array'],
  [`/rank-tracker/v3.0/keywords/serp-feature-presence?campaign_id=101&${range}`, 'array'],
  ['/rank-tracker/v3.0/share-of-voice?campaign_id=101&date=2026-05-31&competitors=a.example,b.example', 'object'],
  [`/rank-tracker/v3.0/daily-share-of-clicks?campaign_id=101&${range}&device=mobile`, 'array'],
  ['/rank-tracker/v3.0/keywords/top-results?campaign_id=101&date=2026-05-31&device=desktop&limit=2', 'array'],
  ['/rank-tracker/v3.0/keywords/ranking-pages?campaign_id=101', 'array'],
  [`/rank-tracker/v3.0/keywords/competition?campaign_id=101&${range}&device=desktop`, 'array'],
  [`/organic-traffic/v3.0/daily-traffic?campaign_id=101&${range}&segment=brand`, 'array'],
  [`/organic-traffic/v3.0/keywords?campaign_id=101&${range}&order_by=sessions&order_direction=desc`, 'array'],
  ['/research/v3.0/related-keywords?campaign_id=101&keyword=running%20shoes', 'array'],
  ['/research/v3.0/topic-overview?campaign_id=101&keyword=running%20shoes', 'object'],
  ['/research/v3.0/keywords?campaign_id=101&keywords=running%20shoes,trail%20shoes', 'array'],
  ['/research/v3.0/ranking-data?campaign_id=101&keywords=running%20shoes&domains=stridewear.example', 'array'],
  ['/research/v3.0/domain-overview?campaign_id=101&url=stridewear.example&gap_analysis=overlapping', 'object'],
  ['/research/v3.0/domain-ranking-keywords?campaign_id=101&url=stridewear.example', 'array'],
  ['/keyword-vault/v3.0/get-lists?campaign_id=101', 'array'],
  ['/keyword-vault/v3.0/get-overview-data?campaign_id=101&list=Content%20ideas', 'object'],
  ['/keyword-vault/v3.0/get-keyword-data-by-list?campaign_id=101&list=Content%20ideas', 'array'],
  ['/forecast/v3.0/scenarios?campaign_id=101', 'array'],
  ['/forecast/v3.0/scenario?campaign_id=101&forecast_id=1012', 'object'],
  ['/forecast/v3.0/objective?campaign_id=101&forecast_id=1011', 'object'],
  ['/forecast/v3.0/keywords?campaign_id=101&forecast_id=1011', 'array'],
  [`/rank-tracker/v3.0/keywords/aio?campaign_id=101&${range}`, 'array'],
  [`/rank-tracker/v3.0/keywords/daily-ranks/aio?campaign_id=101&${range}`, 'array'],
  [`/rank-tracker/v3.0/keywords/competition/aio?campaign_id=101&${range}&device=mobile`, 'array'],
  [`/rank-tracker/v3.0/groups/daily-visibility/aio-mentions?campaign_id=101&${range}`, 'array'],
  [`/rank-tracker/v3.0/groups/daily-visibility/aio-citations?campaign_id=101&${range}`, 'array'],
  [`/rank-tracker/v3.0/keywords/ais?campaign_id=101&${range}&ai_search_llm=gemini&skip_html=false`, 'array'],
  [`/rank-tracker/v3.0/keywords/daily-ranks/ais?campaign_id=101&${range}`, 'array'],
  [`/rank-tracker/v3.0/keywords/competition/ais?campaign_id=101&${range}&device=desktop`, 'array'],
  [`/rank-tracker/v3.0/groups/daily-visibility/ais-mentions?campaign_id=101&${range}`, 'array'],
  [`/rank-tracker/v3.0/groups/daily-visibility/ais-citations?campaign_id=101&${range}`, 'array'],
  ['/rank-tracker/v3.0/ais/stats?campaign_id=101', 'object'],
  ['/ai-writer/v3.0/topic-recommendations?campaign_id=101', 'array'],
];

test.each(OPERATIONS)('GET %s answers 200 with data', async (path, shape) => {
  const answer = await call(sandbox.v3Url, path);
  expect(answer.status).toBe(200);
  if (shape === 'array') expect(asArray(answer.body).length).toBeGreaterThan(0);
  else expect(answer.body).toEqual(expect.any(Object));
});

test('the tracked campaign record carries the live field names', async () => {
  const first = firstRecord((await call(sandbox.v3Url, '/dashboard/v3.0/campaigns/tracked?campaign_ids=102')).body);
  expect(first.campaign_info).toMatchObject({
    id: '102',
    keywords_count: 2345,
    primary_device: 'mobile',
    max_tracked_position_desktop: 100,
    max_tracked_position_mobile: 50,
  });
});

test('tracked campaigns page 10 by default and refuse a limit above 100', async () => {
  expect(asArray((await call(sandbox.v3Url, '/dashboard/v3.0/campaigns/tracked')).body)).toHaveLength(5);
  expect(asArray((await call(sandbox.v3Url, '/dashboard/v3.0/campaigns/tracked?limit=2&offset=4')).body)).toHaveLength(
    1,
  );
  const refused = await call(sandbox.v3Url, '/dashboard/v3.0/campaigns/tracked?limit=101');
  expect(refused.status).toBe(422);
});

test('the groups list is a tree of folders, groups and a smart group', async () => {
  const tree = asArray((await call(sandbox.v3Url, '/rank-tracker/v3.0/groups?campaign_id=101')).body);
  expect(tree.map((node) => node.type)).toEqual(['folder', 'folder', 'smart group']);
  expect(tree[0]).toMatchObject({ group_id: 101001, name: 'Brand', subgroups: [{ group_id: 101002, type: 'group' }] });
});

test('special group ids select brand, ungrouped and objective keywords', async () => {
  const count = async (groupId: number) =>
    asArray(
      (await call(sandbox.v3Url, `/rank-tracker/v3.0/keywords?campaign_id=102&group_id=${groupId}&limit=1000&${range}`))
        .body,
    );
  const brand = await count(-1);
  expect(brand.length).toBeGreaterThan(0);
  expect(brand.every((record) => String(record.keyword).includes('northwind'))).toBe(true);
  const ungrouped = await count(-2);
  expect(ungrouped.length).toBeGreaterThan(0);
  expect(ungrouped.every((record) => record.groups === '')).toBe(true);
  const all = await count(0);
  expect(all).toHaveLength(1000);
});

test('campaign 102 tracks mobile to depth 50: mobile ranks never exceed 50', async () => {
  const rows = asArray(
    (await call(sandbox.v3Url, `/rank-tracker/v3.0/keywords/daily-ranks?campaign_id=102&${range}&limit=200`)).body,
  );
  const mobile = rows.flatMap((row) => (row.ranking_data as { mobile: { rank: number }[] }).mobile.map((d) => d.rank));
  expect(Math.max(...mobile)).toBe(50);
  const desktop = rows.flatMap((row) =>
    (row.ranking_data as { desktop: { rank: number }[] }).desktop.map((d) => d.rank),
  );
  expect(Math.max(...desktop)).toBe(100);
});

test('daily ranks run to yesterday and no further', async () => {
  const row = firstRecord(
    (
      await call(
        sandbox.v3Url,
        '/rank-tracker/v3.0/keywords/daily-ranks?campaign_id=101&start_date=2026-06-10&end_date=2026-06-30&limit=1',
      )
    ).body,
  );
  const dates = (row.ranking_data as { desktop: { date: string }[] }).desktop.map((d) => d.date);
  expect(dates).toEqual(['2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14']);
});

test('keyword records hold 13 months of search volumes and upper-case SERP codes', async () => {
  const record = firstRecord(
    (await call(sandbox.v3Url, `/rank-tracker/v3.0/keywords?campaign_id=101&${range}&limit=1`)).body,
  );
  const search = record.search_data as { monthly_searches: { month: string; year: number }[] };
  expect(search.monthly_searches).toHaveLength(13);
  expect(search.monthly_searches[0]).toMatchObject({ month: 'April', year: 2025 });
  expect(search.monthly_searches[12]).toMatchObject({ month: 'April', year: 2026 });
  const features = (record.serp_data as { desktop: { feature: string }[] }).desktop;
  expect(features.every((f) => f.feature === f.feature.toUpperCase())).toBe(true);
});

test('domain overview reads url and gap_analysis, accepts keyword_gap_type, refuses domain', async () => {
  const base = '/research/v3.0/domain-overview?campaign_id=101&url=stridewear.example';
  const nonOverlapping = await call(sandbox.v3Url, `${base}&gap_analysis=non-overlapping`);
  expect(nonOverlapping.body).toMatchObject({
    est_traffic: { my_traffic: { traffic: 0, trend: 0 } },
    visibility_data: { my_visibility: { visibility: 0, trend: 0 } },
  });
  const alias = await call(sandbox.v3Url, `${base}&keyword_gap_type=non-overlapping`);
  expect(alias.body).toEqual(nonOverlapping.body);
  const wrong = await call(sandbox.v3Url, '/research/v3.0/domain-overview?campaign_id=101&domain=stridewear.example');
  expect(wrong.status).toBe(422);
  expect(wrong.body).toMatchObject({ error: { details: expect.arrayContaining(['domain: unknown parameter']) } });
});

test('competition takes competitors as JSON-array text or a comma list', async () => {
  const path = `/rank-tracker/v3.0/keywords/competition?campaign_id=101&${range}&device=desktop&limit=1`;
  const json = await call(sandbox.v3Url, `${path}&competitors=${encodeURIComponent('["x.example","y.example"]')}`);
  const comma = await call(sandbox.v3Url, `${path}&competitors=x.example,y.example`);
  expect(json.body).toEqual(comma.body);
  const domains = (firstRecord(json.body).competitors as { domain: string }[]).map((c) => c.domain);
  expect(domains).toEqual(
    expect.arrayContaining(['northwind-shoes.example', 'x.example', 'y.example', 'stridewear.example']),
  );
});

test('the AI writer accepts a generation by topic, reports it by request id and serves its article', async () => {
  const created = await call(sandbox.v3Url, '/ai-writer/v3.0/generate', {
    method: 'POST',
    body: {
      campaign_id: 101,
      articles: [{ topic: 'trail shoes' }, { topic: 'running socks', generate_article: false }],
    },
  });
  const { request_id: requestId, articles } = created.body as {
    request_id: string;
    articles: { article_id: number }[];
  };
  expect(articles).toHaveLength(2);
  const status = await call(sandbox.v3Url, `/ai-writer/v3.0/status?request_id=${requestId}`);
  expect(status.body).toMatchObject({ status: 'done', articles: [{ status: 'done' }, { status: 'done' }] });
  const [first, outline] = articles.map((entry) => entry.article_id);
  const article = await call(sandbox.v3Url, `/ai-writer/v3.0/article?campaign_id=101&article_id=${first}`);
  expect(article.body).toMatchObject({ topic: 'trail shoes', title: 'A guide to trail shoes', type: 'article' });
  const outlineOnly = await call(sandbox.v3Url, `/ai-writer/v3.0/article?campaign_id=101&article_id=${outline}`);
  expect(outlineOnly.body).toMatchObject({ type: 'outline', content: '' });
});
