import type { Sandbox } from '../src/index';
import { asArray, call, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ importDurationMs: 600 });
});
afterAll(() => sandbox.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const IMPORT = '/rank-tracker/v3.0/keywords/import';

test('an import progresses over time, then its keywords join the campaign', async () => {
  const created = await call(sandbox.v3Url, IMPORT, {
    method: 'POST',
    body: { campaign_id: 105, keywords: 'acme status page,acme uptime monitor,acme api limits,acme sso' },
  });
  expect(created.status).toBe(200);
  const importId = (created.body as { import_id: string }).import_id;
  expect(importId).toMatch(/^\d+$/);
  const status = () =>
    call(sandbox.v3Url, `/rank-tracker/v3.0/keywords/import-status?import_id=${importId}&campaign_id=105`).then(
      (a) => a.body as { date_start: string; date_done: string; imported: number; processing: number },
    );
  const early = await status();
  expect(early.date_done).toBe('N/A');
  expect(early.imported + early.processing).toBe(4);
  expect(early.processing).toBeGreaterThan(0);
  await sleep(700);
  const done = await status();
  expect(done).toMatchObject({ imported: 4, processing: 0 });
  expect(done.date_done).not.toBe('N/A');

  const keywords = asArray(
    (await call(sandbox.v3Url, '/rank-tracker/v3.0/keywords?campaign_id=105&search=acme%20s&limit=1000')).body,
  );
  expect(keywords.map((k) => k.keyword)).toEqual(expect.arrayContaining(['acme status page', 'acme sso']));
  const groups = asArray((await call(sandbox.v3Url, '/rank-tracker/v3.0/groups?campaign_id=105')).body);
  expect(groups.map((g) => g.name)).toContain('API-import-2026-06-15');
});

test('import refuses bad bodies and unknown imports', async () => {
  const notJson = await call(sandbox.v3Url, IMPORT, { method: 'POST', body: 'keywords=a' });
  expect(notJson.status).toBe(400);
  const missing = await call(sandbox.v3Url, IMPORT, { method: 'POST', body: { campaign_id: 105 } });
  expect(missing.status).toBe(400);
  expect(missing.body).toMatchObject({ error: { details: ['keywords: is required'] } });
  const asList = await call(sandbox.v3Url, IMPORT, {
    method: 'POST',
    body: { campaign_id: 105, keywords: ['a', 'b'] },
  });
  expect(asList.status).toBe(422);
  const unknown = await call(sandbox.v3Url, '/rank-tracker/v3.0/keywords/import-status?import_id=1&campaign_id=105');
  expect(unknown.status).toBe(404);
  expect((await call(sandbox.v3Url, IMPORT)).status).toBe(405);
});
