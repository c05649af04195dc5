import type { Sandbox } from '../src/index';
import { asArray, call, startSandbox } from './helpers';

/** The faults of a service under change: pages served for another offset, a list that changes, counts that lie. */

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.faults.clear());

const PATH = '/rank-tracker/v3.0/keywords';
const page = (offset: number, limit = 5, campaign = 101) =>
  `${PATH}?campaign_id=${campaign}&start_date=2026-05-01&end_date=2026-05-31&limit=${limit}&offset=${offset}`;
const idsOf = (body: unknown) => asArray(body).map((row) => row.keyword_id);
const ids = async (offset: number, limit = 5, campaign = 101) =>
  idsOf((await call(sandbox.v3Url, page(offset, limit, campaign))).body);

/** The keyword count a tracked campaigns answer reports for a campaign. */
function keywordsCountOf(records: Record<string, unknown>[], campaign: number): unknown {
  const infos = records.map((record) => record.campaign_info as Record<string, unknown>);
  return infos.find((info) => info.id === String(campaign))?.keywords_count;
}

test('a repeated page answers the page of another offset, and only for the pages its query names', async () => {
  const [first, third] = [await ids(0), await ids(10)];
  sandbox.faults.add({ kind: 'repeat-page', path: `/v3${PATH}`, query: { offset: '10' }, asOffset: 0 });
  expect(await ids(10)).toEqual(first);
  expect(await ids(10)).toEqual(first);
  expect(await ids(5)).not.toEqual(first);
  expect(third).not.toEqual(first);
  // The log keeps the offset asked for: the request a client sent, not the page it got.
  expect(sandbox.requests.at(-2)).toMatchObject({ query: { offset: '10' }, fault: 'repeat-page' });
});

test('a shifted row starts each page with the last row of the page before, and leaves the first page alone', async () => {
  const healthy = await ids(0, 10);
  sandbox.faults.add({ kind: 'shifted-row', path: `/v3${PATH}` });
  expect(await ids(0)).toEqual(healthy.slice(0, 5));
  expect(await ids(5)).toEqual(healthy.slice(4, 9));
});

test('a shift of more rows moves the page back by that many', async () => {
  const healthy = await ids(0, 10);
  sandbox.faults.add({ kind: 'shifted-row', shift: 3, query: { offset: '5' } });
  expect(await ids(5)).toEqual(healthy.slice(2, 7));
});

test('an ignored offset answers the first page for every offset', async () => {
  const first = await ids(0);
  sandbox.faults.add({ kind: 'ignore-offset', path: `/v3${PATH}` });
  for (const offset of [0, 5, 1000, 99_000]) expect(await ids(offset)).toEqual(first);
});

test('a short page can lose any number of rows, or all of them, while more follow', async () => {
  const healthy = await ids(5, 10);
  sandbox.faults.add({ kind: 'short-page', query: { offset: '5' }, drop: 7, times: 1 });
  expect(await ids(5, 10)).toEqual(healthy.slice(7));
  sandbox.faults.add({ kind: 'short-page', query: { offset: '5' }, drop: 1000, times: 1 });
  expect(await ids(5, 10)).toEqual([]);
  // The natural last page (campaign 101 has 150 keywords) is left alone whatever the drop.
  const last = await ids(140, 20);
  sandbox.faults.add({ kind: 'short-page', drop: 1000 });
  expect(await ids(140, 20)).toEqual(last);
});

describe('a list that changes mid-pull', () => {
  const campaignCount = async (campaign: number) =>
    keywordsCountOf(asArray((await call(sandbox.v3Url, '/dashboard/v3.0/campaigns/tracked?limit=100')).body), campaign);

  test('adds one keyword and deletes another once the pages before it are answered, and keeps the change', async () => {
    const before = await ids(0, 200);
    expect(before).toHaveLength(150);
    sandbox.faults.add({ kind: 'list-change', path: `/v3${PATH}`, campaignId: 101, afterRequests: 1 });
    // The first page comes from the list as it was; the second from the changed list: a new keyword first shifts
    // every later row down by one, so the second page starts with the last row of the first.
    expect(await ids(0)).toEqual(before.slice(0, 5));
    expect(await ids(5)).toEqual(before.slice(4, 9));
    const after = await ids(0, 200);
    expect(after).toHaveLength(150);
    expect(after.slice(1)).toEqual(before.slice(0, 149));
    expect(after[0]).toBe(10199999);
    expect(before).not.toContain(after[0]);
    expect(sandbox.requests.filter((entry) => entry.fault === 'list-change')).toHaveLength(1);
  });

  test('is seen by every operation of the campaign, 1.2 included, and its count', async () => {
    sandbox.faults.add({ kind: 'list-change', path: `/v3${PATH}`, campaignId: 101, afterRequests: 0 });
    await ids(0);
    const v1 = asArray((await call(sandbox.v1Url, '/keyword_data/101/2026-05-01/2026-05-31')).body);
    expect(v1.map((row) => row.keyword_id)).toContain(10199999);
    expect(v1.map((row) => row.keyword_id)).not.toContain(10100150);
    expect(await campaignCount(101)).toBe(150);
    const daily = asArray(
      (
        await call(
          sandbox.v3Url,
          `${PATH}/daily-ranks?campaign_id=101&start_date=2026-05-01&end_date=2026-05-02&limit=1`,
        )
      ).body,
    );
    expect(daily[0]?.keyword_id).toBe(10199999);
  });

  test('can delete before the offset and add at the end, and only touches its own campaign', async () => {
    const before = await ids(0, 200);
    const other = await ids(0, 5, 102);
    sandbox.faults.add({ kind: 'list-change', campaignId: 101, afterRequests: 0, deleteAt: 0, addAt: -1 });
    const after = await ids(0, 200);
    expect(after.slice(0, 149)).toEqual(before.slice(1));
    expect(after[149]).toBe(10199999);
    expect(await ids(0, 5, 102)).toEqual(other);
  });

  test('is undone when the fault is withdrawn, and lets other faults answer the same requests', async () => {
    const before = await ids(0);
    const id = sandbox.faults.add({ kind: 'list-change', campaignId: 101, afterRequests: 0 });
    sandbox.faults.add({ kind: 'status', status: 503, times: 1 });
    expect((await call(sandbox.v3Url, page(0))).status).toBe(503);
    expect(await ids(0)).not.toEqual(before);
    sandbox.faults.remove(id);
    expect(await ids(0)).toEqual(before);
  });

  test('needs a campaign', () => {
    expect(() => sandbox.faults.add({ kind: 'list-change' })).toThrow(/campaignId/);
  });
});

test("a keyword count is multiplied or replaced in the tracked campaigns' answer, the rest left alone", async () => {
  const path = '/dashboard/v3.0/campaigns/tracked?limit=100';
  const healthy = asArray((await call(sandbox.v3Url, path)).body);
  sandbox.faults.add({ kind: 'keyword-count', factor: 10, times: 1 });
  const inflated = asArray((await call(sandbox.v3Url, path)).body);
  expect(keywordsCountOf(inflated, 102)).toBe(23_450);
  sandbox.faults.add({ kind: 'keyword-count', count: 2_000_000, times: 1 });
  const replaced = asArray((await call(sandbox.v3Url, path)).body);
  expect(keywordsCountOf(replaced, 102)).toBe(2_000_000);
  sandbox.faults.add({ kind: 'keyword-count', factor: 0.5, times: 1 });
  expect(keywordsCountOf(asArray((await call(sandbox.v3Url, path)).body), 102)).toBe(1173);
  const without = (records: Record<string, unknown>[]) =>
    records.map(({ campaign_info, ...rest }) => ({ ...rest, name: (campaign_info as { name: string }).name }));
  expect(without(replaced)).toEqual(without(healthy));
});

test('a 1.2 wrapper can report pages and a total of its own choosing over the true results', async () => {
  const path = '/compare/keywords/102/2026-05-01/2026-05-01/stridewear.example';
  const healthy = (await call(sandbox.v1Url, path)).body as Record<string, unknown>;
  sandbox.faults.add({ kind: 'wrapper-count', path: '/v1.2/compare/keywords/*', pages: 1000, times: 1 });
  const lying = (await call(sandbox.v1Url, path)).body as Record<string, unknown>;
  expect(lying).toEqual({ ...healthy, pages: 1000 });
  sandbox.faults.add({ kind: 'wrapper-count', pages: 1, totalResults: 10, times: 1 });
  expect((await call(sandbox.v1Url, path)).body).toEqual({ ...healthy, pages: 1, total_results: 10 });
});

test('counts and offsets of the new faults must be whole numbers', () => {
  expect(() => sandbox.faults.add({ kind: 'short-page', drop: -1 })).toThrow(/whole numbers/);
  expect(() => sandbox.faults.add({ kind: 'repeat-page', asOffset: 1.5 })).toThrow(/whole numbers/);
  expect(() => sandbox.faults.add({ kind: 'keyword-count', factor: -2 })).toThrow(/factor/);
});

describe('pages that fit together and are still wrong', () => {
  test('a doubled row comes twice, the page holding its copy stays full, and later pages run one row behind', async () => {
    const healthy = await ids(0, 20);
    sandbox.faults.add({ kind: 'doubled-row', path: `/v3${PATH}`, at: 4 });
    // Overlapping pages of 5 (offsets 0, 4, 8): the second page's second row repeats its first (the overlap row).
    expect(await ids(0)).toEqual(healthy.slice(0, 5));
    expect(await ids(4)).toEqual([healthy[4], ...healthy.slice(4, 8)]);
    expect(await ids(8)).toEqual(healthy.slice(7, 12));
    expect((await ids(0, 200)).length).toBe(151);
  });

  test('a doubled row in a 1.2 wrapper keeps the offset asked for', async () => {
    const path = (offset: number) => `/compare/keywords/102/2026-05-01/2026-05-01/stridewear.example?offset=${offset}`;
    const healthy = (await call(sandbox.v1Url, path(0))).body as { results: { keyword_id: number }[] };
    sandbox.faults.add({ kind: 'doubled-row', path: '/v1.2/compare/keywords/*', at: 10 });
    const later = (await call(sandbox.v1Url, path(50))).body as { offset: number; results: { keyword_id: number }[] };
    expect(later.offset).toBe(50);
    expect(later.results[0]?.keyword_id).toBe(healthy.results[49]?.keyword_id);
  });

  test('a copied row takes the place of the row at its position, wherever the page starts', async () => {
    const healthy = await ids(0, 20);
    sandbox.faults.add({ kind: 'copied-row', path: `/v3${PATH}`, from: 2, at: 9 });
    expect(await ids(8)).toEqual([healthy[8], healthy[2], ...healthy.slice(10, 13)]);
    expect(await ids(0, 20)).toEqual([...healthy.slice(0, 9), healthy[2], ...healthy.slice(10, 20)]);
    expect(await ids(0)).toEqual(healthy.slice(0, 5));
  });

  test('tied rows are ordered differently on each request, the row at the page end in place', async () => {
    const healthy = await ids(0, 30);
    sandbox.faults.add({ kind: 'tie-order', path: `/v3${PATH}`, at: 10, spread: 4 });
    const first = await ids(0, 11);
    const second = await ids(10, 11);
    expect(first[10]).toBe(healthy[10]);
    expect(second[0]).toBe(healthy[10]);
    expect(first.slice(0, 6)).toEqual(healthy.slice(0, 6));
    expect(second.slice(5)).toEqual(healthy.slice(15, 21));
    // The same block, rows 6 to 14, each read in its own order: some rows twice, as many missing.
    const read = new Set([...first.slice(6, 10), ...second.slice(1, 5)]);
    expect(read.size).toBeLessThan(8);
    expect(new Set([...first, ...second.slice(1)]).size).toBeLessThan(21);
  });

  test('a 1.2 wrapper can serve tiny pages, with or without its total', async () => {
    const path = (offset: number) => `/compare/keywords/102/2026-05-01/2026-05-01/stridewear.example?offset=${offset}`;
    const healthy = (await call(sandbox.v1Url, path(0))).body as Record<string, unknown> & { results: unknown[] };
    sandbox.faults.add({ kind: 'small-pages', path: '/v1.2/compare/keywords/*', pageRows: 2, times: 1 });
    expect((await call(sandbox.v1Url, path(0))).body).toEqual({
      ...healthy,
      results: healthy.results.slice(0, 2),
      limit: 2,
      pages: Math.ceil(2345 / 2),
    });
    sandbox.faults.add({ kind: 'small-pages', pageRows: 1, dropTotal: true, times: 1 });
    const tiny = (await call(sandbox.v1Url, path(1))).body as Record<string, unknown>;
    expect(tiny).toEqual({ results: healthy.results.slice(1, 2), limit: 1, offset: 1, pages: 2345 });
  });

  test('a stale 1.2 total is multiplied, its pages with it', async () => {
    const path = '/compare/keywords/102/2026-05-01/2026-05-01/stridewear.example';
    const healthy = (await call(sandbox.v1Url, path)).body as Record<string, unknown>;
    sandbox.faults.add({ kind: 'wrapper-count', factor: 0.1, times: 1 });
    expect((await call(sandbox.v1Url, path)).body).toEqual({ ...healthy, total_results: 235, pages: 3 });
  });

  test('need a position, a source row or a page size', () => {
    expect(() => sandbox.faults.add({ kind: 'doubled-row' })).toThrow(/at/);
    expect(() => sandbox.faults.add({ kind: 'copied-row', at: 3 })).toThrow(/from/);
    expect(() => sandbox.faults.add({ kind: 'small-pages', pageRows: 0 })).toThrow(/pageRows/);
  });
});
