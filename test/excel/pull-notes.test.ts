/// <reference types="office-js" />
/// <reference types="office-runtime" />
/// <reference types="custom-functions-runtime" />
/**
 * The notes of the last pulls in the Excel runtime's status, which the task pane shows under Notes: a pull told a note
 * (a count that disagrees with the pages, beside a complete table) lists it with its call; the same call pulled again
 * without one, or failing, takes it off; a pull told nothing lists nothing. The note is told here by wrapping the
 * registry function's `run` (the paging engine tells it in earnest).
 */
import { type FunctionDef, findFunction, type PreparedCall } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import { createExcelRuntime } from '../../packages/excel/src/runtime/runtime';
import type { KeyListingStorage } from '../../packages/excel/src/runtime/settings-store';

type Session = Parameters<PreparedCall['run']>[0];

const NOTE = "the campaign's count says 2,500 keywords; the service listed 2,345 for 2026-10-01 to 2026-10-31";
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await start({ today: '2026-11-20', latency: { fixedMs: 0, jitterMs: 0 }, ratePerSecond: 0 });
});
afterAll(() => sandbox.close());
afterEach(() => jest.restoreAllMocks());

/** CAMPAIGNS, whose pull tells the session `told` (a fresh list each pull). */
function tellingNotes(told: () => readonly string[]) {
  const def = findFunction('CAMPAIGNS') as FunctionDef;
  const prepare = def.prepare.bind(def);
  jest.spyOn(def, 'prepare').mockImplementation((raw, coerce) => {
    const call = prepare(raw, coerce);
    return {
      ...call,
      *run(session: Session) {
        for (const text of told()) session.note?.(text);
        return yield* call.run(session);
      },
    };
  });
}

function memoryStorage(): KeyListingStorage {
  const items = new Map<string, string>();
  return {
    getItem: async (key) => items.get(key) ?? null,
    setItem: async (key, value) => {
      items.set(key, value);
    },
    removeItem: async (key) => {
      items.delete(key);
    },
    getKeys: async () => [...items.keys()],
  };
}

function runtime(token = sandbox.tokens.full) {
  const settings = { token, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url };
  const storage = memoryStorage();
  return createExcelRuntime({
    fetch: (url, init) => fetch(url, init),
    mode: Promise.resolve('preview'),
    settingsStore: () => ({ load: async () => settings, save: async () => {} }),
    storage: () => storage,
  });
}

describe('the notes of the last pulls in the Excel runtime status', () => {
  test('a pull told nothing lists nothing', async () => {
    tellingNotes(() => []);
    const excel = runtime();
    await excel.customFunction('CAMPAIGNS')(null, {});
    expect(excel.status().pullNotes).toEqual([]);
  });

  test('a pull with a note lists it with its call, and a cached repeat keeps it', async () => {
    let told: readonly string[] = [NOTE, NOTE];
    tellingNotes(() => told);
    const excel = runtime();
    const first = await excel.customFunction('CAMPAIGNS')(null, {});
    const [shown, ...others] = excel.status().pullNotes;
    expect(others).toEqual([]);
    expect(shown?.call).toBe('SV.CAMPAIGNS()');
    expect(shown?.notes).toEqual([NOTE]);
    expect(Number.isNaN(Date.parse(shown?.at ?? ''))).toBe(false);

    // A recalculation served from the cache: the table keeps the notes of the pull that made it.
    told = [];
    const before = sandbox.requests.length;
    expect(await excel.customFunction('CAMPAIGNS')(null, {})).toEqual(first);
    expect(sandbox.requests.length).toBe(before);
    expect(excel.status().pullNotes.map((pull) => pull.notes)).toEqual([[NOTE]]);

    // Refresh data: pulled afresh, told nothing, the note goes.
    excel.clearCache();
    await excel.customFunction('CAMPAIGNS')(null, {});
    expect(sandbox.requests.length).toBeGreaterThan(before);
    expect(excel.status().pullNotes).toEqual([]);
  });

  test('a failed pull of the same call takes its note off; the token never shows', async () => {
    tellingNotes(() => [`${NOTE} (${sandbox.tokens.full})`]);
    const excel = runtime();
    await excel.customFunction('CAMPAIGNS')(null, {});
    expect(JSON.stringify(excel.status().pullNotes)).not.toContain(sandbox.tokens.full);
    expect(excel.status().pullNotes).toHaveLength(1);
    sandbox.faults.add({ kind: 'status', status: 500, times: 10 });
    excel.clearCache();
    await expect(excel.customFunction('CAMPAIGNS')(null, {})).rejects.toBeDefined();
    sandbox.faults.clear();
    expect(excel.status().pullNotes).toEqual([]);
  });
});
