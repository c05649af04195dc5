import { type Sandbox, start } from '@sv/sandbox';
import { runOnSandbox } from '../support/run-sandbox';

const TODAY = '2026-06-15';

/** Functions for what analysts had to piece together by hand: locations, group SERP features, the AI writer. */
describe('locations, group SERP features and the AI writer against the sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await start({ today: TODAY, ratePerSecond: 0 });
  });
  afterAll(() => sandbox.close());

  it('lists each location of a multi-location campaign with its own campaign id and visibility', async () => {
    const table = await runOnSandbox(sandbox, 'CAMPAIGN_LOCATIONS', ['campaign_ids=101']);
    const rows = table.records();
    expect(rows.map((row) => row['multiple_locations.campaign_id'])).toEqual([101, 102]);
    for (const row of rows) {
      expect(row['campaign_info.id']).toBe(101);
      expect(typeof row['multiple_locations.location']).toBe('string');
      expect(typeof row['multiple_locations.visibility.desktop.latest']).toBe('number');
      // The mobile part is sent with trend_7_days; it is read all the same.
      expect(typeof row['multiple_locations.visibility.mobile.trend_7days']).toBe('number');
    }
  });

  it('counts the keywords of each group showing each SERP feature, per device', async () => {
    const table = await runOnSandbox(sandbox, 'GROUP_SERP_FEATURES', [101, '2026-05-01', '2026-05-31']);
    const rows = table.records();
    expect(new Set(rows.map((row) => row.device))).toEqual(new Set(['desktop', 'mobile']));
    const counted = rows.filter((row) => typeof row['serp_data.presence_count'] === 'number');
    expect(counted.length).toBeGreaterThan(0);
    for (const row of counted) {
      expect(row['serp_data.listed_count'] as number).toBeLessThanOrEqual(row['serp_data.presence_count'] as number);
    }
  });

  it('reads topic recommendations, and an article and its request started in the service', async () => {
    const topics = await runOnSandbox(sandbox, 'AI_TOPICS', [101, 'metrics=TRUE; limit=5']);
    expect(topics.rows).toHaveLength(5);
    expect(topics.header).toEqual(expect.arrayContaining(['topic', 'metrics.relevance_score']));

    const started = await fetch(`${sandbox.v3Url}/ai-writer/v3.0/generate`, {
      method: 'POST',
      headers: { Authorization: sandbox.tokens.full, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ campaign_id: 101, articles: [{ topic: 'trail shoes' }] }),
    });
    const { request_id: requestId, articles } = (await started.json()) as {
      request_id: string;
      articles: { article_id: number }[];
    };
    const status = await runOnSandbox(sandbox, 'AI_WRITER_STATUS', [requestId]);
    expect(status.records()[0]).toMatchObject({ request_id: requestId, status: 'done' });
    const article = await runOnSandbox(sandbox, 'AI_ARTICLE', [101, String(articles[0]?.article_id)]);
    expect(article.records()[0]).toMatchObject({ topic: 'trail shoes', title: 'A guide to trail shoes' });
  });
});
