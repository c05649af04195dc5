import type { ResponseVariants } from '../src/index';
import { call, firstRecord, startSandbox } from './helpers';

const KEYWORD = '/rank-tracker/v3.0/keywords?campaign_id=102&start_date=2026-05-01&end_date=2026-05-31&limit=1000';

async function keywordsWith(variants: Partial<ResponseVariants>): Promise<unknown> {
  const sandbox = await startSandbox({ variants });
  try {
    return (await call(sandbox.v3Url, KEYWORD)).body;
  } finally {
    await sandbox.close();
  }
}

function records(body: unknown): Record<string, unknown>[] {
  return body as Record<string, unknown>[];
}

test('by default: bare array, percentage_clicks at the top level, difficulty_top_10, upper-case codes', async () => {
  const body = await keywordsWith({});
  expect(Array.isArray(body)).toBe(true);
  const record = firstRecord(body);
  expect(typeof record.percentage_clicks).toBe('number');
  expect(record.serp_data).not.toHaveProperty('percentage_clicks');
  expect(record.opportunity).toHaveProperty('difficulty_top_10');
  expect(record.opportunity).not.toHaveProperty('difficulty');
  const codes = records(body).flatMap((r) =>
    (r.serp_data as { desktop: { feature: string }[] }).desktop.map((f) => f.feature),
  );
  expect(codes.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
});

test('percentage_clicks inside serp_data and the difficulty field named difficulty', async () => {
  const record = firstRecord(await keywordsWith({ percentageClicks: 'serp-data', difficultyField: 'difficulty' }));
  expect(record).not.toHaveProperty('percentage_clicks');
  expect(record.serp_data).toHaveProperty('percentage_clicks');
  expect(record.opportunity).toHaveProperty('difficulty');
});

test('the seasonal label in_season or in_full_season', async () => {
  const labels = (body: unknown) => records(body).flatMap((r) => String(r.labels).split(','));
  const sample = labels(await keywordsWith({}));
  expect(sample).toContain('in_season');
  expect(sample).not.toContain('in_full_season');
  const documented = labels(await keywordsWith({ seasonLabel: 'in_full_season' }));
  expect(documented).toContain('in_full_season');
  expect(documented).not.toContain('in_season');
});

test('lower-case SERP codes', async () => {
  const record = firstRecord(await keywordsWith({ serpCodeCase: 'lower' }));
  const codes = (record.serp_data as { mobile: { feature: string }[] }).mobile.map((f) => f.feature);
  expect(codes.every((code) => /^[a-z]{3}$/.test(code))).toBe(true);
});

test('numbers as strings and arrays wrapped in an object', async () => {
  const body = (await keywordsWith({ numbersAsStrings: true, arrayWrapper: 'data' })) as { data: unknown };
  const record = firstRecord(body.data);
  expect(record.keyword_id).toBe('10200001');
  expect(typeof (record.search_data as { search_volume: unknown }).search_volume).toBe('string');
});

test('variants can be switched on a running sandbox', async () => {
  const sandbox = await startSandbox();
  try {
    sandbox.config.variants.keywordCountField = 'keyword_count';
    const campaign = firstRecord(
      (await call(sandbox.v3Url, '/dashboard/v3.0/campaigns/tracked?campaign_ids=101')).body,
    );
    expect(campaign.campaign_info).toMatchObject({ keyword_count: 150 });
  } finally {
    await sandbox.close();
  }
});
