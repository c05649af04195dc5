import {
  FUNCTIONS,
  type FunctionDef,
  findFunction,
  type HttpOutcome,
  type HttpRequest,
  invoke,
  runSync,
} from '../../src';
import { V3_MORE_FUNCTIONS } from '../../src/registry/functions/v3-more';
import type { Cell } from '../../src/table';
import { cannedHost, json, queryOf } from '../engine/canned-host';

export const TODAY = '2026-11-21';
const GATEWAY = 'https://gateway.test/v3';

/**
 * The registry is expected to list V3_MORE_FUNCTIONS; until it does, the functions are added here so their behaviour
 * can still be tested (registration itself has its own test, which then fails).
 */
export function registerMoreFunctions(): void {
  const missing = V3_MORE_FUNCTIONS.filter((def) => findFunction(def.name) === undefined);
  (FUNCTIONS as FunctionDef[]).push(...missing);
}

export function isRegistered(name: string): boolean {
  return findFunction(name) !== undefined;
}

export interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface Call {
  header: string[];
  rows: Cell[][];
  sent: Sent[];
  /** The cell of `row` under `header`. */
  cell(row: number, header: string): Cell | undefined;
  /** One column's cells. */
  column(header: string): Cell[];
}

function sentOf(request: HttpRequest): Sent {
  const [address = ''] = request.url.split('?');
  return {
    method: request.method,
    path: address.slice(GATEWAY.length),
    query: queryOf(request),
    body: request.body === undefined ? undefined : JSON.parse(request.body),
  };
}

type Answer = unknown | HttpOutcome;

function isOutcome(answer: Answer): answer is HttpOutcome {
  return typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer && 'headers' in answer;
}

/** Runs `name` with the sync driver against a canned service: `answer` gets each request and returns its JSON body. */
export function call(name: string, args: readonly unknown[], answer: (request: Sent) => Answer = () => []): Call {
  const canned = cannedHost((request) => {
    const reply = answer(sentOf(request));
    return isOutcome(reply) ? reply : json(200, reply);
  });
  const result = runSync(
    invoke(name, args, {
      settings: { token: 'secret-token', gatewayUrl: GATEWAY },
      coerce: { today: () => TODAY },
      clock: canned.clock,
    }),
    canned.host,
  );
  const header = result.table.columns.map((column) => column.header);
  const rows = result.table.rows;
  return {
    header,
    rows,
    sent: canned.sent.map(sentOf),
    cell: (row, name) => rows[row]?.[header.indexOf(name)],
    column: (name) => rows.map((row) => row[header.indexOf(name)] as Cell),
  };
}

/** Runs `name` expecting a refusal; returns the message and how many requests went out. */
export function refusal(name: string, args: readonly unknown[]): { message: string; sent: number } {
  let sent = 0;
  try {
    call(name, args, () => {
      sent += 1;
      return [];
    });
  } catch (error) {
    return { message: (error as Error).message, sent };
  }
  throw new Error(`${name} was expected to refuse ${JSON.stringify(args)}`);
}

/** A page of `limit` records answered by offset: `records` sliced as the service would. */
export function paged(records: readonly unknown[]) {
  return (request: Sent): unknown[] => {
    const offset = Number(request.query.offset ?? 0);
    const limit = Number(request.query.limit ?? 100);
    return records.slice(offset, offset + limit);
  };
}
