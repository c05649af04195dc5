import type { Sandbox } from '../src/index';
import { asArray, call, firstRecord, startSandbox } from './helpers';

/**
 * The rules of the interface documents, exactly: a header or a most only where a document states it, and every
 * parameter and value a document (or docs/service.md, for the operations the documents only name) defines accepted.
 */

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const range = 'start_date=2026-05-01&end_date=2026-05-31';
const get = (path: string, headers?: Record<string, string>) => call(sandbox.v3Url, path, { headers });
const details = (body: unknown) => (body as { error: { details: string[] } }).error.details;

describe('Accept on keyword data (3.0: "Header Accept is required with value application/json")', () => {
  const keywords = `/rank-tracker/v3.0/keywords?campaign_id=101&${range}&limit=1`;

  it('answers 400 naming the header when it is missing', async () => {
    const answer = await get(keywords, { Accept: '' });
    expect(answer.status).toBe(400);
    expect(details(answer.body)).toEqual(['Accept: header is required with value application/json']);
  });

  it.each(['text/html', '*/*', 'application/json;q=0'])('answers 406 to Accept: %s', async (accept) => {
    expect((await get(keywords, { Accept: accept })).status).toBe(406);
  });

  it.each(['application/json', 'text/html, Application/JSON; charset=utf-8'])('answers Accept: %s', async (accept) => {
    expect(asArray((await get(keywords, { Accept: accept })).body)).toHaveLength(1);
  });

  it('is not required where no document requires it', async () => {
    const answer = await get(`/rank-tracker/v3.0/keywords/competition?campaign_id=101&${range}&device=desktop`, {
      Accept: '',
    });
    expect(answer.status).toBe(200);
  });
});

describe('competitor lists', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => `rival-${i + 1}.example`).join(',');

  it.each([
    `/rank-tracker/v3.0/keywords/competition?campaign_id=101&${range}&device=desktop&limit=1`,
    `/rank-tracker/v3.0/keywords/competition/aio?campaign_id=101&${range}&device=desktop&limit=1`,
    `/rank-tracker/v3.0/keywords/competition/ais?campaign_id=101&${range}&device=desktop&limit=1`,
    '/rank-tracker/v3.0/share-of-voice?campaign_id=101&date=2026-05-31',
  ])('take more than 10 domains in 3.0, which states no most: %s', async (path) => {
    const answer = await get(`${path}&competitors=${twelve}`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('rival-12.example');
  });

  it('hold at most 10 domains in the 1.2 compare operations, which say so', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `rival-${i + 1}.example`).join(',');
    const answer = await call(sandbox.v1Url, `/compare/keywords/101/2026-05-01/2026-05-31/${eleven}`);
    expect(answer.status).toBe(422);
  });
});

describe('the built-in groups of 3.0 (0 all keywords, -1 the Brand folder, -2 ungrouped, -3 forecast objective)', () => {
  it.each([
    ['0', 0],
    ['-1', -1],
    ['brand', -1],
    ['-2', -2],
    ['-3', -3],
  ])('group data reports group_ids=%s as its own record', async (given, id) => {
    const record = firstRecord(
      (await get(`/rank-tracker/v3.0/groups/data?campaign_id=101&${range}&group_ids=${given}`)).body,
    );
    expect(record.group_id).toBe(id);
    expect((record.keyword_counters as { main_keywords: number }).main_keywords).toBeGreaterThan(0);
  });

  it('group data still answers 404 for a group the campaign does not have', async () => {
    expect((await get(`/rank-tracker/v3.0/groups/data?campaign_id=101&${range}&group_ids=999`)).status).toBe(404);
  });
});

describe('options the vendor clients send beyond the documents', () => {
  const ais = `/rank-tracker/v3.0/keywords/competition/ais?campaign_id=101&${range}&device=desktop`;

  it('AI search competition searches and orders by the campaign rank', async () => {
    const found = asArray((await get(`${ais}&search=running`)).body);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((record) => String(record.keyword).includes('running'))).toBe(true);
    const ranks = asArray((await get(`${ais}&order_by=rank&order_direction=desc`)).body).map(
      (record) => (record.competitors as { rank: number }[])[0]?.rank ?? 0,
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('get_archive asks for archived keywords only, of which the sandbox has none', async () => {
    const path = `/rank-tracker/v3.0/keywords/daily-ranks/ais?campaign_id=101&${range}&limit=5`;
    expect(asArray((await get(`${path}&get_archive=true`)).body)).toEqual([]);
    expect(asArray((await get(`${path}&get_archive=false`)).body)).toHaveLength(5);
  });

  it.each([
    '/rank-tracker/v3.0/groups/daily-visibility',
    '/rank-tracker/v3.0/groups/daily-visibility/aio-mentions',
    '/rank-tracker/v3.0/groups/daily-visibility/aio-citations',
    '/rank-tracker/v3.0/groups/daily-visibility/ais-mentions',
    '/rank-tracker/v3.0/groups/daily-visibility/ais-citations',
  ])('%s narrows its keywords by the segment filters', async (path) => {
    const base = `${path}?campaign_id=101&start_date=2026-05-01&end_date=2026-05-07`;
    const all = await get(base);
    const segments = ['brand=true', 'non_brand=true', 'intent=commercial', 'has_aio=true', 'top_10=true'];
    const answers = await Promise.all(segments.map((segment) => get(`${base}&${segment}`)));
    expect(answers.map((answer) => answer.status)).toEqual(segments.map(() => 200));
    expect(answers.some((answer) => answer.text !== all.text)).toBe(true);
    expect((await get(`${base}&intent=navigational&brand=false`)).status).toBe(200);
    expect((await get(`${base}&intent=local`)).status).toBe(422);
  });

  it('daily group visibility takes a list of domains', async () => {
    const path = `/rank-tracker/v3.0/groups/daily-visibility?campaign_id=101&${range}&domains=rival-one.com,rival-two.com`;
    expect((await get(path)).status).toBe(200);
  });

  it('the vault reads include_unqualified and measures another domain', async () => {
    const base = '/keyword-vault/v3.0/get-keyword-data-by-list?campaign_id=101&list=Content%20ideas&limit=5';
    const own = asArray((await get(`${base}&include_unqualified=true`)).body);
    const other = asArray((await get(`${base}&include_unqualified=false&domain=rival-one.com`)).body);
    expect(other.map((record) => record.keyword)).toEqual(own.map((record) => record.keyword));
    expect(other.map((record) => record.ranking_data)).not.toEqual(own.map((record) => record.ranking_data));
    const overview = await get(
      '/keyword-vault/v3.0/get-overview-data?campaign_id=101&list=Content%20ideas&domain=rival-one.com',
    );
    expect(overview.status).toBe(200);
  });

  it('AIO daily ranks and competition default their dates as keyword data does (no required status shown)', async () => {
    expect(
      asArray((await get('/rank-tracker/v3.0/keywords/daily-ranks/aio?campaign_id=101&limit=1')).body),
    ).toHaveLength(1);
    const competition = await get('/rank-tracker/v3.0/keywords/competition?campaign_id=101&device=mobile&limit=1');
    expect(asArray(competition.body)).toHaveLength(1);
  });

  it('1.2 takes the word brand for a group only in keyword data, and a device only where a group is in the path', async () => {
    const period = '2026-05-01/2026-05-31';
    expect((await call(sandbox.v1Url, `/keyword_data/101/brand/${period}`)).status).toBe(200);
    expect((await call(sandbox.v1Url, `/ranks/101/${period}/brand`)).status).toBe(422);
    expect((await call(sandbox.v1Url, `/compare/keywords/101/${period}/rival-one.com?device=2`)).status).toBe(422);
    expect((await call(sandbox.v1Url, `/compare/keywords/101/${period}/rival-one.com/0?device=2`)).status).toBe(200);
  });

  it('1.2 keyword cannibalization reads start_date and end_date as integers (timestamps), not dates', async () => {
    const may = `start_date=${Date.UTC(2026, 4, 1) / 1000}&end_date=${Date.UTC(2026, 4, 31) / 1000}`;
    const dated = await call(sandbox.v1Url, `/keyword_canibalization/101/0?${may}`);
    expect(asArray(dated.body).length).toBeGreaterThan(0);
    expect(dated.text).not.toEqual((await call(sandbox.v1Url, '/keyword_canibalization/101/0')).text);
    const asDates = await call(
      sandbox.v1Url,
      '/keyword_canibalization/101/0?start_date=2026-05-01&end_date=2026-05-31',
    );
    expect(asDates.status).toBe(422);
  });

  it('1.2 all_group_details loads keyword ids as group_details does', async () => {
    const answer = await call(sandbox.v1Url, '/all_group_details/101/2026-05-01/2026-05-31?load_keyword_ids=1');
    const groups = asArray(answer.body);
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((group) => Array.isArray(group.keywords))).toBe(true);
  });
});
