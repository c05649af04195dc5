import { type Sandbox, start } from '@sv/sandbox';
import { addKeywords, createFetchHost, runAsync } from '../../src';
import { runOnSandbox } from '../support/run-sandbox';

const TODAY = '2026-06-15';
const CAMPAIGN = 101;
const MONTH = ['2026-05-01', '2026-05-31'];
const WEEK = ['2026-06-01', '2026-06-07'];

describe('the further 3.0 functions against the sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await start({ today: TODAY, ratePerSecond: 0, importDurationMs: 0 });
  });
  afterAll(() => sandbox.close());

  const run = (name: string, args: unknown[]) => runOnSandbox(sandbox, name, args);

  it.each<[string, unknown[]]>([
    ['COMPANIES', []],
    ['GROUPS', [CAMPAIGN]],
    ['GROUP_DATA', [CAMPAIGN, ...MONTH]],
    ['GROUP_VISIBILITY', [CAMPAIGN, ...WEEK, 0, 'feature_visibility=questions']],
    ['DAILY_RANKS', [CAMPAIGN, ...WEEK, '', 'limit=20']],
    ['SERP_FEATURES', [CAMPAIGN, ...WEEK, '', 'limit=20']],
    ['SERP_VISIBILITY', [CAMPAIGN, ...WEEK, 'mobile', 'brand']],
    ['SHARE_OF_VOICE', [CAMPAIGN, '2026-06-10', 'example-rival.com', 'mobile']],
    ['SHARE_OF_CLICKS', [CAMPAIGN, ...WEEK]],
    ['TOP_RESULTS', [CAMPAIGN, '2026-06-10', 'desktop', '', 'limit=3']],
    ['RANKING_PAGES', [CAMPAIGN, '', 'limit=50']],
    ['TRAFFIC', [CAMPAIGN, ...WEEK, 'brand']],
    ['TRAFFIC_KEYWORDS', [CAMPAIGN, ...MONTH, '', 'order_by=sessions; order_direction=desc; limit=30']],
    ['AIO_KEYWORDS', [CAMPAIGN, ...WEEK, '', 'limit=150']],
    ['AIO_COMPETITION', [CAMPAIGN, ...WEEK, '', 'mobile', '', 'limit=10']],
    ['AIO_MENTIONS', [CAMPAIGN, ...WEEK]],
    ['AIO_CITATIONS', [CAMPAIGN, ...WEEK]],
    ['AIS_KEYWORDS', [CAMPAIGN, ...MONTH, '', 'limit=10']],
    ['AIS_RANKS', [CAMPAIGN, ...MONTH, '', 'limit=10; ai_search_llm=openai']],
    ['AIS_COMPETITION', [CAMPAIGN, ...MONTH, '', '', '', 'limit=10']],
    ['AIS_MENTIONS', [CAMPAIGN, ...MONTH]],
    ['AIS_CITATIONS', [CAMPAIGN, ...MONTH, '', 'metrics_weighted_by_search_volume=TRUE']],
    ['AIS_STATS', [CAMPAIGN]],
  ])('%s is accepted by the service and fills every column of its table', async (name, args) => {
    const { header, rows } = await run(name, args);
    expect(rows.length).toBeGreaterThan(0);
    // A column empty on every row would mean the layout reads a field the service does not send under that name.
    const empty = header.filter((_, index) => rows.every((row) => row[index] === ''));
    expect(empty).toEqual([]);
  });

  it('previews keywords, adds them with the explicit action (one POST), and reports the import status', async () => {
    const keywords = 'Sandbox keyword one, sandbox  keyword two, sandbox keyword one';
    const before = await run('IMPORT_KEYWORDS', [CAMPAIGN, keywords]);
    expect(before.rows).toEqual([
      ['sandbox keyword one', false, expect.stringMatching(/^not added yet/)],
      ['sandbox keyword two', false, expect.stringMatching(/^not added yet/)],
    ]);
    expect(sandbox.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    const ledger = new Map<string, string>();
    const host = {
      ...createFetchHost(fetch),
      storeGet: (key: string) => ledger.get(key) ?? null,
      storePut: (key: string, value: string) => void ledger.set(key, value),
    };
    const settings = { token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url };
    const done = await runAsync(
      addKeywords({ campaignId: CAMPAIGN, keywords }, { settings, confirmation: { charged: true } }),
      host,
    );
    expect(sandbox.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    const status = await run('IMPORT_STATUS', [CAMPAIGN, done.importId]);
    expect(status.header).toEqual(['date_start', 'date_done', 'imported', 'processing']);
    expect(status.rows[0]?.[2]).toBe(2);

    // Once imported, the preview (asked afresh: its cache would still hold the list from before) marks them tracked.
    const after = await run('IMPORT_KEYWORDS', [CAMPAIGN, keywords, 'cache_minutes=0']);
    expect(after.rows.map((row) => row[1])).toEqual([true, true]);
  });
});
