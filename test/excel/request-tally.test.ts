/**
 * "Requests today" in the task pane counts every workbook's requests through the add-in on this computer, across
 * restarts the same day: each runtime keeps its own entry in OfficeRuntime.storage (so two workbooks counting at once
 * never overwrite each other), earlier days' entries are dropped, and counting never stops a calculation. Through the
 * built functions.js, two scripts sharing one storage being two open workbooks of one user.
 */
import { type Sandbox, start } from '@sv/sandbox';
import { loadFunctionsScript } from './helpers/excel-shim';

let sandbox: Sandbox;
let settings: Record<string, string>;

beforeAll(async () => {
  sandbox = await start({ today: '2026-11-01' });
  settings = { SV_TOKEN: sandbox.tokens.full, SV_GATEWAY_URL: sandbox.v3Url, SV_V1_URL: sandbox.v1Url };
});

afterAll(async () => {
  await sandbox?.close();
});

const utcToday = () => new Date().toISOString().slice(0, 10);
const tallyKeys = (storage: Map<string, string>) => [...storage.keys()].filter((key) => key.startsWith('SV_REQUESTS_'));

describe('requests today on this computer', () => {
  it('two open workbooks: each counts its own, and either one’s total is the sum', async () => {
    const storage = new Map(Object.entries(settings));
    const first = loadFunctionsScript(storage);
    const second = loadFunctionsScript(storage);
    await first.call('CAMPAIGNS', null);
    await second.call('GROUPS', 101, null);
    await second.call('GROUPS', 105, null);
    expect(first.sent.length).toBeGreaterThan(0);
    expect(second.sent.length).toBeGreaterThan(first.sent.length);

    // Reading a total writes that runtime's own count first.
    await expect(first.runtime().requestsOnThisComputer()).resolves.toBe(first.sent.length);
    const both = first.sent.length + second.sent.length;
    await expect(second.runtime().requestsOnThisComputer()).resolves.toBe(both);
    await expect(first.runtime().requestsOnThisComputer()).resolves.toBe(both);
    expect(tallyKeys(storage)).toHaveLength(2);
    // Each workbook's own figure is still its own.
    expect(first.runtime().status().requestsToday).toBe(first.sent.length);
    expect(second.runtime().status().requestsToday).toBe(second.sent.length);
  });

  it('a workbook opened again today adds to the day; earlier days are dropped and not counted', async () => {
    const today = utcToday();
    const storage = new Map(
      Object.entries({
        ...settings,
        [`SV_REQUESTS_${today}_earliersession`]: '7',
        'SV_REQUESTS_2020-01-31_old': '5000',
      }),
    );
    const excel = loadFunctionsScript(storage);
    await excel.call('CAMPAIGNS', null);
    await expect(excel.runtime().requestsOnThisComputer()).resolves.toBe(7 + excel.sent.length);
    expect(storage.has('SV_REQUESTS_2020-01-31_old')).toBe(false);
    expect(storage.get(`SV_REQUESTS_${today}_earliersession`)).toBe('7');
  });

  it('a burst of requests (a workbook recalculating) is written once, after the burst, not once a request', async () => {
    const storage = new Map(Object.entries(settings));
    const excel = loadFunctionsScript(storage);
    const writes: string[] = [];
    const set = storage.set.bind(storage);
    storage.set = (key, value) => {
      if (key.startsWith('SV_REQUESTS_')) writes.push(value);
      return set(key, value);
    };
    await Promise.all([
      excel.call('CAMPAIGNS', null),
      excel.call('GROUPS', 101, null),
      excel.call('GROUPS', 105, null),
      excel.call('KEYWORDS', 101, '2026-10-01', '2026-10-31', null, null),
    ]);
    expect(excel.sent.length).toBeGreaterThan(3);
    await excel.runtime().requestsOnThisComputer();
    expect(writes).toEqual([String(excel.sent.length)]);
  });

  it('a storage that refuses the count does not stop a calculation; the count is written once it accepts', async () => {
    const storage = new Map(Object.entries(settings));
    const excel = loadFunctionsScript(storage);
    excel.failStorageWrites('SV_REQUESTS_*', 1);
    const grid = (await excel.call('CAMPAIGNS', null)) as unknown[][];
    expect(grid.length).toBeGreaterThan(1);
    // The first write fails; the next reading tries again and it lands.
    await excel.runtime().requestsOnThisComputer();
    await expect(excel.runtime().requestsOnThisComputer()).resolves.toBe(excel.sent.length);
    expect(tallyKeys(storage).map((key) => storage.get(key))).toEqual([String(excel.sent.length)]);
  });

  it('a storage that cannot be read makes the total fail (the pane then shows this workbook’s count alone)', async () => {
    const excel = loadFunctionsScript(new Map(Object.entries(settings)));
    await excel.call('CAMPAIGNS', null);
    excel.failStorageReads(1);
    await expect(excel.runtime().requestsOnThisComputer()).rejects.toThrow(/not available/);
    expect(excel.runtime().status().requestsToday).toBe(excel.sent.length);
  });
});
