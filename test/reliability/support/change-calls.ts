import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CacheEntry,
  type FunctionDef,
  type FunctionResult,
  type HttpRequest,
  type InvokeOptions,
  invoke,
  runAsync,
  runSync,
  type Table,
} from '@sv/core';
import { commandName } from '../../../packages/cli/src/function-commands';
import { tableFromJsonLines } from '../../../packages/cli/test/support/read-back';
import { sv } from '../../../packages/cli/test/support/run-sv';
import { exampleArgs, START } from '../../sheets/examples';
import type { SyncService } from '../../sheets/fakes/sync-service';
import { asyncHostOf, type DriverName, fakeClock, syncHostOf } from './drivers-against-sandbox';

/** How the change matrix calls a function: both drivers of the core, and the sv command line. */
export type ChangeDriver = DriverName | 'sv';

export function settingsOf(service: SyncService) {
  return { token: service.info.tokens.full, gatewayUrl: service.info.v3Url, v1Url: service.info.v1Url };
}

/** A host cache in memory: a campaigns answer read earlier is there, as in a spreadsheet that showed SV_CAMPAIGNS. */
export class MemoryCache {
  private readonly entries = new Map<string, string>();
  get = (keys: string[]) => keys.map((key) => this.entries.get(key) ?? null);
  put = (entries: CacheEntry[]) => {
    for (const entry of entries) this.entries.set(entry.key, entry.value);
  };
}

/** One call through the core's public entry point with the driver named, and a host cache when one is given. */
export async function callCore(
  driver: DriverName,
  service: SyncService,
  name: string,
  args: readonly unknown[],
  cache?: MemoryCache,
): Promise<FunctionResult> {
  const clock = fakeClock();
  const options: InvokeOptions = { settings: settingsOf(service), clock: clock.now };
  const program = invoke(name, args, options);
  const withCache = cache ? { cacheGet: cache.get, cachePut: cache.put } : {};
  if (driver === 'runSync') return runSync(program, { ...syncHostOf(service, clock), ...withCache });
  return runAsync(program, { ...asyncHostOf(clock), ...withCache });
}

/** What sv did: the table it wrote (when it exited 0), else its exit code and what it printed on standard error. */
export type SvOutcome = { ok: true; rows: unknown[][]; keys: string[] } | { ok: false; code: number; stderr: string };

let runs = 0;

/**
 * The real `sv` entry (runCli, in this process) with the cell's arguments as words, writing JSON lines to a file in
 * `folder`: a failed run must leave no file behind.
 */
export async function callSv(
  service: SyncService,
  folder: string,
  fn: FunctionDef,
  args: readonly unknown[],
): Promise<SvOutcome> {
  runs += 1;
  const out = join(folder, `cell-${runs}.jsonl`);
  const words = args.map((value) => String(value ?? ''));
  const env = { SV_TOKEN: service.info.tokens.full, SV_GATEWAY_URL: service.info.v3Url, SV_V1_URL: service.info.v1Url };
  // As the core's drivers here: backoffs and the rate limit's window move the clock instead of waiting.
  const clock = fakeClock();
  const waiting = { now: clock.now, sleep: async (ms: number) => clock.advance(ms) };
  const run = await sv([commandName(fn), ...words, '--format', 'jsonl', '--out', out], { env, waiting });
  if (run.code !== 0) {
    if (existsSync(out)) throw new Error(`sv exited ${run.code} but left ${out}`);
    return { ok: false, code: run.code, stderr: run.stderr };
  }
  // An empty table writes an empty file.
  const { keys, rows } = tableFromJsonLines(out);
  return { ok: true, rows, keys };
}

/** The rows of a table as JSON lines read back: the same cells, a missing value as "". */
export function rowsOf(table: Table): unknown[][] {
  return table.rows.map((row) => row.map((cell) => cell ?? ''));
}

/** Answers the few calls that find example values (a keyword, a forecast id), with the synchronous driver. */
function discover(service: SyncService, name: string, args: unknown[], column: string | RegExp): unknown {
  const result = runSync(invoke(name.replace(/^SV_/, ''), args, { settings: settingsOf(service) }), {
    fetchAll: (requests: HttpRequest[]) => syncHostOf(service, fakeClock()).fetchAll(requests),
    sleep() {},
  });
  const index = result.table.columns.findIndex((c) =>
    typeof column === 'string' ? c.header === column : column.test(c.header),
  );
  return result.table.rows.find((row) => row[index] !== '' && row[index] != null)?.[index];
}

/**
 * The example arguments of test/sheets/examples.ts over one day, on the campaign
 * given (else the example's), with the options text given where the function takes options.
 */
export function exampleCall(
  service: SyncService,
  fn: FunctionDef,
  today: string,
  options: string,
  campaign?: number,
): unknown[] {
  const args = exampleArgs(fn, {
    dates: 'text',
    emptyOptionals: 'empty-text',
    dateCell: (iso) => new Date(`${iso}T00:00:00`),
    sources: {
      today,
      discover: (name, discoverArgs, column) => discover(service, name, discoverArgs, column),
      startImport: () => {
        throw new Error('imports are not paged');
      },
    },
  });
  return fn.params.map((param, i) => {
    if (campaign !== undefined && (param.name === 'campaign_id' || param.name === 'site_id')) return campaign;
    // One day: the period's start is optional for some, and its default (30 days) would make pages 30 times heavier.
    if (['start_date', 'date_start', 'end_date', 'date_end'].includes(param.name)) return START;
    if (param.name === 'options') return options;
    return args[i];
  });
}
