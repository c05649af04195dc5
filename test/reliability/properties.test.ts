import {
  createFetchHost,
  type FetchLike,
  FUNCTIONS,
  type FunctionDef,
  type HttpOutcome,
  type HttpRequest,
  invoke,
  runAsync,
  runSync,
  SvError,
  type SyncHost,
  type Table,
  toGrid,
} from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import fc from 'fast-check';
import { anyCell, optionsCell } from './property-helpers/cell-values';
import { exampleArgs, IMPORT_CAMPAIGN } from './property-helpers/example-args';
import { emptyPageOf, type Json, perturbedBody, sampleOf } from './property-helpers/mutated-responses';
import { quickExpect } from './support/quick-expect';

/**
 * Invariants that hold for every function of the registry, whatever the cells hold and whatever the service sends:
 * coercion refuses bad input only with our own errors and before any request; flattening never yields a null or
 * undefined cell and always gives the documented header row.
 */

const TODAY = '2026-11-01';
/** How each host hands arguments over: Excel passes an empty cell as 0 (optional arguments read it as empty). */
const HOSTS = {
  sheets: { today: () => TODAY },
  excel: { today: () => TODAY, zeroIsEmpty: true },
} as const;
type HostName = keyof typeof HOSTS;
const hostName = fc.constantFrom<HostName>('sheets', 'excel');

interface Outcome {
  sent: HttpRequest[];
  table?: Table;
  error?: unknown;
}

/** Runs a function to its end with the core's synchronous driver; `answer` plays the service. */
function callSync(
  name: string,
  args: readonly unknown[],
  host: HostName,
  settings: { token: string; gatewayUrl: string; v1Url: string },
  answer: (request: HttpRequest) => HttpOutcome,
): Outcome {
  let now = Date.UTC(2026, 10, 1, 12);
  const sent: HttpRequest[] = [];
  const syncHost: SyncHost = {
    fetchAll(requests) {
      sent.push(...requests);
      return requests.map(answer);
    },
    sleep(ms) {
      now += ms;
    },
  };
  try {
    const result = runSync(invoke(name, args, { settings, coerce: HOSTS[host], clock: () => now }), syncHost);
    return { sent, table: result.table };
  } catch (error) {
    return { sent, error };
  }
}

const json = (body: Json): HttpOutcome => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Shows a crash with its stack, so a failing property names the line that threw. */
function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
}

const PERTURBED_RUNS = 100;

const hasOptions = (def: FunctionDef) => def.params.some((param) => param.type === 'options');

/** Arguments with one or two of them arbitrary and the rest good, or all of them arbitrary (extra ones too). */
function argumentsFor(def: FunctionDef): fc.Arbitrary<unknown[]> {
  const good = exampleArgs(def);
  const arity = def.params.length;
  const cellFor = (index: number) =>
    def.params[index]?.type === 'options' ? optionsCell(Object.keys(def.options ?? {})) : anyCell;
  if (arity === 0) return fc.array(anyCell, { maxLength: 2 });
  const oneChanged = fc
    .integer({ min: 0, max: arity - 1 })
    .chain((index) => cellFor(index).map((value) => good.map((example, i) => (i === index ? value : example))));
  const twoChanged = fc
    .tuple(fc.integer({ min: 0, max: arity - 1 }), fc.integer({ min: 0, max: arity - 1 }))
    .chain(([first, second]) =>
      fc
        .tuple(cellFor(first), cellFor(second))
        .map(([a, b]) => good.map((example, i) => (i === first ? a : i === second ? b : example))),
    );
  const allArbitrary = fc.tuple(
    fc.tuple(...def.params.map((_, index) => cellFor(index))),
    fc.array(anyCell, { maxLength: 2 }),
  );
  return fc.oneof(
    { weight: 4, arbitrary: oneChanged },
    { weight: 2, arbitrary: twoChanged },
    { weight: 1, arbitrary: allArbitrary.map(([args, extra]) => [...args, ...extra]) },
  );
}

/** The fixed column list a function documents in its help (`Columns: a, b, c.`), if it has one. */
function documentedColumns(def: FunctionDef): string[] | undefined {
  const match = /Columns: (.*)\.$/.exec(def.result);
  return match?.[1]?.split(', ');
}

/** Starts a keyword import in the sandbox directly, so IMPORT_STATUS has one to report on. */
async function startImport(sandbox: Sandbox): Promise<number> {
  const response = await fetch(`${sandbox.v3Url}/rank-tracker/v3.0/keywords/import`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sandbox.tokens.full}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ campaign_id: IMPORT_CAMPAIGN, keywords: 'property test keyword' }),
  });
  const body = (await response.json()) as { import_id?: unknown };
  const importId = Number(body.import_id);
  if (!Number.isInteger(importId)) throw new Error(`the sandbox started no import: ${JSON.stringify(body)}`);
  return importId;
}

/** Cells that are not a value or "" (null, undefined, NaN, an object), with where they are; rows of the wrong width. */
function badCells(table: Table): string[] {
  const bad: string[] = [];
  const width = table.columns.length;
  table.rows.forEach((row, rowIndex) => {
    if (row.length !== width) bad.push(`row ${rowIndex} has ${row.length} cells for ${width} columns`);
  });
  // What the host receives: the header row, then the rows (an answer with no columns is one empty cell).
  toGrid(table).forEach((row, rowIndex) => {
    row.forEach((cell, column) => {
      const fine =
        typeof cell === 'string' || typeof cell === 'boolean' || (typeof cell === 'number' && Number.isFinite(cell));
      if (!fine) bad.push(`row ${rowIndex}, ${table.columns[column]?.header}: ${String(cell)}`);
    });
  });
  return bad;
}

describe('property tests', () => {
  describe('coercion only throws our own errors, before any request', () => {
    const settings = {
      token: 'property-token',
      gatewayUrl: 'https://gateway.example/v3',
      v1Url: 'https://v1.example/v1.2',
    };

    it.each(FUNCTIONS.map((def) => [def.name, def] as const))(
      '%s: good example arguments are taken in both hosts',
      (_name, def) => {
        for (const host of ['sheets', 'excel'] as const) {
          const outcome = callSync(def.name, exampleArgs(def), host, settings, () => json([]));
          if (outcome.error instanceof SvError && ['input', 'config'].includes(outcome.error.code))
            throw new Error(`${def.name} refused its example arguments in ${host}: ${outcome.error.message}`);
          expect(outcome.sent.length).toBeGreaterThan(0);
        }
      },
    );

    it.each(FUNCTIONS.map((def) => [def.name, def] as const))(
      '%s: arbitrary cells of Sheets and Excel are taken, or refused with an input or settings message and no request',
      (_name, def) => {
        fc.assert(
          fc.property(hostName, argumentsFor(def), (host, args) => {
            const outcome = callSync(def.name, args, host, settings, () => json([]));
            const { error } = outcome;
            if (error === undefined) return;
            if (!(error instanceof SvError)) throw new Error(`crashed instead of refusing: ${describeError(error)}`);
            quickExpect(error.message.trim()).not.toBe('');
            quickExpect(error.message).not.toContain('[object Object]');
            // Refusals of input or settings come before anything is sent; other errors only after an answer. The one
            // exception: the columns of an answer with no documented shape are known only once it has arrived.
            const columnsOfAnUndocumentedShape =
              documentedColumns(def) === undefined && /^Unknown columns? /.test(error.message);
            if ((error.code === 'input' || error.code === 'config') && !columnsOfAnUndocumentedShape)
              quickExpect(outcome.sent).toHaveLength(0);
            else quickExpect(outcome.sent.length).toBeGreaterThan(0);
          }),
          { numRuns: hasOptions(def) ? 250 : 150 },
        );
      },
    );
  });

  describe('flattening never yields a null or undefined cell, and keeps the documented columns', () => {
    let sandbox: Sandbox;
    let sandboxSettings: { token: string; gatewayUrl: string; v1Url: string };
    /** Per function: the sandbox's answer to each first-page request of a good call, by URL, and the table's headers. */
    const recorded = new Map<string, { args: unknown[]; answers: Map<string, Json>; headers: string[] } | Error>();

    beforeAll(async () => {
      sandbox = await start({ today: TODAY, ratePerSecond: 0 });
      const settings = { token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url };
      sandboxSettings = settings;
      const importId = await startImport(sandbox);
      const fetchHost = createFetchHost(fetch as unknown as FetchLike);
      for (const def of FUNCTIONS) {
        const answers = new Map<string, Json>();
        const recordingHost = {
          ...fetchHost,
          async fetchAll(requests: HttpRequest[]) {
            const outcomes = await fetchHost.fetchAll(requests);
            requests.forEach((request, index) => {
              const outcome = outcomes[index];
              if (outcome?.status === 200) answers.set(request.url, JSON.parse(outcome.body) as Json);
            });
            return outcomes;
          },
        };
        try {
          const args = exampleArgs(def, { import_id: importId });
          const result = await runAsync(invoke(def.name, args, { settings, coerce: HOSTS.sheets }), recordingHost);
          recorded.set(def.name, { args, answers, headers: result.table.columns.map((column) => column.header) });
        } catch (error) {
          recorded.set(def.name, error as Error);
        }
      }
    }, 120_000);
    afterAll(async () => {
      await sandbox?.close();
    });

    it.each(FUNCTIONS.map((def) => [def.name, def] as const))(
      '%s: perturbed answers give cells that are values or "", never null or undefined, under the fixed header',
      (_name, def) => {
        const baseline = recorded.get(def.name);
        if (baseline instanceof Error || baseline === undefined)
          throw new Error(`the sandbox did not answer a good call of ${def.name}: ${baseline?.message}`);
        const documented = documentedColumns(def);
        if (documented) expect(baseline.headers).toEqual(documented);

        // Only first pages carry rows; any later page is past the end of the (cut down) answer.
        const firstPages = [...baseline.answers].filter(
          ([url]) => Number(new URL(url).searchParams.get('offset') ?? 0) === 0,
        );
        const samples = firstPages.map(([url, body]) => [url, sampleOf(body)] as const);
        const perturbedAnswers = fc.tuple(
          ...samples.map(([url, body]) => perturbedBody(body).map((b) => [url, b] as const)),
        );
        const args = baseline.args;
        let tables = 0;

        fc.assert(
          fc.property(hostName, perturbedAnswers, (host, answers) => {
            const byUrl = new Map(answers);
            const outcome = callSync(def.name, args, host, sandboxSettings, (request) => {
              const url = new URL(request.url);
              const offset = Number(url.searchParams.get('offset') ?? 0);
              url.searchParams.delete('offset');
              const first = [...byUrl].find(([known]) => {
                const candidate = new URL(known);
                candidate.searchParams.delete('offset');
                return candidate.href === url.href;
              });
              if (!first) throw new Error(`unexpected request ${request.method} ${request.url}`);
              return json(offset === 0 ? first[1] : emptyPageOf(first[1]));
            });
            if (outcome.error !== undefined) {
              if (!(outcome.error instanceof SvError)) throw new Error(`crashed: ${describeError(outcome.error)}`);
              return;
            }
            const table = outcome.table as Table;
            tables += 1;
            const headers = table.columns.map((column) => column.header);
            if (documented) quickExpect(headers).toEqual(documented);
            else quickExpect(new Set(headers).size).toBe(headers.length);
            quickExpect(badCells(table)).toEqual([]);
          }),
          { numRuns: PERTURBED_RUNS },
        );
        // The property says something only if most perturbed answers still make a table (the rest are refused with
        // a message, which is allowed).
        expect(tables).toBeGreaterThan(PERTURBED_RUNS / 2);
      },
    );

    const undocumented = FUNCTIONS.filter((def) => documentedColumns(def) === undefined);
    it.each(undocumented.map((def) => [def.name, def] as const))(
      '%s (columns follow the answer): any JSON answer gives values or "" under unique headers, or a message',
      (_name, def) => {
        const baseline = recorded.get(def.name);
        if (baseline instanceof Error || baseline === undefined)
          throw new Error(`the sandbox did not answer a good call of ${def.name}: ${baseline?.message}`);
        fc.assert(
          fc.property(hostName, fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<Json>, (host, body) => {
            const outcome = callSync(def.name, baseline.args, host, sandboxSettings, (request) =>
              json(Number(new URL(request.url).searchParams.get('offset') ?? 0) === 0 ? body : []),
            );
            if (outcome.error !== undefined) {
              if (!(outcome.error instanceof SvError)) throw new Error(`crashed: ${describeError(outcome.error)}`);
              return;
            }
            const headers = (outcome.table as Table).columns.map((column) => column.header);
            quickExpect(new Set(headers).size).toBe(headers.length);
            quickExpect(badCells(outcome.table as Table)).toEqual([]);
          }),
          { numRuns: 200 },
        );
      },
    );
  });
});
