import { runSync } from '../../src/engine/drivers';
import type { HttpOutcome, HttpRequest } from '../../src/http';
import { FUNCTIONS, findFunction } from '../../src/registry';
import { V1_FUNCTIONS } from '../../src/registry/functions/v1';
import { invoke } from '../../src/registry/invoke';
import type { FunctionDef } from '../../src/registry/types';
import type { Cell } from '../../src/table';
import { cannedHost, json, queryOf } from '../engine/canned-host';

export { json, queryOf };

export const V1_BASE = 'https://v1.example/api/v1.2';
export const TODAY = '2026-11-21';

/**
 * The registry lists V1_FUNCTIONS once registry/index.ts spreads it into FUNCTIONS; until then these tests add the
 * missing ones to the runtime list so the functions can be driven through `invoke` (registry.test.ts reports the gap).
 */
export function ensureRegistered(): void {
  const list = FUNCTIONS as FunctionDef[];
  for (const def of V1_FUNCTIONS) if (!findFunction(def.name)) list.push(def);
}

export interface Call {
  header: string[];
  rows: Cell[][];
  sent: HttpRequest[];
  /** Paths below the 1.2 base, still encoded as sent. */
  paths: string[];
  queries: Record<string, string>[];
  batches: number[];
}

export type Responder = (request: HttpRequest, path: string, query: Record<string, string>) => HttpOutcome;

function pathOf(request: HttpRequest): string {
  const url = request.url.split('?')[0] ?? '';
  return url.startsWith(V1_BASE) ? url.slice(V1_BASE.length) : url;
}

function run(name: string, args: readonly unknown[], respond: Responder) {
  ensureRegistered();
  const service = cannedHost((request) => respond(request, pathOf(request), queryOf(request)));
  const program = invoke(name, args, {
    settings: { token: 'secret-token', v1Url: V1_BASE },
    coerce: { today: () => TODAY },
    clock: service.clock,
  });
  return { service, program };
}

/** Runs a V1 function against a canned 1.2 service. */
export function callV1(name: string, args: readonly unknown[], respond: Responder): Call {
  const { service, program } = run(name, args, respond);
  const { table } = runSync(program, service.host);
  return {
    header: table.columns.map((column) => column.header),
    rows: table.rows,
    sent: service.sent,
    paths: service.sent.map(pathOf),
    queries: service.sent.map(queryOf),
    batches: service.batches,
  };
}

/** Runs a V1 function expected to fail; returns the error and what was sent before it. */
export function failV1(name: string, args: readonly unknown[], respond: Responder = () => json(200, [])) {
  const { service, program } = run(name, args, respond);
  try {
    runSync(program, service.host);
  } catch (error) {
    return { error: error as Error, sent: service.sent, paths: service.sent.map(pathOf) };
  }
  throw new Error(`${name} did not fail`);
}

/** The value of one column in one row, by header. */
export function cell(call: Pick<Call, 'header' | 'rows'>, row: number, header: string): Cell | undefined {
  const index = call.header.indexOf(header);
  if (index < 0) throw new Error(`no column ${header} in ${call.header.join(', ')}`);
  return call.rows[row]?.[index];
}

/** Rows as objects keyed by header, for readable expectations. */
export function records(call: Pick<Call, 'header' | 'rows'>): Record<string, Cell>[] {
  return call.rows.map((row) => Object.fromEntries(call.header.map((header, index) => [header, row[index] ?? ''])));
}
