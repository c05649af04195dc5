import { type Sandbox, start } from '@sv/sandbox';
import { type LoadedFunctions, loadFunctionsScript, ShimExcelError } from './helpers/excel-shim';

// Two open workbooks are two runtimes of the built functions.js over one OfficeRuntime.storage (per add-in and
// user): settings saved in one workbook's pane reach the cells of the other without reopening it.

const OCTOBER_1 = 46_296; // 2026-10-01 as an Excel serial number
const OCTOBER_7 = 46_302;
const REVOKED_TOKEN = 'a-token-that-was-regenerated';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await start({ today: '2026-11-01', ratePerSecond: 0 });
});
afterAll(async () => {
  await sandbox?.close();
});

function openWorkbooks(stored: Record<string, string>): [LoadedFunctions, LoadedFunctions] {
  const storage = new Map(Object.entries(stored));
  return [loadFunctionsScript(storage), loadFunctionsScript(storage)];
}

const keywords = (book: LoadedFunctions) => book.call('KEYWORDS', 101, OCTOBER_1, OCTOBER_7, null, null);
const tokensSent = (book: LoadedFunctions) => book.sent.map((request) => request.headers.Authorization);

describe('Excel settings saved in another open workbook', () => {
  it('a workbook that found no token uses the one saved in the other workbook at its next calculation', async () => {
    const [first, second] = openWorkbooks({});
    const before = await keywords(first).catch((error: unknown) => error);
    expect(before).toBeInstanceOf(ShimExcelError);
    expect(before).toMatchObject({ code: '#VALUE!', message: expect.stringMatching(/token/i) });

    await second.runtime().saveSettings({ token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url });

    const grid = (await keywords(first)) as unknown[][];
    expect(grid[0]).toContain('keyword_id');
    expect(grid.length).toBeGreaterThan(1);
    expect(await first.runtime().loadSettings()).toEqual({ token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url });
  });

  it('a workbook whose token was refused reads the storage again and sends the new token once', async () => {
    const [first, second] = openWorkbooks({ SV_TOKEN: REVOKED_TOKEN, SV_GATEWAY_URL: sandbox.v3Url });
    const refused = await keywords(first).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '#VALUE!' });
    expect(tokensSent(first)).toEqual([REVOKED_TOKEN]);

    await second.runtime().saveSettings({ token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url });

    const grid = (await keywords(first)) as unknown[][];
    expect(grid.length).toBeGreaterThan(1);
    // The settings it had read still held the old token: refused once more, then the stored one, and nothing else.
    expect(tokensSent(first)).toEqual([REVOKED_TOKEN, REVOKED_TOKEN, sandbox.tokens.full]);
    // Later calculations start with the new token.
    await first.call('KEYWORDS', 101, OCTOBER_1, OCTOBER_7 - 1, null, null);
    expect(tokensSent(first).slice(3)).toEqual([sandbox.tokens.full]);
  });

  it('a refused token that nobody changed is reported after one request, not retried', async () => {
    const [first] = openWorkbooks({ SV_TOKEN: REVOKED_TOKEN, SV_GATEWAY_URL: sandbox.v3Url });
    const refused = await keywords(first).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '#VALUE!' });
    expect(refused).not.toMatchObject({ message: expect.stringContaining(REVOKED_TOKEN) });
    expect(first.sent).toHaveLength(1);
  });
});
