import { LIMITED_TOKEN, type Sandbox } from '../src/index';
import { asArray, call, firstRecord, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const period = '2026-05-01/2026-05-31';

/** Every operation of interface 1.2 answers 200 for site 101. */
const OPERATIONS = [
  '/sites',
  '/on_target/101',
  '/on_target/by_dates/101',
  '/keyword_canibalization/101/0',
  `/keyword_groups/101/${period}?load_keyword_ids=1&limit=5`,
  '/groups_list/101',
  `/group_details/101/101011/${period}`,
  `/all_group_details/101/${period}`,
  `/keyword_data/101/${period}`,
  `/keyword_data/101/brand/${period}`,
  `/ranks/101/${period}`,
  `/ranks/101/${period}/101011`,
  `/organic_traffic/101/${period}`,
  `/organic_traffic/split/101/${period}?type=brand`,
  `/content/101/${period}`,
  `/visibility_score_data/101/0/${period}?device=2`,
  `/visibility_score/101/0/${period}`,
  `/compare/keywords/101/${period}/stridewear.example,trailmate.example`,
  `/compare/keywords/101/${period}/stridewear.example/101011?device=2`,
  `/compare/competitors/visibility_score/101/${period}?competitors=stridewear.example`,
  `/compare/competitors/visibility_score/101/${period}/stridewear.example/0`,
  '/devices',
];

test.each(OPERATIONS)('GET %s answers 200', async (path) => {
  const answer = await call(sandbox.v1Url, path);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual(expect.any(Object));
});

test('sites are the campaigns, ids included', async () => {
  const sites = asArray((await call(sandbox.v1Url, '/sites')).body);
  expect(sites.map((site) => site.id)).toEqual([101, 102, 103, 104, 105]);
  expect(sites[0]).toMatchObject({ url: 'https://northwind-shoes.example', pitching: 0 });
  const limited = asArray((await call(sandbox.v1Url, '/sites', { token: LIMITED_TOKEN })).body);
  expect(limited.map((site) => site.id)).toEqual([101, 102]);
});

test('keyword data pages 1000 rows; offset 1000 gives the next rows', async () => {
  const pages = await Promise.all(
    [0, 1000, 2000].map((offset) => call(sandbox.v1Url, `/keyword_data/102/${period}?offset=${offset}`)),
  );
  expect(pages.map((page) => asArray(page.body).length)).toEqual([1000, 1000, 345]);
  const record = firstRecord(pages[0]?.body);
  expect(record).toMatchObject({ keyword_id: 10200001, keyword_data: { name: expect.any(String) } });
});

test('ranks page 100 keywords by default, limit 100..1000, and 101 marks "not in the top 100"', async () => {
  const byDefault = asArray((await call(sandbox.v1Url, `/ranks/102/${period}`)).body);
  expect(byDefault).toHaveLength(100);
  const positions = byDefault.flatMap((row) =>
    Object.values(row.ranks as Record<string, { desktop: number; mobile: number }>).map((day) => day.desktop),
  );
  expect(positions).toContain(101);
  expect(Math.max(...positions)).toBe(101);
  expect(Math.min(...positions)).toBeGreaterThanOrEqual(1);
  expect(asArray((await call(sandbox.v1Url, `/ranks/102/${period}?limit=1000`)).body)).toHaveLength(1000);
  const tooSmall = await call(sandbox.v1Url, `/ranks/102/${period}?limit=50`);
  expect(tooSmall.status).toBe(422);
  expect(tooSmall.body).toEqual({
    code: 422,
    message: 'Invalid parameters: limit: must be between 100 and 1000',
    fields: ['limit'],
  });
});

test('compare/keywords answers {results, limit, offset, pages, total_results}', async () => {
  const answer = await call(sandbox.v1Url, `/compare/keywords/102/${period}/stridewear.example?offset=2300`);
  expect(answer.body).toMatchObject({ limit: 100, offset: 2300, pages: 24, total_results: 2345 });
  const { results } = answer.body as { results: { ranks: Record<string, number> }[] };
  expect(results).toHaveLength(45);
  expect(Object.keys(results[0]?.ranks ?? {})).toEqual(['northwind-shoes.example', 'stridewear.example']);
});

test('periods accept relative expressions', async () => {
  const answer = await call(sandbox.v1Url, `/organic_traffic/101/${encodeURIComponent('1 week ago')}/today`);
  expect(asArray(answer.body).map((day) => day.date)).toEqual([
    '2026-06-08',
    '2026-06-09',
    '2026-06-10',
    '2026-06-11',
    '2026-06-12',
    '2026-06-13',
    '2026-06-14',
  ]);
});

test('1.2 errors use the {code, message, fields} body', async () => {
  expect((await call(sandbox.v1Url, '/sites', { token: null })).body).toEqual({
    code: 401,
    message: 'Invalid authentication',
    fields: [],
  });
  expect((await call(sandbox.v1Url, '/groups_list/103', { token: LIMITED_TOKEN })).body).toEqual({
    code: 403,
    message: 'Forbidden access',
    fields: [],
  });
  expect((await call(sandbox.v1Url, '/groups_list/999')).status).toBe(404);
  const missing = await call(sandbox.v1Url, '/keyword_serp/101?keyword_name=trainers');
  expect(missing.status).toBe(400);
  expect(missing.body).toEqual({
    code: 400,
    message: 'Bad request: query_end_date: is required',
    fields: ['query_end_date'],
  });
  const badDate = await call(sandbox.v1Url, '/keyword_data/101/someday/today');
  expect(badDate.status).toBe(422);
  expect(badDate.body).toMatchObject({ code: 422, fields: ['date_start'] });
});

test('keyword_groups pages 10 groups with keyword ids and refuses a larger limit', async () => {
  const answer = await call(sandbox.v1Url, `/keyword_groups/101/${period}?load_keyword_ids=1&limit=11`);
  expect(answer.status).toBe(422);
  const groups = asArray((await call(sandbox.v1Url, `/keyword_groups/101/${period}?load_keyword_ids=1`)).body);
  expect(groups.length).toBeLessThanOrEqual(10);
  expect(groups[0]).toHaveProperty('keywords');
});

test('keyword_serp lists the top 100 for a tracked keyword, the site where it ranks', async () => {
  const tracked = asArray((await call(sandbox.v1Url, `/keyword_data/101/${period}`)).body).map(
    (row) => row as { keyword_data: { name: string }; position: number },
  );
  const ranking = tracked.find((row) => row.position <= 100);
  if (!ranking) throw new Error('no ranking keyword in site 101');
  const serp = asArray(
    (
      await call(
        sandbox.v1Url,
        `/keyword_serp/101?keyword_name=${encodeURIComponent(ranking.keyword_data.name)}&query_end_date=2026-05-31`,
      )
    ).body,
  );
  expect(serp).toHaveLength(100);
  expect(serp[ranking.position - 1]).toMatchObject({ position: ranking.position, site: 'northwind-shoes.example' });
  const unknown = await call(sandbox.v1Url, '/keyword_serp/101?keyword_name=not%20tracked&query_end_date=today');
  expect(unknown.status).toBe(404);
});
