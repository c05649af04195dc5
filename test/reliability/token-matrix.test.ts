/**
 * Token matrix: the token appears nowhere but in the Authorization header of requests to its owner's address.
 *
 * Both hosts run from their built bundles against the sandbox: Sheets (packages/sheets/dist in node:vm with fakes of
 * the Apps Script services) and Excel (packages/excel/dist/functions.js in node:vm with an Office shim). The sandbox's
 * `echo-token` fault answers every request with an error whose body repeats the Authorization header it received,
 * as sent or without `Bearer `, in the body shape of each interface. Every text a user or a log could see (the cell's
 * message, the token dialog's answer, Refresh now's alert and toasts, the pane's last error, saveSettings' refusal,
 * every log line) and every request actually sent (URL, headers, body, host) is checked for the token, whole or as
 * any 16-character piece of it.
 *
 * Addresses: look-alike and malformed addresses (escaped or full-width dots, Cyrillic letters, a user name, a port out
 * of range) are refused with the problem named by every host before anything is sent, the dialogs name the host as
 * fetch reads it, and another editor saving addresses while the Sheets token check runs cannot draw the token to them.
 */
import { readdirSync } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import { type FetchLike, FUNCTIONS, type FunctionDef, type ParamDef } from '@sv/core';
import { ECHO_FORMS, type EchoForm, type Sandbox, start } from '@sv/sandbox';
import { runCli } from '../../packages/cli/src/cli';
import { temporaryFolder } from '../../packages/cli/test/support/run-sv';
import { type LoadedFunctions, loadFunctionsScript } from '../excel/helpers/excel-shim';
import { SyncService } from '../sheets/fakes/sync-service';
import { AddOn } from '../sheets/harness';
import { transformedLeakIn } from './support/token-leak';

/** A token of the shape many services issue (not a JWT), so only knowing the stored token can mask it. */
const OPAQUE_TOKEN = 'svk_live_7f3a9c2e41d84b6f9a0c5e7d3b2a1f08c6e4';
/** The same in mixed case, so an echo upper- or lower-cased differs from the token as stored. */
const MIXED_TOKEN = 'svk_Live_7F3a9C2e41D84b6F9a0C5e7D3b2A1f08C6e4';
const FOREIGN_GATEWAY = 'https://collector.example/v3';
const FOREIGN_V1 = 'https://collector.example/v1.2';
const STATUSES = [400, 401, 403, 404, 422, 500] as const;
const FRAGMENT = 16;

type Echo = 'as-sent' | 'bare';

/** How a user may have stored the token, and how the misbehaving service echoes it. */
const FORMS: readonly { name: string; stored: (token: string) => string; echo: Echo }[] = [
  { name: 'stored plainly', stored: (token) => token, echo: 'as-sent' },
  { name: 'stored as "Bearer <t>", echoed with Bearer', stored: (token) => `Bearer ${token}`, echo: 'as-sent' },
  { name: 'stored as "Bearer <t>", echoed without Bearer', stored: (token) => `Bearer ${token}`, echo: 'bare' },
  { name: 'stored with surrounding spaces', stored: (token) => `  ${token}  `, echo: 'as-sent' },
  { name: 'stored as " Bearer <t> ", echoed with Bearer', stored: (token) => ` Bearer ${token} `, echo: 'as-sent' },
  { name: 'stored as " Bearer <t> ", echoed without Bearer', stored: (token) => ` Bearer ${token} `, echo: 'bare' },
];

// ---------------------------------------------------------------------------------------------------------------
// What counts as a leak

function bare(token: string): string {
  return token.trim().replace(/^bearer\s+/i, '');
}

/** The token, or a piece of it long enough to be worth stealing, if the text holds one. */
function leakIn(text: string, token: string): string | null {
  const secret = bare(token);
  if (text.includes(secret)) return secret;
  for (let at = 0; at + FRAGMENT <= secret.length; at++) {
    const piece = secret.slice(at, at + FRAGMENT);
    if (text.includes(piece)) return piece;
  }
  return null;
}

/** One readable assertion per place: the failure names where the token showed. */
function expectNoToken(places: Record<string, string>, token: string): void {
  const leaks = Object.entries(places)
    .map(([where, text]) => ({ where, leaked: leakIn(text, token) }))
    .filter((found) => found.leaked !== null);
  expect(leaks).toEqual([]);
}

/** As `expectNoToken`, for the token in any form the sandbox's echo may give it. */
function expectNoTransformedToken(places: Record<string, string>, token: string): void {
  const leaks = Object.entries(places)
    .map(([where, text]) => ({ where, leaked: transformedLeakIn(text, token) }))
    .filter((found) => found.leaked !== null);
  expect(leaks).toEqual([]);
}

interface SentRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Every request actually sent: the token only in Authorization, and only to the owner's hosts. Returns the hosts
 * that received the token, for assertions on where requests went.
 */
function expectTokenOnlyToOwner(requests: readonly SentRequest[], token: string, ownerHosts: readonly string[]) {
  const places: Record<string, string> = {};
  const wrongHosts: string[] = [];
  requests.forEach((request, index) => {
    places[`request ${index + 1} URL`] = request.url;
    places[`request ${index + 1} body`] = request.body;
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.toLowerCase() !== 'authorization') places[`request ${index + 1} header ${name}`] = value;
      else if (leakIn(value, token) && !ownerHosts.includes(new URL(request.url).host)) wrongHosts.push(request.url);
    }
  });
  expectNoToken(places, token);
  expect(wrongHosts).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------------------
// Arguments: a plausible value for every required parameter of every registry function (the echo fault answers
// before the service looks at them, so they only need to pass the add-ins' own checks)

const EXAMPLES: Record<string, (fn: FunctionDef) => unknown> = {
  campaign_id: () => 101,
  site_id: () => 101,
  start_date: () => '2026-10-01',
  date_start: () => '2026-10-01',
  end_date: () => '2026-10-31',
  date_end: () => '2026-10-31',
  date: () => '2026-10-15',
  query_end_date: () => '2026-10-15',
  domain_or_url: () => 'stridewear.example',
  url: () => 'stridewear.example',
  domain: () => 'stridewear.example',
  domains: () => 'stridewear.example',
  competitors: () => 'stridewear.example, footloose-store.example',
  keywords: () => 'running shoes, trail shoes',
  keyword: () => 'running shoes',
  keyword_name: () => 'running shoes',
  device: () => 'desktop',
  group_id: () => 1,
  forecast_id: () => 1011,
  import_id: () => 1,
  list: () => 'Content ideas',
  // The sandbox seeds one finished AI writer generation per campaign.
  article_id: () => '1011',
  request_id: () => 'seed-101',
  path: (fn) => (fn.api === '1.2' ? '/sites' : '/dashboard/v3.0/campaigns/tracked'),
};

function exampleFor(fn: FunctionDef, param: ParamDef, empty: unknown): unknown {
  if (param.optional) return empty;
  const example = EXAMPLES[param.name];
  if (example) return example(fn);
  if (param.type === 'enum' && param.values?.[0]) return param.values[0];
  if (param.type === 'boolean') return true;
  throw new Error(`test/reliability/token-matrix.test.ts: add an example for parameter ${param.name} of ${fn.name}`);
}

/** Sheets passes "" for a skipped argument; Excel passes null. */
const sheetsArgs = (fn: FunctionDef) => fn.params.map((param) => exampleFor(fn, param, ''));
const excelArgs = (fn: FunctionDef) => fn.params.map((param) => exampleFor(fn, param, null));

/** One function of each interface for the full matrix (every function gets the sweep): the first without arguments. */
function firstWithoutArguments(api: '3.0' | '1.2'): FunctionDef {
  const fn = FUNCTIONS.find((candidate) => candidate.api === api && candidate.params.every((param) => param.optional));
  if (!fn) throw new Error(`no registry function of interface ${api} without required arguments`);
  return fn;
}
const V3_FUNCTION = firstWithoutArguments('3.0');
const BY_INTERFACE = [
  ['3.0', V3_FUNCTION],
  ['1.2', firstWithoutArguments('1.2')],
] as const;

// ---------------------------------------------------------------------------------------------------------------
// Sheets

let sheetsService: SyncService;

/** The Sheets add-on with every UrlFetchApp request recorded as Apps Script would send it. */
function sheetsAddOn(): { addOn: AddOn; sent: SentRequest[] } {
  const addOn = new AddOn({ service: sheetsService });
  const context = addOn.context as { UrlFetchApp: Record<string, (...args: unknown[]) => unknown> };
  const real = context.UrlFetchApp;
  const sent: SentRequest[] = [];
  const note = (request: unknown, params?: unknown) => {
    const options = (typeof request === 'string' ? { ...(params as object), url: request } : request) as {
      url: unknown;
      headers?: Record<string, unknown>;
      payload?: unknown;
    };
    const headers = Object.fromEntries(
      Object.entries(options.headers ?? {}).map(([name, value]) => [name, String(value)]),
    );
    sent.push({
      url: String(options.url),
      headers,
      body: options.payload === undefined ? '' : String(options.payload),
    });
  };
  context.UrlFetchApp = {
    fetch: (request, params) => {
      note(request, params);
      return (real.fetch as (...args: unknown[]) => unknown)(request, params);
    },
    fetchAll: (requests) => {
      for (const request of requests as unknown[]) note(request);
      return (real.fetchAll as (...args: unknown[]) => unknown)(requests);
    },
  };
  return { addOn, sent };
}

/** What the cell shows: the error's message, or the table it returned. */
function sheetsCell(addOn: AddOn, fn: FunctionDef, args: readonly unknown[]): string {
  try {
    return JSON.stringify(addOn.cell(`SV_${fn.name}`, ...args));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function sheetsRun(addOn: AddOn, name: string, ...args: unknown[]): string {
  try {
    return JSON.stringify(addOn.run(name, ...args));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Everything else the user or the log may see: alerts, toasts, log lines. */
function sheetsSurroundings(addOn: AddOn): Record<string, string> {
  const places: Record<string, string> = {};
  addOn.ui.alerts.forEach((alert, index) => {
    places[`alert ${index + 1}`] = alert.message;
  });
  addOn.spreadsheet.toasts.forEach((toast, index) => {
    places[`toast ${index + 1}`] = toast.message;
  });
  addOn.logs.forEach((line, index) => {
    places[`log line ${index + 1}`] = line;
  });
  return places;
}

function sandboxHost(url: string): string {
  return new URL(url).host;
}

// ---------------------------------------------------------------------------------------------------------------
// Excel

let excelSandbox: Sandbox;

interface ExcelUnderTest {
  excel: LoadedFunctions;
  logs: string[];
}

function excelAddIn(storage: Record<string, string>): ExcelUnderTest {
  // Retries of the 5xx echoes wait by moving the script's clock: the matrix is about where the token shows, not time.
  const excel = loadFunctionsScript(storage, [], { virtualWaits: true });
  const logs: string[] = [];
  const log =
    (level: string) =>
    (...parts: unknown[]) =>
      logs.push(`${level}: ${parts.map(String).join(' ')}`);
  (excel.context as { console: unknown }).console = {
    log: log('log'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    debug: log('debug'),
  };
  return { excel, logs };
}

async function excelCell(excel: LoadedFunctions, fn: FunctionDef, args: readonly unknown[]): Promise<string> {
  try {
    return JSON.stringify(await excel.call(fn.name, ...args));
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return `${code ?? ''} ${message ?? String(error)}`;
  }
}

function excelSurroundings({ excel, logs }: ExcelUnderTest): Record<string, string> {
  const places: Record<string, string> = { 'pane status': JSON.stringify(excel.runtime().status()) };
  logs.forEach((line, index) => {
    places[`log line ${index + 1}`] = line;
  });
  return places;
}

function excelSent(excel: LoadedFunctions): SentRequest[] {
  return excel.sent.map((request) => ({ url: request.url, headers: request.headers, body: '' }));
}

// ---------------------------------------------------------------------------------------------------------------
// sv

/**
 * sv run in this process with every request it sends recorded: one to this computer goes on to the sandbox, one to
 * any other host is recorded and fails as a name that does not resolve, so a test never leaves the machine.
 */
async function svRecorded(argv: readonly string[], env: Record<string, string>, stdin = '') {
  const sent: SentRequest[] = [];
  const recording: FetchLike = (url, init) => {
    sent.push({ url, headers: { ...init.headers }, body: init.body ?? '' });
    const host = new URL(url).hostname;
    if (['127.0.0.1', 'localhost', '[::1]'].includes(host)) return fetch(url, init);
    return Promise.reject(new TypeError('fetch failed: getaddrinfo ENOTFOUND'));
  };
  const captured = () => {
    const stream = Object.assign(new PassThrough(), { isTTY: false });
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
  };
  const [stdout, stderr] = [captured(), captured()];
  const code = await runCli(argv, {
    env: { SV_CONFIG_DIR: '/nonexistent/sv-token-matrix', ...env },
    stdin: Object.assign(Readable.from([stdin]), { isTTY: false }),
    stdout: stdout.stream,
    stderr: stderr.stream,
    fetch: recording,
  });
  return { code, stdout: stdout.text(), stderr: stderr.text(), sent };
}

// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  // Retries of the 5xx echoes wait on the scripts' clocks, not in real time (Sheets: the clock its add-ons share with
  // the sandbox thread; Excel: virtualWaits below): the matrix is about where the token shows, not time. No rate limit:
  // the Excel add-in's pacing does not pass in real time, so a burst could meet a real-time 429 and end a case in the
  // rate limit's message instead of the echo it is about.
  [sheetsService, excelSandbox] = await Promise.all([
    SyncService.start({ ratePerSecond: 0 }, { virtualTime: true }),
    start({ ratePerSecond: 0 }),
  ]);
  sheetsService.configure({ latency: { fixedMs: 0, jitterMs: 0 } });
});
afterAll(async () => {
  await Promise.all([sheetsService?.close(), excelSandbox?.close()]);
});
afterEach(() => {
  sheetsService.clearFaults();
  sheetsService.resetLimits();
  excelSandbox.faults.clear();
  excelSandbox.resetLimits();
});

const echoCases = STATUSES.flatMap((status) =>
  BY_INTERFACE.flatMap(([api, fn]) => FORMS.map((form) => [status, api, form.name, fn, form] as const)),
);

describe('token matrix', () => {
  describe('the misbehaving service', () => {
    // Without a real echo every case below would pass for nothing: the sandbox must repeat what it received.
    test.each([
      ['3.0', 'as-sent', `Bearer ${OPAQUE_TOKEN}`],
      ['3.0', 'bare', OPAQUE_TOKEN],
      ['1.2', 'as-sent', `Bearer ${OPAQUE_TOKEN}`],
      ['1.2', 'bare', OPAQUE_TOKEN],
    ] as const)(
      'echoes the Authorization header on interface %s (%s) in its error body',
      async (api, echo, expected) => {
        excelSandbox.faults.add({ kind: 'echo-token', status: 403, echo });
        const base = api === '3.0' ? excelSandbox.v3Url : excelSandbox.v1Url;
        const response = await fetch(`${base}/anything`, { headers: { Authorization: `Bearer ${OPAQUE_TOKEN}` } });
        const body = (await response.json()) as Record<string, unknown>;
        expect(response.status).toBe(403);
        expect(Object.keys(body)).toEqual(api === '3.0' ? ['error'] : ['code', 'message', 'fields']);
        expect(JSON.stringify(body)).toContain(`Authorization: ${expected}`);
      },
    );
  });

  describe('Sheets: a service error echoing the token', () => {
    test.each(echoCases)(
      '%i on interface %s, token %s: the cell and the logs do not show it',
      (status, _api, _f, fn, form) => {
        const { addOn, sent } = sheetsAddOn();
        const stored = form.stored(OPAQUE_TOKEN);
        addOn.useToken(stored, 'document');
        sheetsService.addFault({ kind: 'echo-token', status, echo: form.echo });

        const shown = sheetsCell(addOn, fn, sheetsArgs(fn));

        expect(sent.length).toBeGreaterThan(0);
        expectNoToken({ cell: shown, ...sheetsSurroundings(addOn) }, stored);
        expectTokenOnlyToOwner(sent, stored, [sandboxHost(sheetsService.info.v3Url)]);
      },
    );

    const actionCases = STATUSES.flatMap((status) =>
      [FORMS[1], FORMS[5]].map((form) => [status, form?.name ?? '', form as (typeof FORMS)[number]] as const),
    );

    test.each(actionCases)(
      '%i while the token dialog checks a token %s: its answer does not show it, nothing is saved',
      (status, _f, form) => {
        const { addOn, sent } = sheetsAddOn();
        addOn.useSandboxAddresses('user');
        const typed = form.stored(OPAQUE_TOKEN);
        sheetsService.addFault({ kind: 'echo-token', status, echo: form.echo });

        const answer = sheetsRun(addOn, 'svCheckAndSaveToken', typed, 'user');

        expect(addOn.store('user').getProperty('SV_TOKEN')).toBeNull();
        expectNoToken({ 'token dialog': answer, ...sheetsSurroundings(addOn) }, typed);
        expectTokenOnlyToOwner(sent, typed, [sandboxHost(sheetsService.info.v3Url)]);
      },
    );

    test.each(actionCases)(
      '%i during Refresh now, token %s: its alert, toasts and logs do not show it',
      (status, _f, form) => {
        const { addOn, sent } = sheetsAddOn();
        const stored = form.stored(OPAQUE_TOKEN);
        addOn.useToken(stored, 'document');
        for (const [index, [, fn]] of BY_INTERFACE.entries()) {
          addOn.enterFormula(`A${index + 1}`, `=SV_${fn.name}()`, () => addOn.cell(`SV_${fn.name}`));
        }
        sheetsService.addFault({ kind: 'echo-token', status, echo: form.echo });

        addOn.menu('svRefreshNow');

        expect(addOn.ui.alerts.length).toBeGreaterThan(0);
        const cells = Object.fromEntries(
          BY_INTERFACE.map((_, index) => [
            `cell A${index + 1}`,
            JSON.stringify(addOn.sheet().cell(index + 1, 1) ?? ''),
          ]),
        );
        expectNoToken({ ...cells, ...sheetsSurroundings(addOn) }, stored);
        expectTokenOnlyToOwner(sent, stored, [sandboxHost(sheetsService.info.v3Url)]);
      },
    );
  });

  describe("Sheets: a token goes only to its own scope's addresses", () => {
    /** The owner's personal token and addresses; an editor pointed the spreadsheet's addresses at their server. */
    function editorRedirectsTheSpreadsheet(personalAddresses: boolean) {
      const { addOn, sent } = sheetsAddOn();
      addOn.useToken(sheetsService.info.tokens.full, 'user', personalAddresses);
      addOn.store('document').values.set('SV_GATEWAY_URL', FOREIGN_GATEWAY);
      addOn.store('document').values.set('SV_V1_URL', FOREIGN_V1);
      return { addOn, sent, token: sheetsService.info.tokens.full };
    }

    const foreignHost = new URL(FOREIGN_GATEWAY).host;
    const hostsOf = (sent: readonly SentRequest[]) => [...new Set(sent.map((request) => new URL(request.url).host))];

    test.each(BY_INTERFACE)(
      "a cell (interface %s) sends the owner's personal token to the owner's address, not the editor's",
      (_api, fn) => {
        const { addOn, sent, token } = editorRedirectsTheSpreadsheet(true);
        const shown = sheetsCell(addOn, fn, sheetsArgs(fn));
        expect(hostsOf(sent)).toEqual([sandboxHost(sheetsService.info.v3Url)]);
        expectNoToken({ cell: shown, ...sheetsSurroundings(addOn) }, token);
        expectTokenOnlyToOwner(sent, token, [sandboxHost(sheetsService.info.v3Url)]);
      },
    );

    test("without personal addresses the personal token goes to the service's default address, never the editor's", () => {
      const { addOn, sent, token } = editorRedirectsTheSpreadsheet(false);
      sheetsCell(addOn, V3_FUNCTION, []);
      expect(sent.length).toBeGreaterThan(0);
      expect(hostsOf(sent)).toEqual(['apigw.seomonitor.com']);
      expectTokenOnlyToOwner(sent, token, ['apigw.seomonitor.com']);
    });

    test("Refresh now sends the personal token to the owner's address only", () => {
      const { addOn, sent, token } = editorRedirectsTheSpreadsheet(true);
      for (const [index, [, fn]] of BY_INTERFACE.entries()) {
        addOn.enterFormula(`A${index + 1}`, `=SV_${fn.name}()`, () => addOn.cell(`SV_${fn.name}`));
      }
      sent.length = 0;
      addOn.menu('svRefreshNow');
      expect(sent.length).toBeGreaterThan(0);
      expect(hostsOf(sent)).not.toContain(foreignHost);
      expectNoToken(sheetsSurroundings(addOn), token);
      expectTokenOnlyToOwner(sent, token, [sandboxHost(sheetsService.info.v3Url)]);
    });

    test("the scheduled refresh, run as its owner, sends the owner's personal token to the owner's address only", () => {
      const { addOn, sent, token } = editorRedirectsTheSpreadsheet(true);
      addOn.enterFormula('A1', `=SV_${V3_FUNCTION.name}()`, () => addOn.cell(`SV_${V3_FUNCTION.name}`));
      addOn.run('svSaveSchedule', { every: 'hour' });
      sent.length = 0;
      addOn.fire(addOn.scriptApp.triggers[0]?.getUniqueId() ?? '');
      expect(sent.length).toBeGreaterThan(0);
      expect(hostsOf(sent)).not.toContain(foreignHost);
      expectNoToken(sheetsSurroundings(addOn), token);
      expectTokenOnlyToOwner(sent, token, [sandboxHost(sheetsService.info.v3Url)]);
    });

    test("the token dialog checks a personal token at the personal addresses, not the spreadsheet's", () => {
      const { addOn, sent, token } = editorRedirectsTheSpreadsheet(false);
      addOn.store('user').values.delete('SV_TOKEN');
      addOn.useSandboxAddresses('user');
      expect(sheetsRun(addOn, 'svCheckAndSaveToken', token, 'user')).toMatch(/Saved for you only/);
      expect(hostsOf(sent)).toEqual([sandboxHost(sheetsService.info.v3Url)]);
      expectTokenOnlyToOwner(sent, token, [sandboxHost(sheetsService.info.v3Url)]);
    });

    test("the token dialog sends a shared token to the editor's host only when that host was confirmed", () => {
      const { addOn, sent, token } = editorRedirectsTheSpreadsheet(false);
      addOn.store('user').values.delete('SV_TOKEN');
      for (const confirmation of [undefined, '', 'apigw.seomonitor.com, api.seomonitor.com', `${foreignHost}.`]) {
        expect(sheetsRun(addOn, 'svCheckAndSaveToken', token, 'document', confirmation)).toMatch(
          /Nothing was sent.*only me/,
        );
      }
      expect(sent).toEqual([]);
      expect(addOn.store('document').values.has('SV_TOKEN')).toBe(false);
    });

    test.each(['document', 'user'] as const)(
      'new addresses saved for the %s scope after its token was checked take that token out of use',
      (scope) => {
        const { addOn, sent } = sheetsAddOn();
        const token = sheetsService.info.tokens.full;
        addOn.useToken(token, scope);
        expect(sheetsRun(addOn, 'svSaveAddresses', { gatewayUrl: FOREIGN_GATEWAY, v1Url: FOREIGN_V1 }, scope)).toMatch(
          /removed/,
        );
        const shown = sheetsCell(addOn, V3_FUNCTION, []);
        expect(shown).toMatch(/No API token is set/);
        expect(sent).toEqual([]);
      },
    );

    test("the spreadsheet's shared token never goes to an address one user saved for themself", () => {
      const { addOn, sent } = sheetsAddOn();
      const token = sheetsService.info.tokens.full;
      addOn.useToken(token, 'document');
      addOn.store('user').values.set('SV_GATEWAY_URL', FOREIGN_GATEWAY);
      const shown = sheetsCell(addOn, V3_FUNCTION, []);
      expect(hostsOf(sent)).toEqual([sandboxHost(sheetsService.info.v3Url)]);
      expectNoToken({ cell: shown }, token);
    });

    test('an address over plain http to another computer is refused before the token is sent anywhere', () => {
      const { addOn, sent } = sheetsAddOn();
      const token = sheetsService.info.tokens.full;
      addOn.useToken(token, 'document', false);
      addOn.store('document').values.set('SV_GATEWAY_URL', 'http://collector.example/v3');
      const shown = sheetsCell(addOn, V3_FUNCTION, []);
      expect(shown).toMatch(/not secure.*https:\/\//);
      expect(sent).toEqual([]);
    });
  });

  describe('Excel: a service error echoing the token', () => {
    test.each(echoCases)(
      '%i on interface %s, token %s: the cell, the pane status and the logs do not show it',
      async (status, _api, _f, fn, form) => {
        const stored = form.stored(OPAQUE_TOKEN);
        const addIn = excelAddIn({
          SV_TOKEN: stored,
          SV_GATEWAY_URL: excelSandbox.v3Url,
          SV_V1_URL: excelSandbox.v1Url,
        });
        excelSandbox.faults.add({ kind: 'echo-token', status, echo: form.echo });

        const shown = await excelCell(addIn.excel, fn, excelArgs(fn));

        expect(addIn.excel.sent.length).toBeGreaterThan(0);
        expect(addIn.excel.runtime().status().lastError).not.toBeNull();
        expectNoToken({ cell: shown, ...excelSurroundings(addIn) }, stored);
        expectTokenOnlyToOwner(excelSent(addIn.excel), stored, [sandboxHost(excelSandbox.v3Url)]);
      },
    );

    const saveCases = STATUSES.flatMap((status) =>
      [FORMS[1], FORMS[5]].map((form) => [status, form?.name ?? '', form as (typeof FORMS)[number]] as const),
    );

    test.each(saveCases)(
      '%i while the pane checks a token %s before saving: the refusal does not show it, nothing is saved',
      async (status, _f, form) => {
        const addIn = excelAddIn({});
        const typed = form.stored(OPAQUE_TOKEN);
        excelSandbox.faults.add({ kind: 'echo-token', status, echo: form.echo });

        let refusal = '';
        await addIn.excel
          .runtime()
          .saveSettings({ token: typed, gatewayUrl: excelSandbox.v3Url, v1Url: excelSandbox.v1Url })
          .catch((error: unknown) => {
            refusal = error instanceof Error ? error.message : String(error);
          });

        expect(refusal).not.toBe('');
        expect(addIn.excel.storage.has('SV_TOKEN')).toBe(false);
        expectNoToken({ 'pane message': refusal, ...excelSurroundings(addIn) }, typed);
        expectTokenOnlyToOwner(excelSent(addIn.excel), typed, [sandboxHost(excelSandbox.v3Url)]);
      },
    );

    describe('settings saved half-way: a token is only ever stored beside the addresses it was checked at', () => {
      /** The same sandbox under two host names: the old settings at one, the new ones at the other. */
      const at = (url: string, host: string) => url.replace('127.0.0.1', host);
      const oldSettings = () => ({
        SV_TOKEN: excelSandbox.tokens.limited,
        SV_GATEWAY_URL: at(excelSandbox.v3Url, 'localhost'),
        SV_V1_URL: at(excelSandbox.v1Url, 'localhost'),
      });
      const newSettings = () => ({
        token: excelSandbox.tokens.full,
        gatewayUrl: excelSandbox.v3Url,
        v1Url: excelSandbox.v1Url,
      });
      const cases = ['SV_TOKEN', 'SV_GATEWAY_URL', 'SV_V1_URL'].flatMap((key) =>
        [1, 2, 99].map((failures) => [key, failures] as const),
      );

      test.each(cases)(
        'a write of %s failing %i time(s): what is stored is the old or the new settings whole, or no token',
        async (key, failures) => {
          const addIn = excelAddIn(oldSettings());
          addIn.excel.failStorageWrites(key, failures);
          let refusal = '';
          await addIn.excel
            .runtime()
            .saveSettings(newSettings())
            .catch((error: unknown) => {
              refusal = error instanceof Error ? error.message : String(error);
            });
          expect(refusal).toMatch(/not saved/);
          addIn.excel.failStorageWrites(key, 0);

          const stored = Object.fromEntries(addIn.excel.storage);
          const next = newSettings();
          const whole = [
            oldSettings(),
            { SV_TOKEN: next.token, SV_GATEWAY_URL: next.gatewayUrl, SV_V1_URL: next.v1Url },
          ];
          if (stored.SV_TOKEN !== undefined) expect(whole).toContainEqual(stored);
          else expect(refusal).toMatch(/token was removed.*paste it again/);
          if (refusal.includes('earlier ones still apply')) expect(stored).toEqual(oldSettings());

          // The next calculation sends whatever token is stored only to the host it was checked at.
          addIn.excel.sent.length = 0;
          await excelCell(addIn.excel, V3_FUNCTION, []);
          const checkedAt = new Map([
            [excelSandbox.tokens.limited, new URL(oldSettings().SV_GATEWAY_URL).host],
            [excelSandbox.tokens.full, new URL(next.gatewayUrl).host],
          ]);
          for (const request of addIn.excel.sent) {
            const token = (request.headers.Authorization ?? '').replace(/^Bearer /, '');
            expect([token, new URL(request.url).host]).toEqual([token, checkedAt.get(token)]);
          }
        },
      );
    });

    test('an address over plain http to another computer is refused before the token is sent anywhere', async () => {
      const token = excelSandbox.tokens.full;
      const addIn = excelAddIn({ SV_TOKEN: token, SV_GATEWAY_URL: 'http://collector.example/v3' });
      const fn = V3_FUNCTION;
      expect(await excelCell(addIn.excel, fn, excelArgs(fn))).toMatch(/not secure.*https:\/\//);
      expect(addIn.excel.sent).toEqual([]);
    });
  });

  describe('every registry function, both hosts: a 401 echoing a token stored as "Bearer <t>"', () => {
    const stored = ` Bearer ${OPAQUE_TOKEN} `;
    const cases = FUNCTIONS.map((fn) => [fn.name, fn] as const);

    test.each(cases)('SV_%s in Sheets', (_name, fn) => {
      const { addOn, sent } = sheetsAddOn();
      addOn.useToken(stored, 'document');
      sheetsService.addFault({ kind: 'echo-token', status: 401, echo: 'as-sent' });
      const shown = sheetsCell(addOn, fn, sheetsArgs(fn));
      expectNoToken({ cell: shown, ...sheetsSurroundings(addOn) }, stored);
      expectTokenOnlyToOwner(sent, stored, [sandboxHost(sheetsService.info.v3Url)]);
    });

    test.each(cases)('SV.%s in Excel', async (_name, fn) => {
      const addIn = excelAddIn({ SV_TOKEN: stored, SV_GATEWAY_URL: excelSandbox.v3Url, SV_V1_URL: excelSandbox.v1Url });
      excelSandbox.faults.add({ kind: 'echo-token', status: 401, echo: 'bare' });
      const shown = await excelCell(addIn.excel, fn, excelArgs(fn));
      expectNoToken({ cell: shown, ...excelSurroundings(addIn) }, stored);
      expectTokenOnlyToOwner(excelSent(addIn.excel), stored, [sandboxHost(excelSandbox.v3Url)]);
    });
  });
  describe('Add keywords, both hosts: the charged action answered by an error echoing the token', () => {
    // Clear refusals (4xx) and ambiguous failures (5xx) build different messages; the action runs before any cell, so
    // only the core's own redaction with the token it sent can mask a bare echo.
    const cases = [400, 401, 422, 500, 502].flatMap((status) =>
      [FORMS[0], FORMS[2]].map((form) => [status, form?.name ?? '', form as (typeof FORMS)[number]] as const),
    );
    let list = 0;
    const request = () => {
      list += 1;
      return { campaignId: 105, keywords: `token matrix ${list} alpha, token matrix ${list} beta` };
    };

    test.each(cases)('%i in Sheets, token %s: the dialog answer and the logs do not show it', (status, _f, form) => {
      const { addOn, sent } = sheetsAddOn();
      const stored = form.stored(OPAQUE_TOKEN);
      addOn.useToken(stored, 'document');
      sheetsService.addFault({ kind: 'echo-token', status, echo: form.echo, method: 'POST' });

      const answer = sheetsRun(addOn, 'svAddKeywords', { ...request(), charged: true });

      expect(sent.filter((one) => one.url.endsWith('/keywords/import'))).toHaveLength(1);
      expectNoToken({ 'dialog answer': answer, ...sheetsSurroundings(addOn) }, stored);
      expectTokenOnlyToOwner(sent, stored, [sandboxHost(sheetsService.info.v3Url)]);
    });

    test.each(cases)(
      '%i in Excel, token %s: the pane message and the logs do not show it',
      async (status, _f, form) => {
        const stored = form.stored(OPAQUE_TOKEN);
        const addIn = excelAddIn({
          SV_TOKEN: stored,
          SV_GATEWAY_URL: excelSandbox.v3Url,
          SV_V1_URL: excelSandbox.v1Url,
        });
        excelSandbox.faults.add({ kind: 'echo-token', status, echo: form.echo, method: 'POST' });
        const actions = (
          addIn.excel.runtime() as unknown as {
            keywordImport: { add(request: object, confirmation: { charged: boolean }): Promise<string> };
          }
        ).keywordImport;

        const answer = await actions.add(request(), { charged: true }).catch((error: Error) => error.message);

        expect(addIn.excel.sent.filter((one) => one.url.endsWith('/keywords/import'))).toHaveLength(1);
        expectNoToken({ 'pane message': answer, ...excelSurroundings(addIn) }, stored);
        expectTokenOnlyToOwner(excelSent(addIn.excel), stored, [sandboxHost(excelSandbox.v3Url)]);
      },
    );
  });

  describe('both hosts: echoes transformed (base64, case, pieces, percent, JSON) in error answers', () => {
    // The token as sent is masked since the first round; these are the forms a proxy or a client library makes of it.
    const TRANSFORMED = ECHO_FORMS.filter((form) => form !== 'as-sent' && form !== 'bare');
    const stored = `Bearer ${MIXED_TOKEN}`;
    const cases = TRANSFORMED.flatMap((echo) => BY_INTERFACE.map(([api, fn]) => [echo, api, fn] as const));

    test.each(cases)('%s on interface %s in Sheets: the cell and the logs do not show it', (echo, _api, fn) => {
      const { addOn } = sheetsAddOn();
      addOn.useToken(stored, 'document');
      sheetsService.addFault({ kind: 'echo-token', status: 401, echo });
      const shown = sheetsCell(addOn, fn, sheetsArgs(fn));
      expectNoTransformedToken({ cell: shown, ...sheetsSurroundings(addOn) }, stored);
    });

    test.each(cases)(
      '%s on interface %s in Excel: the cell, the pane and the logs do not show it',
      async (echo, _api, fn) => {
        const addIn = excelAddIn({
          SV_TOKEN: stored,
          SV_GATEWAY_URL: excelSandbox.v3Url,
          SV_V1_URL: excelSandbox.v1Url,
        });
        excelSandbox.faults.add({ kind: 'echo-token', status: 401, echo });
        const shown = await excelCell(addIn.excel, fn, excelArgs(fn));
        expectNoTransformedToken({ cell: shown, ...excelSurroundings(addIn) }, stored);
      },
    );
  });

  describe('both hosts: a 2xx answer echoing the token into its data', () => {
    // Only functions without fixed columns turn unknown fields (the echoed headers) into columns.
    const generic = FUNCTIONS.filter(
      (fn) => fn.prepare(sheetsArgs(fn), { today: () => '2026-11-25' }).shownColumns === undefined,
    );
    const stored = ` Bearer ${MIXED_TOKEN} `;
    const everyForm: readonly (readonly [string, EchoForm, FunctionDef])[] = [
      ...generic.map((fn) => [fn.name, 'as-sent' as EchoForm, fn] as const),
      ...ECHO_FORMS.filter((form) => form !== 'as-sent').flatMap((echo) =>
        generic.filter((fn) => fn.name === 'GET' || fn.name === 'V1_GET').map((fn) => [fn.name, echo, fn] as const),
      ),
    ];

    test('the functions that flatten whatever fields come back are the ones tried', () => {
      expect(generic.map((fn) => fn.name)).toEqual(expect.arrayContaining(['GET', 'V1_GET', 'COMPANIES']));
    });

    test.each(everyForm)('SV_%s in Sheets, echoed %s: no cell holds it', (_name, echo, fn) => {
      const { addOn } = sheetsAddOn();
      addOn.useToken(stored, 'document');
      sheetsService.addFault({ kind: 'echo-token', status: 200, echo });
      const shown = sheetsCell(addOn, fn, sheetsArgs(fn));
      expect(shown).toContain('[token]');
      expectNoTransformedToken({ table: shown, ...sheetsSurroundings(addOn) }, stored);
    });

    test.each(everyForm)('SV.%s in Excel, echoed %s: no cell holds it', async (_name, echo, fn) => {
      const addIn = excelAddIn({ SV_TOKEN: stored, SV_GATEWAY_URL: excelSandbox.v3Url, SV_V1_URL: excelSandbox.v1Url });
      excelSandbox.faults.add({ kind: 'echo-token', status: 200, echo });
      const shown = await excelCell(addIn.excel, fn, excelArgs(fn));
      expect(shown).toContain('[token]');
      expectNoTransformedToken({ table: shown, ...excelSurroundings(addIn) }, stored);
    });
  });

  describe('look-alike addresses: the host shown is the only host the token reaches', () => {
    /** What a hostile editor or a careless paste may store as an address, and the problem the refusal must name. */
    const LOOKALIKES: readonly (readonly [string, 'SV_GATEWAY_URL' | 'SV_V1_URL', string, RegExp])[] = [
      ['"%2e" for a dot', 'SV_GATEWAY_URL', 'https://apigw.seomonitor.com%2eevil.example/v3', /percent escape/],
      [
        '"%E3%80%82" (an escaped 。)',
        'SV_GATEWAY_URL',
        'https://apigw.seomonitor.com%E3%80%82evil.example/v3',
        /percent escape/,
      ],
      ['U+3002 (。) for a dot', 'SV_GATEWAY_URL', 'https://apigw.seomonitor.com\u3002evil.example/v3', /holds U\+3002/],
      ['U+FF0E (．) for a dot', 'SV_GATEWAY_URL', 'https://apigw.seomonitor.com\uFF0Eevil.example/v3', /holds U\+FF0E/],
      ['U+FF61 (｡) for a dot', 'SV_GATEWAY_URL', 'https://apigw.seomonitor.com\uFF61evil.example/v3', /holds U\+FF61/],
      ['a Cyrillic о in the 3.0 gateway', 'SV_GATEWAY_URL', 'https://apigw.seomonit\u043Er.com/v3', /holds U\+043E/],
      ['a Cyrillic а in the 1.2 address', 'SV_V1_URL', 'https://\u0430pi.seomonitor.com/v1', /holds U\+0430/],
      ['a user name before the host', 'SV_GATEWAY_URL', 'https://apigw.seomonitor.com@evil.example/v3', /user name/],
      ['port 99999 on LOCALHOST', 'SV_GATEWAY_URL', 'http://LOCALHOST:99999/v3', /port 99999: a port is a number/],
    ];
    const cases = LOOKALIKES.map(([label, setting, address, reason]) => [label, setting, address, reason] as const);
    const fnFor = (setting: string) => (setting === 'SV_V1_URL' ? BY_INTERFACE[1][1] : V3_FUNCTION);
    const fieldOf = (setting: string) => (setting === 'SV_V1_URL' ? 'v1Url' : 'gatewayUrl');
    /** The refusal names the setting, shows the address (odd characters as <U+XXXX>) and the problem. */
    const refusalOf = (setting: string, reason: RegExp) =>
      new RegExp(`The API address ${setting} "[^"]*" .*${reason.source}`);
    /** No host a look-alike could reach: the part after the service's name, punycode, a bad port. */
    const neverShown = /evil|xn--|99999|%/i;

    test.each(cases)('Sheets, %s: a cell is refused, nothing is sent', (_label, setting, address, reason) => {
      const { addOn, sent } = sheetsAddOn();
      addOn.useToken(sheetsService.info.tokens.full, 'document', false);
      addOn.store('document').values.set(setting, address);
      const fn = fnFor(setting);
      expect(sheetsCell(addOn, fn, sheetsArgs(fn))).toMatch(refusalOf(setting, reason));
      expect(sent).toEqual([]);
    });

    test.each(cases)(
      'Sheets, %s: the token dialog names the problem, not the host as typed, and sends nothing whatever is confirmed',
      (_label, setting, address, reason) => {
        const { addOn, sent } = sheetsAddOn();
        addOn.store('document').values.set(setting, address);
        const status = addOn.run('svTokenStatus') as { destinations: { document: Record<string, unknown> } };
        const shown = status.destinations.document;
        expect(shown.problem).toMatch(refusalOf(setting, reason));
        expect((shown.hosts as string[]).join(' ')).not.toMatch(neverShown);
        // Whatever the dialog sends back as confirmed (the hosts shown, or the address as typed), nothing leaves.
        for (const confirmation of [(shown.hosts as string[]).join(', '), address, undefined]) {
          const answer = sheetsRun(
            addOn,
            'svCheckAndSaveToken',
            sheetsService.info.tokens.full,
            'document',
            confirmation,
          );
          expect(answer).toMatch(refusalOf(setting, reason));
          expect(answer).toMatch(/Nothing was sent/);
        }
        expect(sent).toEqual([]);
        expect(addOn.store('document').values.has('SV_TOKEN')).toBe(false);
      },
    );

    test.each(cases)(
      'Sheets, %s: the Addresses dialog refuses it and stores nothing',
      (_label, setting, address, reason) => {
        const { addOn, sent } = sheetsAddOn();
        for (const scope of ['document', 'user'] as const) {
          const answer = sheetsRun(addOn, 'svSaveAddresses', { [fieldOf(setting)]: address }, scope);
          expect(answer).toMatch(refusalOf(setting, reason));
          expect(addOn.store(scope).values.has(setting)).toBe(false);
        }
        expect(sent).toEqual([]);
      },
    );

    test.each(cases)(
      'Sheets, %s: the sidebar names the problem, never the host as typed',
      (_label, setting, address, reason) => {
        const { addOn, sent } = sheetsAddOn();
        addOn.useToken(sheetsService.info.tokens.full, 'document', false);
        addOn.store('document').values.set(setting, address);
        const token = (addOn.run('svSidebarStatus') as { token: { hosts: string[]; problem?: string } }).token;
        expect(token.problem).toMatch(refusalOf(setting, reason));
        expect(token.hosts.join(' ')).not.toMatch(neverShown);
        expect(sent).toEqual([]);
      },
    );

    test.each(cases)('Excel, %s: a cell is refused, nothing is sent', async (_label, setting, address, reason) => {
      const addIn = excelAddIn({ SV_TOKEN: excelSandbox.tokens.full, [setting]: address });
      const fn = fnFor(setting);
      expect(await excelCell(addIn.excel, fn, excelArgs(fn))).toMatch(refusalOf(setting, reason));
      expect(addIn.excel.sent).toEqual([]);
    });

    test.each(cases)(
      'Excel, %s: the pane refuses to check and save it, nothing is sent or stored',
      async (_label, setting, address, reason) => {
        const addIn = excelAddIn({});
        const refusal = await addIn.excel
          .runtime()
          .saveSettings({ token: excelSandbox.tokens.full, [fieldOf(setting)]: address })
          .then(
            () => 'saved',
            (error: Error) => error.message,
          );
        expect(refusal).toMatch(refusalOf(setting, reason));
        expect(addIn.excel.sent).toEqual([]);
        expect([...addIn.excel.storage.keys()]).toEqual([]);
      },
    );

    test.each(cases)('sv, %s: a command is refused, nothing is sent', async (_label, setting, address, reason) => {
      const run = await svRecorded(['campaigns'], { SV_TOKEN: excelSandbox.tokens.full, [setting]: address });
      expect(run.code).not.toBe(0);
      expect(run.stderr).toMatch(refusalOf(setting, reason));
      expect(run.sent).toEqual([]);
    });

    test.each(cases)(
      'sv login, %s: the token is not checked there or saved',
      async (_label, setting, address, reason) => {
        const folder = temporaryFolder();
        try {
          const flag = setting === 'SV_V1_URL' ? '--v1-url' : '--gateway-url';
          const run = await svRecorded(
            ['login', flag, address],
            { SV_CONFIG_DIR: folder.path },
            excelSandbox.tokens.full,
          );
          expect(run.code).not.toBe(0);
          expect(run.stderr).toMatch(refusalOf(setting, reason));
          expect(run.sent).toEqual([]);
          expect(readdirSync(folder.path)).toEqual([]);
        } finally {
          folder.remove();
        }
      },
    );

    test('an address written in capitals and with its default port is shown and used as fetch reads it', () => {
      const { addOn, sent } = sheetsAddOn();
      const sandbox = new URL(sheetsService.info.v3Url);
      const typed = `HTTP://LocalHost:${sandbox.port}/v3/`;
      addOn.store('document').values.set('SV_GATEWAY_URL', typed);
      addOn.store('document').values.set('SV_V1_URL', sheetsService.info.v1Url.replace('127.0.0.1', 'LOCALHOST'));
      const shown = (addOn.run('svTokenStatus') as { destinations: { document: { hosts: string[] } } }).destinations
        .document.hosts;
      expect(shown).toEqual([`localhost:${sandbox.port}`]);
      const answer = sheetsRun(
        addOn,
        'svCheckAndSaveToken',
        sheetsService.info.tokens.full,
        'document',
        shown.join(', '),
      );
      expect(answer).toMatch(/The token works.*sent only to localhost:\d+/);
      expect(sent.length).toBeGreaterThan(0);
      expectTokenOnlyToOwner(sent, sheetsService.info.tokens.full, shown);
    });
    test('sv login with an address in capitals names the host as fetch reads it, and sends the token there only', async () => {
      const folder = temporaryFolder();
      try {
        const port = new URL(excelSandbox.v3Url).port;
        const run = await svRecorded(
          [
            'login',
            '--gateway-url',
            `HTTP://LocalHost:${port}/v3/`,
            '--v1-url',
            excelSandbox.v1Url.replace('127.0.0.1', 'LOCALHOST'),
          ],
          { SV_CONFIG_DIR: folder.path },
          excelSandbox.tokens.full,
        );
        expect(run.code).toBe(0);
        expect(run.stderr).toContain(`It goes only to localhost:${port}.`);
        expect(run.sent.length).toBeGreaterThan(0);
        expectTokenOnlyToOwner(run.sent, excelSandbox.tokens.full, [`localhost:${port}`]);
      } finally {
        folder.remove();
      }
    });
  });

  describe('Sheets: another editor saves new addresses while a shared token is being confirmed and checked', () => {
    /** The sandbox under a second name: what another editor's new addresses point at. */
    const otherHost = (url: string) => url.replace('127.0.0.1', 'localhost');
    const confirmedHost = () => sandboxHost(sheetsService.info.v3Url);

    /** The dialog as the user saw it: the spreadsheet's addresses at the sandbox, their host shown and confirmed. */
    function dialogConfirmed() {
      const { addOn, sent } = sheetsAddOn();
      addOn.useSandboxAddresses('document');
      const status = addOn.run('svTokenStatus') as { destinations: { document: { hosts: string[] } } };
      const confirmed = status.destinations.document.hosts.join(', ');
      expect(confirmed).toBe(confirmedHost());
      return { addOn, sent, confirmed };
    }

    /** Another editor's Addresses dialog saving the spreadsheet's addresses, through the add-on as they would. */
    function otherEditorSaves(addOn: AddOn): void {
      const addresses = { gatewayUrl: otherHost(sheetsService.info.v3Url), v1Url: otherHost(sheetsService.info.v1Url) };
      expect(sheetsRun(addOn, 'svSaveAddresses', addresses, 'document')).toMatch(/Saved for everyone/);
    }

    test('saved after the dialog showed the host, before Check and save: refused, nothing sent', () => {
      const { addOn, sent, confirmed } = dialogConfirmed();
      otherEditorSaves(addOn);
      const answer = sheetsRun(addOn, 'svCheckAndSaveToken', sheetsService.info.tokens.full, 'document', confirmed);
      expect(answer).toMatch(/send its shared token to localhost:\d+.*Nothing was sent/);
      expect(sent).toEqual([]);
      expect(addOn.store('document').values.has('SV_TOKEN')).toBe(false);
    });

    // The save lands after the n-th time the check reads an address: before, between or after the reads it compares
    // with the confirmation. Whenever it lands, the token reaches the confirmed host or none.
    test.each([1, 2, 3, 4, 5, 6])(
      'saved right after the check read an address for the %i. time: the token reaches no host but the confirmed one',
      (reads) => {
        const { addOn, sent, confirmed } = dialogConfirmed();
        const store = addOn.store('document');
        const getProperty = store.getProperty.bind(store);
        // The other editor's own reads, inside its save, are counted too but trigger nothing more.
        let count = 0;
        store.getProperty = (key: string) => {
          const value = getProperty(key);
          if ((key === 'SV_GATEWAY_URL' || key === 'SV_V1_URL') && ++count === reads) otherEditorSaves(addOn);
          return value;
        };
        const answer = sheetsRun(addOn, 'svCheckAndSaveToken', sheetsService.info.tokens.full, 'document', confirmed);
        expect(count).toBeGreaterThanOrEqual(reads);
        expectTokenOnlyToOwner(sent, sheetsService.info.tokens.full, [confirmedHost()]);
        // Kept only beside the addresses it was checked at: later cells send it nowhere else either. When the save came
        // first, the answer says the token was not saved (a save after it removes the token, and says so to its editor).
        if (store.values.has('SV_TOKEN')) expect(store.values.get('SV_GATEWAY_URL')).toBe(sheetsService.info.v3Url);
        else if (!/The token works/.test(answer)) expect(answer).toMatch(/Nothing was sent|addresses changed/);
      },
    );
  });
});
