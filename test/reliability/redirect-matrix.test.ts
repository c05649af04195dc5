/**
 * Redirect matrix: a request that carries the token is never sent on to another host. The service (or something
 * posing as it) answers with a 30x whose Location is a collector on another port of this machine; in both hosts, run
 * from their built bundles (Sheets: dist/ in the Apps Script harness, whose UrlFetchApp fake follows redirects when
 * asked to, as Apps Script does; Excel: functions.js in its shim over Node's fetch), the collector must receive
 * nothing (it is a second sandbox in its own thread: the Sheets harness blocks this one while UrlFetchApp runs, so a
 * server here could never answer a followed redirect) and the user must get a clear error naming the other host. Also the loopback rule: plain http is allowed
 * for this computer only, and a host that merely starts like a loopback name is another computer.
 */
import { FUNCTIONS, type FunctionDef } from '@sv/core';
import { sv } from '../../packages/cli/test/support/run-sv';
import { type LoadedFunctions, loadFunctionsScript } from '../excel/helpers/excel-shim';
import { SyncService } from '../sheets/fakes/sync-service';
import { AddOn } from '../sheets/harness';

const STATUSES = [301, 302, 303, 307, 308] as const;
const IMPORT_PATH = '/v3/rank-tracker/v3.0/keywords/import';

let service: SyncService;
/** The other host: anything it logs reached it. */
let collector: SyncService;
let collectorBase = '';
let collectorHost = '';
const reached = () => collector.requests().map((request) => `${request.method} ${request.path}`);

beforeAll(async () => {
  // No rate limit: the Excel add-in paces on its script's clock, so a burst could meet a real-time 429.
  service = await SyncService.start({ importDurationMs: 0, ratePerSecond: 0 });
  service.configure({ latency: { fixedMs: 0, jitterMs: 0 } });
  collector = await SyncService.start({});
  collectorBase = collector.info.url;
  collectorHost = new URL(collectorBase).host;
});
afterAll(async () => {
  await Promise.all([service?.close(), collector?.close()]);
});
beforeEach(() => {
  service.clearFaults();
  service.resetLimits();
  collector.clearRequests();
});

function firstWithoutArguments(api: '3.0' | '1.2'): FunctionDef {
  const fn = FUNCTIONS.find((candidate) => candidate.api === api && candidate.params.every((param) => param.optional));
  if (!fn) throw new Error(`no registry function of interface ${api} without required arguments`);
  return fn;
}
const BY_INTERFACE = [
  ['3.0', firstWithoutArguments('3.0')],
  ['1.2', firstWithoutArguments('1.2')],
] as const;

const redirectTo = (status: number, extra: Record<string, unknown> = {}) =>
  service.addFault({ kind: 'redirect', status, location: collectorBase, ...extra });

/** The message a redirect must give: what happened, where it pointed, that nothing went there. */
function expectRedirectMessage(shown: string): void {
  expect(shown).toMatch(/redirect/i);
  expect(shown).toContain(collectorHost);
  expect(shown).toMatch(/nothing (more |else )?was sent there/i);
}

/** Errors from the vm contexts are not this realm's Error: read their message as data. */
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

// ---------------------------------------------------------------------------------------------------------------
// The hosts

function sheets(): AddOn {
  const addOn = new AddOn({ service });
  addOn.useToken(service.info.tokens.full, 'document');
  return addOn;
}

function sheetsCell(addOn: AddOn, fn: FunctionDef): string {
  try {
    return JSON.stringify(addOn.cell(`SV_${fn.name}`));
  } catch (error) {
    return messageOf(error);
  }
}

/** Retries (a connection nothing answers) wait by moving the script's clock: the matrix is about where requests go. */
function excel(storage: Record<string, string> = {}): LoadedFunctions {
  return loadFunctionsScript(
    {
      SV_TOKEN: service.info.tokens.full,
      SV_GATEWAY_URL: service.info.v3Url,
      SV_V1_URL: service.info.v1Url,
      ...storage,
    },
    [],
    { virtualWaits: true },
  );
}

async function excelCell(addIn: LoadedFunctions, fn: FunctionDef): Promise<string> {
  try {
    return JSON.stringify(await addIn.call(fn.name, ...fn.params.map(() => null)));
  } catch (error) {
    return messageOf(error);
  }
}

interface KeywordImportActions {
  add(request: Record<string, unknown>, confirmation: { charged: boolean }): Promise<string>;
}

const importPosts = () =>
  service.requests().filter((request) => request.method === 'POST' && request.path === IMPORT_PATH).length;

let list = 0;
const freshImport = () => {
  list += 1;
  return { campaignId: 105, keywords: `redirect matrix ${list} alpha, redirect matrix ${list} beta` };
};

const cellCases = STATUSES.flatMap((status) => BY_INTERFACE.map(([api, fn]) => [status, api, fn] as const));

describe('redirect matrix', () => {
  describe('Sheets: a cell answered by a redirect to another host', () => {
    test.each(cellCases)(
      '%i on interface %s: nothing reaches the other host, the cell names it',
      (status, _api, fn) => {
        const addOn = sheets();
        redirectTo(status);
        const shown = sheetsCell(addOn, fn);
        expect(reached()).toEqual([]);
        expectRedirectMessage(shown);
      },
    );
  });

  describe('Excel: a cell answered by a redirect to another host', () => {
    test.each(cellCases)(
      '%i on interface %s: nothing reaches the other host, the cell names it',
      async (status, _api, fn) => {
        const addIn = excel();
        redirectTo(status);
        const shown = await excelCell(addIn, fn);
        expect(reached()).toEqual([]);
        expectRedirectMessage(shown);
      },
    );
  });

  describe('sv: a command answered by a redirect to another host', () => {
    test.each(cellCases)(
      '%i on interface %s: nothing reaches the other host, standard error names it, no row on standard output',
      async (status, _api, fn) => {
        redirectTo(status);
        const run = await sv([fn.name.toLowerCase()], {
          env: {
            SV_TOKEN: service.info.tokens.full,
            SV_GATEWAY_URL: service.info.v3Url,
            SV_V1_URL: service.info.v1Url,
          },
        });
        expect(reached()).toEqual([]);
        expect(run.code).not.toBe(0);
        // CSV streams: the header may already be out when the first page fails, never a row.
        expect(run.stdout.split('\n').filter((line) => line !== '').length).toBeLessThanOrEqual(1);
        expectRedirectMessage(run.stderr);
      },
    );
  });

  describe('checking a token before saving it, answered by a redirect', () => {
    test.each(STATUSES)('Sheets token dialog, %i: not saved, nothing reaches the other host', (status) => {
      const addOn = new AddOn({ service });
      addOn.useSandboxAddresses('user');
      redirectTo(status);
      let answer = '';
      try {
        answer = JSON.stringify(addOn.run('svCheckAndSaveToken', service.info.tokens.full, 'user'));
      } catch (error) {
        answer = messageOf(error);
      }
      expect(reached()).toEqual([]);
      expect(addOn.store('user').getProperty('SV_TOKEN')).toBeNull();
      expectRedirectMessage(answer);
    });

    test.each(STATUSES)('Excel task pane, %i: not saved, nothing reaches the other host', async (status) => {
      const addIn = excel({});
      addIn.storage.clear();
      redirectTo(status);
      const refusal = await addIn
        .runtime()
        .saveSettings({ token: service.info.tokens.full, gatewayUrl: service.info.v3Url, v1Url: service.info.v1Url })
        .then(
          () => '',
          (error: unknown) => messageOf(error),
        );
      expect(reached()).toEqual([]);
      expect(addIn.storage.has('SV_TOKEN')).toBe(false);
      expectRedirectMessage(refusal);
    });
  });

  describe('Add keywords answered by a redirect: one POST, none to the other host, the outcome left open', () => {
    test.each(STATUSES)('Sheets, %i', (status) => {
      const addOn = sheets();
      redirectTo(status, { method: 'POST', path: IMPORT_PATH });
      let answer = '';
      try {
        answer = String(addOn.run('svAddKeywords', { ...freshImport(), charged: true }));
      } catch (error) {
        answer = messageOf(error);
      }
      expect(importPosts()).toBeGreaterThan(0);
      expect(reached()).toEqual([]);
      expectRedirectMessage(answer);
      expect(answer).toMatch(/may have happened/);
    });

    test.each(STATUSES)('Excel, %i', async (status) => {
      const addIn = excel();
      redirectTo(status, { method: 'POST', path: IMPORT_PATH });
      const actions = (addIn.runtime() as unknown as { keywordImport: KeywordImportActions }).keywordImport;
      const answer = await actions.add(freshImport(), { charged: true }).catch((error: unknown) => messageOf(error));
      expect(reached()).toEqual([]);
      expectRedirectMessage(answer);
      expect(answer).toMatch(/may have happened/);
    });
  });

  describe('the loopback rule: plain http only for this computer, hosts parsed strictly', () => {
    const LOOKALIKES = [
      'http://[::1]evil.example/v3',
      'http://[::1].evil.example/v3',
      'http://localhost.evil.example/v3',
      'http://127.0.0.1.evil.example/v3',
      'http://localhost:80evil.example/v3',
      'http://[::1]:8080evil.example/v3',
      'http://[::1]\\@evil.example/v3',
    ];

    test.each(LOOKALIKES)('Sheets refuses %s before sending anything', (address) => {
      const addOn = sheets();
      addOn.store('document').values.set('SV_GATEWAY_URL', address);
      service.clearRequests();
      const shown = sheetsCell(addOn, BY_INTERFACE[0][1]);
      expect(shown).toMatch(
        /The API address SV_GATEWAY_URL .* (not secure|not a web address|holds a user name|does not name one host)/,
      );
      expect(service.requests()).toEqual([]);
    });

    test.each(LOOKALIKES)('Excel refuses %s before sending anything', async (address) => {
      const addIn = excel({ SV_GATEWAY_URL: address });
      const shown = await excelCell(addIn, BY_INTERFACE[0][1]);
      expect(shown).toMatch(
        /The API address SV_GATEWAY_URL .* (not secure|not a web address|holds a user name|does not name one host)/,
      );
      expect(addIn.sent).toEqual([]);
    });

    test.each(['http://localhost:4010/v3', 'http://127.0.0.1/v3', 'http://[::1]:4010/v3', 'http://LOCALHOST/v3'])(
      'Excel still accepts %s (nothing listens there: the request fails as a connection, not as an address)',
      async (address) => {
        const addIn = excel({ SV_GATEWAY_URL: address });
        const shown = await excelCell(addIn, BY_INTERFACE[0][1]);
        expect(shown).not.toMatch(/The API address SV_GATEWAY_URL/);
        expect(addIn.sent.length).toBeGreaterThan(0);
      },
    );
  });
});
