import { type Sandbox, start } from '@sv/sandbox';
import { runOnSandbox } from '../support/run-sandbox';

const TODAY = '2026-11-21';
const PERIOD = ['2026-10-01', '2026-10-31'];

/** The V1 functions over real HTTP against the sandbox's interface 1.2, through the async driver. */
describe('V1 functions against the sandbox', () => {
  let sandbox: Sandbox;
  let site = 0;

  beforeAll(async () => {
    sandbox = await start({ today: TODAY, latency: { fixedMs: 0, jitterMs: 0 }, ratePerSecond: 0 });
    site = (await call('V1_SITES', [])).cell(0, 'id') as number;
  });
  afterAll(() => sandbox.close());
  beforeEach(() => sandbox.requests.clear());

  const call = (name: string, args: unknown[]) => runOnSandbox(sandbox, name, args, { cacheTtlSeconds: 0 });

  it('lists the sites, whose ids the other functions take', async () => {
    const sites = await call('V1_SITES', []);
    expect(sites.rows.length).toBeGreaterThan(0);
    expect(sites.records().every((row) => Number.isInteger(row.id) && typeof row.pitching === 'boolean')).toBe(true);
    expect(sandbox.requests.map((request) => request.path)).toEqual(['/v1.2/sites']);
  });

  it('reads daily ranks as one row per keyword, device and day, ranks from 1 to 101', async () => {
    const ranks = await call('V1_RANKS', [site, ...PERIOD]);
    const rows = ranks.records();
    expect(rows.length).toBeGreaterThan(31);
    expect(new Set(rows.map((row) => row.device))).toEqual(new Set(['desktop', 'mobile']));
    expect(rows.every((row) => typeof row.rank === 'number' && row.rank >= 1 && row.rank <= 101)).toBe(true);
    expect(rows.every((row) => String(row.date) >= '2026-10-01' && String(row.date) <= '2026-10-31')).toBe(true);
    expect(sandbox.requests.map((request) => request.query.limit)).toEqual(['1000']);
  });

  it('reads every page of compare keywords and nothing more: one row per keyword and domain', async () => {
    const compared = await call('V1_COMPARE_KEYWORDS', [site, ...PERIOD, 'rival.example']);
    const keywords = new Set(compared.records().map((row) => row.name));
    const pages = sandbox.requests.length;
    expect(pages).toBeGreaterThan(1);
    expect(keywords.size).toBeGreaterThan((pages - 1) * 100);
    expect(keywords.size).toBeLessThanOrEqual(pages * 100);
    expect(compared.rows).toHaveLength(keywords.size * 2);
    expect(new Set(compared.records().map((row) => row['competitors.domain'])).has('rival.example')).toBe(true);
  });

  it('reads the keyword data of the Brand folder, then the SERP of one of its keywords', async () => {
    const brand = await call('V1_KEYWORD_DATA', [site, ...PERIOD, 'brand']);
    expect(sandbox.requests[0]?.path).toBe(`/v1.2/keyword_data/${site}/brand/2026-10-01/2026-10-31`);
    const keyword = brand.cell(0, 'keyword_data.name') as string;
    const serp = await call('V1_KEYWORD_SERP', [site, keyword, 'yesterday']);
    expect(serp.header).toEqual(['position', 'site', 'full_lp']);
    expect(serp.rows).toHaveLength(100);
    expect(serp.rows[0]?.[0]).toBe(1);
  });

  it('shows the service message when a keyword is not tracked', async () => {
    await expect(call('V1_KEYWORD_SERP', [site, 'no such keyword at all'])).rejects.toThrow(
      /no such data for the keyword SERP \(404/,
    );
  });

  it('reads the visibility of every day for the site and each competitor', async () => {
    const visibility = await call('V1_COMPARE_VISIBILITY', [
      site,
      ...PERIOD,
      'rival.example, other.example',
      '',
      'mobile',
    ]);
    expect(sandbox.requests[0]?.query.device).toBe('2');
    const rows = visibility.records();
    expect(new Set(rows.map((row) => row.date)).size).toBe(31);
    const domains = new Set(rows.map((row) => row.domain));
    expect(domains.has('rival.example') && domains.has('other.example')).toBe(true);
    expect(rows).toHaveLength(31 * domains.size);
    expect(rows.every((row) => typeof row.vscore === 'number')).toBe(true);
  });
});
