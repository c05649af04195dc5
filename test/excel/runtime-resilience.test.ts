import { CAMPAIGNS, type Sandbox, start } from '@sv/sandbox';
import { type LoadedFunctions, loadFunctionsScript, ShimExcelError } from './helpers/excel-shim';

// The built functions.js in an Excel-like runtime: a settings read that failed once is tried again, and the pane's
// status shows what the memory cache holds.

const OCTOBER_1 = 46_296; // 2026-10-01 as an Excel serial number
const OCTOBER_7 = 46_302;

let sandbox: Sandbox;
let excel: LoadedFunctions;

beforeAll(async () => {
  sandbox = await start({ today: '2026-11-01' });
});
afterAll(async () => {
  await sandbox?.close();
});
beforeEach(() => {
  sandbox.requests.clear();
  sandbox.resetLimits();
  excel = loadFunctionsScript({
    SV_TOKEN: sandbox.tokens.full,
    SV_GATEWAY_URL: sandbox.v3Url,
    SV_V1_URL: sandbox.v1Url,
  });
});

const keywords = (end = OCTOBER_7) => excel.call('KEYWORDS', 101, OCTOBER_1, end, null, null);

describe('Excel runtime settings read', () => {
  it('reports a failed settings read in the cell, sends nothing, and reads again on the next calculation', async () => {
    excel.failStorageReads(1);
    const failure = await keywords().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShimExcelError);
    expect(failure).toMatchObject({ code: '#VALUE!', message: expect.stringMatching(/settings.*try again/i) });
    expect(excel.sent).toHaveLength(0);

    const grid = (await keywords()) as unknown[][];
    expect(grid[0]).toContain('keyword_id');
    expect(grid.length).toBeGreaterThan(1);
    expect(excel.sent).toHaveLength(1);
  });

  it('keeps settings it read successfully, so a later storage hiccup does not fail a calculation', async () => {
    await keywords();
    excel.failStorageReads(3);
    const grid = (await keywords(OCTOBER_7 - 1)) as unknown[][];
    expect(grid.length).toBeGreaterThan(1);
    expect(excel.sent).toHaveLength(2);
  });
});

describe('Excel runtime cache status', () => {
  it('shows the cached answers and the memory they hold, both zero after Refresh', async () => {
    expect(excel.runtime().status()).toMatchObject({ cachedEntries: 0, cachedBytes: 0 });
    await keywords();
    const { cachedEntries, cachedBytes } = excel.runtime().status();
    // The service's answer and the finished table beside it.
    expect(cachedEntries).toBe(2);
    // The sandbox's answer for a week of keywords is a few kilobytes of JSON, two bytes per character in memory.
    expect(cachedBytes).toBeGreaterThan(1000);
    excel.runtime().clearCache();
    expect(excel.runtime().status()).toMatchObject({ cachedEntries: 0, cachedBytes: 0 });
  });

  it('keeps a whole 25,000-keyword pull within its 64 MB, so recalculating it sends nothing', async () => {
    const large = CAMPAIGNS.find((campaign) => campaign.keywordCount === 25_000);
    if (!large) throw new Error('the sandbox has no campaign of 25,000 keywords');
    // Narrowed to two columns so the table fits what Excel accepts from a function; every page is still read.
    const pull = () => excel.call('KEYWORDS', large.id, OCTOBER_1, OCTOBER_7, null, 'columns=keyword_id,keyword');
    const first = (await pull()) as unknown[][];
    expect(first).toHaveLength(25_001);
    const sentForThePull = excel.sent.length;
    expect(excel.runtime().status().cachedBytes).toBeLessThanOrEqual(64 * 1024 * 1024);

    const again = (await pull()) as unknown[][];
    expect(again).toEqual(first);
    expect(excel.sent.length).toBe(sentForThePull);
  }, 120_000);
});
