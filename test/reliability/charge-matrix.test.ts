/**
 * Charge matrix: keywords are charged, so no formula may ever send the import, and each confirmed Add keywords action
 * sends it exactly once. Through the built bundles of both hosts (Sheets: dist/ in the Apps Script harness; Excel:
 * functions.js in its runtime shim) against the sandbox, whose request log counts the POSTs to the import:
 * - every registry function, called as a formula: no POST (and no request other than GET);
 * - each condition that used to defeat the old cache-based guard (recalculation, cache clear, eviction, expiry, two
 *   cells or clicks at once, Refresh now, the scheduled run, a restarted runtime): the preview formula sends none,
 *   the confirmed action exactly one, and the same list again is refused until the second confirmation, which names
 *   the earlier import;
 * - each failure that leaves the outcome unknown (timeout, 5xx, reset, an answer without an import id): exactly one
 *   POST, no retry, a message saying the import may have happened and where to check, and a resend refused without
 *   the second confirmation; a clear 4xx says nothing was imported;
 * - the ledger's own promise: an answer with an implausible import id (7,900 digits) is ambiguous and leaves every
 *   earlier entry in place; lists that differ only in Unicode form (NFC or NFD accents, zero-width characters, a byte
 *   order mark, any default-ignorable code point: soft hyphen, word joiner, bidi marks, a variation selector...) are
 *   one list, in both hosts and in `sv`'s preview, and the invisible character is not sent; storage too full to
 *   record the attempt stops it before anything is sent.
 */
import { runInContext } from 'node:vm';
import { FUNCTIONS } from '@sv/core';
import { sv } from '../../packages/cli/test/support/run-sv';
import { type LoadedFunctions, loadFunctionsScript, type ScriptOptions } from '../excel/helpers/excel-shim';
import { type ExampleSources, exampleArgs } from '../sheets/examples';
import { SyncService } from '../sheets/fakes/sync-service';
import { AddOn } from '../sheets/harness';

/** The runtime's Add keywords actions as the task pane reaches them (packages/excel/src/runtime/keyword-import.ts). */
interface KeywordImportActions {
  review(request: Record<string, unknown>): Promise<{ earlierStamp: string | null }>;
  add(request: Record<string, unknown>, confirmation: { charged: boolean; repeatOf?: string | null }): Promise<string>;
}

const IMPORT_PATH = '/v3/rank-tracker/v3.0/keywords/import';
/** Imports add keywords once they complete, so they go to a campaign no other example reads. */
const CAMPAIGN = 105;
const TIME_ZONE = 'Europe/Berlin';
const SEVEN_HOURS_MS = 7 * 60 * 60 * 1000;

let service: SyncService;

beforeAll(async () => {
  // The Sheets add-ons pace and back off on the clock they share with the sandbox thread, not in real time: the cases
  // count requests, not time. No rate limit: the Excel add-in's pacing does not pass in real time for the formulas
  // (see below), so a burst of a formula's pages could meet a real-time 429 and end in the rate limit's message.
  service = await SyncService.start({ importDurationMs: 0, ratePerSecond: 0 }, { virtualTime: true });
});
afterAll(async () => {
  await service.close();
});
beforeEach(() => {
  service.clearFaults();
  service.resetLimits();
  service.clearRequests();
});

const posts = () =>
  service.requests().filter((request) => request.method === 'POST' && request.path === IMPORT_PATH).length;
const nonGets = () => service.requests().filter((request) => request.method !== 'GET');

let listNumber = 0;
/** A keyword list no other case sends, so each case starts with an empty ledger entry. */
function freshKeywords(): string {
  listNumber += 1;
  return `charge matrix ${listNumber} alpha, Charge  Matrix ${listNumber} BETA`;
}

// ---------------------------------------------------------------------------------------------------------------
// The two hosts, driven the way a user drives them.

interface Attempt {
  ok: boolean;
  message: string;
}

interface HostUnderTest {
  name: 'Sheets' | 'Excel';
  /** Every preview formula of the workbook, evaluated as the host evaluates cells. */
  recalculate(): Promise<void>;
  /** Puts a preview formula of `keywords` into the workbook (a second one with other options for "two cells"). */
  addPreview(keywords: string, options?: string): Promise<unknown>;
  /** The confirmed action; `repeat` also confirms sending a list the ledger already knows. */
  add(keywords: string, repeat?: boolean, groupIds?: string): Promise<Attempt>;
}

function sheetsHost(): HostUnderTest & { addOn: AddOn } {
  const addOn = new AddOn({ service, timeZone: TIME_ZONE });
  addOn.useToken(service.info.tokens.full);
  let cells = 0;
  const formulas: { a1: string; formula: string; evaluate: () => unknown }[] = [];
  const attempt = (input: Record<string, unknown>): Attempt => {
    try {
      return { ok: true, message: String(addOn.run('svAddKeywords', input)) };
    } catch (error) {
      return { ok: false, message: (error as Error).message };
    }
  };
  return {
    name: 'Sheets',
    addOn,
    async recalculate() {
      for (const { a1 } of formulas) addOn.spreadsheet.dirty.add(dirtyKey(addOn, a1));
      addOn.recalculate();
    },
    async addPreview(keywords, options = '') {
      cells += 1;
      const a1 = `A${cells * 10}`;
      const formula = `=SV_IMPORT_KEYWORDS(${CAMPAIGN}, "${keywords}"${options ? `, "${options}"` : ''})`;
      const evaluate = () => addOn.cell('SV_IMPORT_KEYWORDS', CAMPAIGN, keywords, options);
      formulas.push({ a1, formula, evaluate });
      addOn.enterFormula(a1, formula, evaluate);
      return addOn.sheet().getRange(a1).getValue();
    },
    async add(keywords, repeat = false, groupIds = '') {
      const input = { campaignId: CAMPAIGN, keywords, groupIds };
      let repeatOf: string | null = null;
      if (repeat) {
        const review = addOn.run('svReviewKeywordImport', input) as { earlierStamp: string | null };
        repeatOf = review.earlierStamp;
      }
      return attempt({ ...input, charged: true, repeatOf });
    },
  };
}

/** The harness marks a cell dirty by sheet index and row,column; a dirty formula is recalculated. */
function dirtyKey(addOn: AddOn, a1: string): string {
  const range = addOn.sheet().getRange(a1) as unknown as { row: number; column: number };
  return `0|${range.row},${range.column}`;
}

function excelHost(
  storage: Record<string, string> = {},
  options: ScriptOptions = {},
): HostUnderTest & { excel: LoadedFunctions } {
  const excel = loadFunctionsScript(
    {
      SV_TOKEN: service.info.tokens.full,
      SV_GATEWAY_URL: service.info.v3Url,
      SV_V1_URL: service.info.v1Url,
      ...storage,
    },
    [],
    options,
  );
  const cells: [string, string][] = [];
  const actions = () => (excel.runtime() as unknown as { keywordImport: KeywordImportActions }).keywordImport;
  const preview = (keywords: string, options: string) =>
    excel.call('IMPORT_KEYWORDS', CAMPAIGN, keywords, options || null);
  return {
    name: 'Excel',
    excel,
    async recalculate() {
      await Promise.all(cells.map(([keywords, options]) => preview(keywords, options)));
    },
    addPreview(keywords, options = '') {
      cells.push([keywords, options]);
      return preview(keywords, options);
    },
    async add(keywords, repeat = false, groupIds = '') {
      const request = { campaignId: CAMPAIGN, keywords, groupIds };
      try {
        const repeatOf = repeat ? (await actions().review(request)).earlierStamp : null;
        return { ok: true, message: await actions().add(request, { charged: true, repeatOf }) };
      } catch (error) {
        return { ok: false, message: (error as Error).message };
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Conditions that must change nothing about charges.

interface Condition {
  name: string;
  hosts: ('Sheets' | 'Excel')[];
  apply(host: ReturnType<typeof sheetsHost> | ReturnType<typeof excelHost>): Promise<void> | void;
}

const asSheets = (host: unknown) => host as ReturnType<typeof sheetsHost>;
const asExcel = (host: unknown) => host as ReturnType<typeof excelHost>;

const CONDITIONS: Condition[] = [
  { name: 'recalculation', hosts: ['Sheets', 'Excel'], apply: () => undefined },
  {
    name: 'cache clear',
    hosts: ['Sheets', 'Excel'],
    apply(host) {
      if (host.name === 'Sheets') asSheets(host).addOn.cache.documentCache.entries.clear();
      else asExcel(host).excel.runtime().clearCache();
    },
  },
  {
    name: 'eviction (the cache full of other answers)',
    hosts: ['Sheets'],
    apply(host) {
      const cache = asSheets(host).addOn.cache.documentCache;
      for (let index = 0; index < 1200; index += 1) cache.put(`other-${index}`, 'x', 600);
    },
  },
  {
    name: 'expiry (7 hours later)',
    hosts: ['Sheets', 'Excel'],
    apply(host) {
      if (host.name === 'Sheets') asSheets(host).addOn.runtime.cacheClockOffsetMs += SEVEN_HOURS_MS;
      else {
        moveClock(asExcel(host).excel, SEVEN_HOURS_MS);
        expect(asExcel(host).excel.runtime().status().cachedEntries).toBe(0);
      }
    },
  },
  {
    name: 'Refresh now',
    hosts: ['Sheets', 'Excel'],
    apply(host) {
      if (host.name === 'Sheets') asSheets(host).addOn.menu('svRefreshNow');
      else asExcel(host).excel.runtime().clearCache();
    },
  },
  {
    name: 'scheduled run (time-driven trigger)',
    hosts: ['Sheets'],
    apply(host) {
      const { addOn } = asSheets(host);
      addOn.run('svSaveSchedule', { every: 'hour' });
      const trigger = addOn.scriptApp.triggers[0];
      if (!trigger) throw new Error('no trigger was created');
      addOn.fire(trigger.getUniqueId());
    },
  },
  {
    name: 'restarted runtime (workbook reopened)',
    hosts: ['Excel'],
    apply: () => undefined,
  },
];

const CASES = CONDITIONS.flatMap((condition) =>
  condition.hosts.map((hostName) => [hostName, condition.name, condition] as const),
);

function newHost(name: 'Sheets' | 'Excel', excelOptions: ScriptOptions = {}) {
  return name === 'Sheets' ? sheetsHost() : excelHost({}, excelOptions);
}

describe('charge matrix', () => {
  describe('every registry function as a formula sends no POST', () => {
    let sheets: ReturnType<typeof sheetsHost>;
    let excel: ReturnType<typeof excelHost>;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
    const startedImports = new Map<string, number>();
    const sources: ExampleSources = {
      today,
      discover(name, args, column) {
        const grid = sheets.addOn.cell(name, ...args) as unknown[][];
        const header = (grid[0] ?? []) as string[];
        const index = header.findIndex((title) => (typeof column === 'string' ? title === column : column.test(title)));
        return grid.slice(1).find((row) => index >= 0 && row[index] !== '')?.[index];
      },
      startImport(campaignId, keywords) {
        const key = `${campaignId}|${keywords}`;
        const known = startedImports.get(key);
        if (known !== undefined) return known;
        const message = String(sheets.addOn.run('svAddKeywords', { campaignId, keywords, charged: true }));
        const id = Number(/^Import (\d+) started/.exec(message)?.[1]);
        startedImports.set(key, id);
        return id;
      },
    };
    beforeAll(() => {
      // Excel paces its requests (10 a second) and backs off by moving its script's clock, as Sheets does on the
      // service's: the 71 formulas ask where requests go, not how long they take.
      sheets = sheetsHost();
      excel = excelHost({}, { virtualWaits: true });
    });

    it.each(FUNCTIONS.map((fn) => [fn.name, fn] as const))('%s in Sheets and Excel', async (_name, fn) => {
      const args = exampleArgs(fn, { dates: 'text', emptyOptionals: 'missing', dateCell: sheets.addOn.date, sources });
      service.clearRequests();
      // Each call gives its table (read from the service or the cache): the formula really ran.
      expect(Array.isArray(sheets.addOn.cell(`SV_${fn.name}`, ...args))).toBe(true);
      const excelArgs = fn.params.map((_, index) =>
        args[index] === undefined || args[index] === '' ? null : args[index],
      );
      expect(Array.isArray(await excel.excel.call(fn.name, ...excelArgs))).toBe(true);
      expect(nonGets()).toEqual([]);
    });

    it.each([
      ['a confirm date of today', 'today'],
      ["today's date", today],
      ['"now"', 'now'],
    ])('an old IMPORT_KEYWORDS formula with %s imports nothing in either host', async (_, confirm) => {
      expect(() => sheets.addOn.cell('SV_IMPORT_KEYWORDS', CAMPAIGN, 'old formula keyword', confirm)).toThrow(
        /options/,
      );
      // Excel passes the declared arguments only, so the old confirm lands in options there too.
      await expect(excel.excel.call('IMPORT_KEYWORDS', CAMPAIGN, 'old formula keyword', confirm)).rejects.toMatchObject(
        {
          message: expect.stringMatching(/^options/),
        },
      );
      expect(posts()).toBe(0);
    });
  });

  describe('conditions: 0 POSTs from the preview, exactly 1 per confirmed action, a repeat needs the second confirmation', () => {
    it.each(CASES)('%s: %s', async (hostName, _conditionName, condition) => {
      let host = newHost(hostName);
      const keywords = freshKeywords();
      const shown = await host.addPreview(keywords);
      if (host.name === 'Sheets') expect(String(shown)).not.toBe('#ERROR!');
      await host.addPreview(keywords, 'headers=FALSE');
      expect(posts()).toBe(0);

      const first = await host.add(keywords);
      expect(first).toMatchObject({ ok: true, message: expect.stringMatching(/^Import \d+ started/) });
      const importId = /^Import (\d+)/.exec(first.message)?.[1];
      expect(posts()).toBe(1);

      await condition.apply(host);
      if (condition.name.startsWith('restarted')) {
        host = excelHost(Object.fromEntries(asExcel(host).excel.storage));
        await host.addPreview(keywords);
      }
      await host.recalculate();
      expect(posts()).toBe(1);

      const again = await host.add(keywords.toUpperCase());
      expect(again.ok).toBe(false);
      expect(again.message).toMatch(new RegExp(`already sent to campaign ${CAMPAIGN} on .*import id ${importId}`));
      expect(again.message).toMatch(/Nothing was sent/);
      expect(posts()).toBe(1);

      const confirmed = await host.add(keywords, true);
      if (host.name === 'Sheets' && !confirmed.ok) {
        // Confirmed, the repeat meets the Sheets check of what the campaign tracks: where the campaign's keyword list
        // is read afresh, it holds every keyword the first import added, so a second would add nothing and nothing is
        // sent. A list still cached from before the import lets the confirmed repeat go, as in Excel.
        expect(confirmed.message).toMatch(/already tracks all 2 keywords.*nothing was sent/);
        expect(posts()).toBe(1);
      } else {
        expect(confirmed).toMatchObject({ ok: true, message: expect.stringMatching(/^Import \d+ started/) });
        expect(posts()).toBe(2);
      }
    });

    it.each([
      ['a first import (two clicks at once)', 'import', /^Another keyword import is being sent.*Nothing was sent/],
      [
        'a refresh',
        'refresh',
        /^A refresh of this spreadsheet \(Refresh now or its schedule\) is running\. Nothing was sent/,
      ],
      ['an execution that did not say what it is', null, /^Another Search Visibility action.*Nothing was sent/],
    ])(
      'Sheets: while %s holds the document lock, the import sends nothing and names the holder',
      async (_case, holder, message) => {
        const host = sheetsHost();
        host.addOn.locks.documentLock.heldElsewhere = true;
        if (holder) host.addOn.cache.documentCache.put('SV_LOCK_HOLDER', holder, 600);
        const blocked = await host.add(freshKeywords());
        expect(blocked).toMatchObject({ ok: false, message: expect.stringMatching(message) });
        expect(posts()).toBe(0);
      },
    );

    it('Sheets: the action typed into a cell as a custom function sends nothing (a cell cannot write the ledger)', () => {
      const host = sheetsHost();
      const input = { campaignId: CAMPAIGN, keywords: freshKeywords(), charged: true };
      expect(() => host.addOn.cell('svAddKeywords', input)).toThrow();
      expect(posts()).toBe(0);
    });

    it('Excel: two clicks at once send one POST; the second is refused as a repeat', async () => {
      const host = excelHost();
      const keywords = freshKeywords();
      const [one, two] = await Promise.all([host.add(keywords), host.add(keywords)]);
      expect([one?.ok, two?.ok].sort()).toEqual([false, true]);
      expect(posts()).toBe(1);
    });
  });

  describe('failures: exactly one POST, never retried; an ambiguous one says the import may have happened', () => {
    interface Failure {
      name: string;
      ambiguous: boolean;
      /** Switches the failure on for the host; the sandbox's faults match the import's POST only. */
      arm(host: ReturnType<typeof sheetsHost> | ReturnType<typeof excelHost>): void;
    }
    const fault = (spec: Record<string, unknown>) => () => {
      service.addFault({ ...spec, path: IMPORT_PATH, method: 'POST' });
    };
    const FAILURES: Failure[] = [
      { name: 'timeout', ambiguous: true, arm: timeOutAfterArrival },
      { name: '500', ambiguous: true, arm: fault({ kind: 'status', status: 500 }) },
      { name: '502 HTML page', ambiguous: true, arm: fault({ kind: 'html', status: 502 }) },
      { name: '503', ambiguous: true, arm: fault({ kind: 'status', status: 503 }) },
      { name: 'reset', ambiguous: true, arm: fault({ kind: 'reset' }) },
      { name: 'truncated answer', ambiguous: true, arm: fault({ kind: 'truncated' }) },
      { name: 'malformed answer', ambiguous: true, arm: fault({ kind: 'malformed-json' }) },
      { name: '429 rate limit', ambiguous: false, arm: fault({ kind: 'rate-limit' }) },
      { name: '404 (unknown group)', ambiguous: false, arm: () => undefined },
    ];
    const cases = FAILURES.flatMap((failure) =>
      (['Sheets', 'Excel'] as const).map((host) => [host, failure.name, failure] as const),
    );

    it.each(cases)('%s: %s', async (hostName, failureName, failure) => {
      const host = newHost(hostName);
      const keywords = freshKeywords();
      failure.arm(host);
      const groupIds = failureName.startsWith('404') ? '999999' : '';
      const result = await host.add(keywords, false, groupIds);
      expect(result.ok).toBe(false);
      expect(posts()).toBe(1);
      service.clearFaults();
      restoreTransport(host);

      if (failure.ambiguous) {
        expect(result.message).toMatch(/may have happened/);
        expect(result.message).toMatch(/IMPORT_STATUS/);
        expect(result.message).toMatch(/second confirmation/);
        // Recalculating, refreshing or clicking again sends nothing without the second confirmation.
        await host.addPreview(keywords);
        await host.recalculate();
        const again = await host.add(keywords);
        expect(again).toMatchObject({ ok: false, message: expect.stringMatching(/outcome is unknown/) });
        expect(posts()).toBe(1);
      } else {
        expect(result.message).toMatch(/^Nothing was imported/);
        const again = await host.add(keywords);
        expect(again.ok).toBe(true);
        expect(posts()).toBe(2);
      }
    });
  });

  describe('the ledger keeps its promise: long ids, Unicode forms, full storage', () => {
    const HOSTS = ['Sheets', 'Excel'] as const;

    it.each(HOSTS)(
      '%s: an answer with a 7,900-digit import id is ambiguous, and the ten lists sent before it stay guarded',
      async (hostName) => {
        // Eleven imports in a row: the add-in's waits between them move its script's clock (the case asks what the
        // ledger keeps, not how long the imports take).
        const host = newHost(hostName, { virtualWaits: true });
        const earlier = Array.from({ length: 10 }, () => freshKeywords());
        const refused: string[] = [];
        for (const keywords of earlier) {
          const added = await host.add(keywords);
          if (!added.ok) refused.push(added.message);
        }
        expect(refused).toEqual([]);
        expect(posts()).toBe(10);

        const long = freshKeywords();
        answerImportWith(host, JSON.stringify({ import_id: '7'.repeat(7900) }));
        const odd = await host.add(long);
        restoreTransport(host);
        expect(odd).toMatchObject({ ok: false, message: expect.stringMatching(/may have happened/) });
        expect(odd.message).not.toMatch(/7{65}/);
        expect(posts()).toBe(11);

        for (const keywords of [...earlier, long]) {
          const again = await host.add(keywords);
          expect(again).toMatchObject({ ok: false, message: expect.stringMatching(/already sent to campaign/) });
        }
        expect(posts()).toBe(11);
      },
    );

    const FORMS = [
      ['NFC vs NFD accents', (n: number) => `caf\u00e9 cr\u00e8me ${n}`, (n: number) => `cafe\u0301 cre\u0300me ${n}`],
      ['a zero-width space', (n: number) => `running shoes ${n}`, (n: number) => `run\u200Bning shoes ${n}`],
      ['a byte order mark', (n: number) => `trail shoes ${n}`, (n: number) => `tra\uFEFFil shoes ${n}`],
      ['zero-width joiners', (n: number) => `hiking boots ${n}`, (n: number) => `hi\u200Dking bo\u200Cots ${n}`],
    ] as const;
    const formCases = FORMS.flatMap(([name, first, second]) =>
      HOSTS.map((hostName) => [hostName, name, first, second] as const),
    );

    it.each(formCases)(
      '%s: lists that differ only by %s are one list (the second needs the second confirmation)',
      async (hostName, _name, first, second) => {
        const host = newHost(hostName);
        listNumber += 1;
        expect((await host.add(first(listNumber))).ok).toBe(true);
        const again = await host.add(second(listNumber));
        expect(again).toMatchObject({ ok: false, message: expect.stringMatching(/already sent to campaign/) });
        expect(posts()).toBe(1);
      },
    );

    /**
     * Default-ignorable code points a paste may carry and no one sees (issue 30, item 8): each, inside a word, makes
     * no new list. The first list sent holds the character, so the request's body shows whether it was dropped
     * before sending; the same list without it is then a repeat.
     */
    const IGNORABLES = [
      ['U+00AD soft hyphen', '\u00AD'],
      ['U+2060 word joiner', '\u2060'],
      ['U+034F combining grapheme joiner', '\u034F'],
      ['U+200E left-to-right mark', '\u200E'],
      ['U+200F right-to-left mark', '\u200F'],
      ['U+061C Arabic letter mark', '\u061C'],
      ['U+180E Mongolian vowel separator', '\u180E'],
      ['U+2063 invisible separator', '\u2063'],
      ['U+FE0F variation selector-16', '\uFE0F'],
    ] as const;
    const withInvisible = (character: string, n: number) => `ru${character}nning sho${character}es ${n}`;
    const ignorableCases = IGNORABLES.flatMap(([name, character]) =>
      HOSTS.map((hostName) => [hostName, name, character] as const),
    );

    it.each(ignorableCases)(
      '%s: a list that differs only by %s is charged once, and the character is not sent',
      async (hostName, _name, character) => {
        const host = newHost(hostName);
        listNumber += 1;
        const bodies = capturePostBodies(host);
        expect((await host.add(withInvisible(character, listNumber))).ok).toBe(true);
        restoreTransport(host);
        expect(bodies).toHaveLength(1);
        expect(bodies[0]).toContain(`running shoes ${listNumber}`);
        expect(bodies[0]).not.toContain(character);
        const again = await host.add(`Running shoes ${listNumber}`);
        expect(again).toMatchObject({ ok: false, message: expect.stringMatching(/already sent to campaign/) });
        expect(posts()).toBe(1);
      },
    );

    it.each(IGNORABLES)(
      'sv: the preview of a list holding a keyword with and without %s shows one keyword and sends nothing',
      async (_name, character) => {
        listNumber += 1;
        const run = await sv(
          ['import-keywords', String(CAMPAIGN), `${withInvisible(character, listNumber)}, running shoes ${listNumber}`],
          {
            env: {
              SV_TOKEN: service.info.tokens.full,
              SV_GATEWAY_URL: service.info.v3Url,
              SV_V1_URL: service.info.v1Url,
            },
          },
        );
        expect(run.code).toBe(0);
        const rows = run.stdout.trim().split('\n').slice(1);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toContain(`running shoes ${listNumber}`);
        expect(run.stdout).not.toContain(character);
        expect(nonGets()).toEqual([]);
      },
    );

    const STORAGE_FAULTS = [
      ['full storage', fillStorage, /^Nothing was sent: .*storage is full/s],
      ['a ledger that cannot be read', breakLedgerReads, /^Nothing was sent: the import ledger could not be read/],
    ] as const;
    const storageCases = STORAGE_FAULTS.flatMap(([fault, apply, message]) =>
      HOSTS.map((hostName) => [hostName, fault, apply, message] as const),
    );

    it.each(storageCases)(
      '%s: %s stops the import before it is sent, and says nothing was sent',
      async (hostName, _fault, apply, message) => {
        const host = newHost(hostName);
        apply(host);
        const result = await host.add(freshKeywords());
        expect(result.ok).toBe(false);
        expect(result.message).toMatch(message);
        expect(result.message).not.toMatch(/Unexpected problem|report it/i);
        expect(posts()).toBe(0);
      },
    );
  });
});

/** Every read of the import ledger fails, as a storage that is busy or damaged does. */
function breakLedgerReads(host: ReturnType<typeof sheetsHost> | ReturnType<typeof excelHost>): void {
  const refuse = (key: string) => {
    if (key === 'SV_IMPORT_LEDGER') throw new Error('Exception: Service unavailable: Properties');
  };
  if (host.name === 'Sheets') {
    const store = asSheets(host).addOn.store('document');
    const getProperty = store.getProperty.bind(store);
    store.getProperty = (key: string) => {
      refuse(key);
      return getProperty(key);
    };
    return;
  }
  const storage = asExcel(host).excel.storage;
  const get = storage.get.bind(storage);
  storage.get = (key: string) => {
    refuse(key);
    return get(key);
  };
}

/**
 * Every answer to the import carries `body` (status 200), as a service that answers something odd; other requests
 * are answered as before. restoreTransport undoes it.
 */
function answerImportWith(host: ReturnType<typeof sheetsHost> | ReturnType<typeof excelHost>, body: string): void {
  if (host.name === 'Sheets') {
    const context = asSheets(host).addOn.context as { UrlFetchApp: { fetchAll(requests: unknown[]): unknown[] } };
    const real = context.UrlFetchApp;
    originalTransports.set(host, real);
    const odd = { getResponseCode: () => 200, getAllHeaders: () => ({}), getContentText: () => body };
    context.UrlFetchApp = {
      ...real,
      fetchAll(requests: unknown[]) {
        const answers = real.fetchAll(requests);
        return answers.map((answer, index) =>
          String((requests[index] as { method?: string }).method).toLowerCase() === 'post' ? odd : answer,
        );
      },
    };
    return;
  }
  const context = asExcel(host).excel.context as { fetch: (url: string, init?: RequestInit) => Promise<Response> };
  const real = context.fetch;
  originalTransports.set(host, real);
  context.fetch = async (url, init) => {
    const response = await real(url, init);
    if ((init?.method ?? 'GET') !== 'POST') return response;
    await response.text();
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/** The bodies of the POSTs the host sends from now on (until restoreTransport), as they leave it. */
function capturePostBodies(host: ReturnType<typeof sheetsHost> | ReturnType<typeof excelHost>): string[] {
  const bodies: string[] = [];
  if (host.name === 'Sheets') {
    const context = asSheets(host).addOn.context as { UrlFetchApp: { fetchAll(requests: unknown[]): unknown[] } };
    const real = context.UrlFetchApp;
    originalTransports.set(host, real);
    context.UrlFetchApp = {
      ...real,
      fetchAll(requests: unknown[]) {
        for (const request of requests as { method?: string; payload?: unknown }[]) {
          if (String(request.method).toLowerCase() === 'post') bodies.push(String(request.payload));
        }
        return real.fetchAll(requests);
      },
    };
    return bodies;
  }
  const context = asExcel(host).excel.context as { fetch: (url: string, init?: RequestInit) => Promise<Response> };
  const real = context.fetch;
  originalTransports.set(host, real);
  context.fetch = (url, init) => {
    if (init?.method === 'POST') bodies.push(String(init.body));
    return real(url, init);
  };
  return bodies;
}

/** The host's persistent store full: Sheets' Document Properties at their 500 kB, Excel's storage refusing writes. */
function fillStorage(host: ReturnType<typeof sheetsHost> | ReturnType<typeof excelHost>): void {
  if (host.name === 'Sheets') {
    const values = asSheets(host).addOn.store('document').values;
    for (let index = 0; values.size < 70 && index < 70; index += 1)
      values.set(`other-script-${index}`, 'x'.repeat(8000));
    return;
  }
  const storage = asExcel(host).excel.storage;
  const set = storage.set.bind(storage);
  storage.set = (key: string, value: string) => {
    if (key === 'SV_IMPORT_LEDGER') {
      throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    }
    return set(key, value);
  };
}

/** Moves the Excel runtime's clock (it reads Date.now of its global scope), so every cached answer has expired. */
function moveClock(excel: LoadedFunctions, ms: number): void {
  const context = excel.context as { Date: DateConstructor };
  const real = runInContext('Date', excel.context) as DateConstructor;
  context.Date = new Proxy(real, {
    get: (target, property) => (property === 'now' ? () => target.now() + ms : Reflect.get(target, property)),
    construct: (target, args: unknown[]) =>
      args.length === 0
        ? new target(target.now() + ms)
        : new (target as unknown as new (...a: unknown[]) => Date)(...args),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A timeout after the request arrived (the worst case: the import happened, the answer was lost).

const originalTransports = new WeakMap<object, unknown>();

function timeOutAfterArrival(host: ReturnType<typeof sheetsHost> | ReturnType<typeof excelHost>): void {
  if (host.name === 'Sheets') {
    const context = asSheets(host).addOn.context as { UrlFetchApp: { fetchAll(requests: unknown[]): unknown[] } };
    const real = context.UrlFetchApp;
    originalTransports.set(host, real);
    context.UrlFetchApp = {
      ...real,
      fetchAll(requests: unknown[]) {
        const answers = real.fetchAll(requests);
        if (requests.some((request) => String((request as { method?: string }).method).toLowerCase() === 'post')) {
          throw new Error(`Exception: Timeout: ${service.info.v3Url}${IMPORT_PATH.slice(3)}`);
        }
        return answers;
      },
    };
    return;
  }
  const context = asExcel(host).excel.context as { fetch: (url: string, init?: RequestInit) => Promise<Response> };
  const real = context.fetch;
  originalTransports.set(host, real);
  context.fetch = async (url, init) => {
    const response = await real(url, init);
    if ((init?.method ?? 'GET') !== 'POST') return response;
    await response.text();
    throw Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
  };
}

function restoreTransport(host: ReturnType<typeof sheetsHost> | ReturnType<typeof excelHost>): void {
  const real = originalTransports.get(host);
  if (real === undefined) return;
  if (host.name === 'Sheets') (asSheets(host).addOn.context as { UrlFetchApp: unknown }).UrlFetchApp = real;
  else (asExcel(host).excel.context as { fetch: unknown }).fetch = real;
}
