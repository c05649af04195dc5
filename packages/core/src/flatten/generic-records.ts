/**
 * Finding the records of a response whose shape is not known in advance (the GET function, operations whose shape
 * is a guess), and choosing the one nested list worth unrolling into long format.
 */
import { isPlainObject } from '../schemas/values';

/** Properties that only ever accompany a list in a wrapper: paging metadata. */
const PAGING_KEYS = new Set([
  'limit',
  'offset',
  'total',
  'total_results',
  'total_count',
  'count',
  'page',
  'pages',
  'per_page',
  'page_size',
  'total_pages',
  'next',
  'previous',
  'next_offset',
  'has_more',
]);

/** Property names that mark an object as a wrapper of its single list. */
const WRAPPER_KEYS = new Set(['data', 'results', 'result', 'items', 'records', 'rows', 'list']);

/**
 * The records of a body: the items of a bare array; the items of the single list of a wrapper object (an object whose
 * only list sits beside paging metadata, or under a name such as `data` or `results`); otherwise the body itself as
 * one record. A record holding one list among its own fields (`{keyword_id, competitors: [...]}`) stays one record.
 */
export function genericRecords(body: unknown): unknown[] {
  if (body === null || body === undefined) return [];
  if (Array.isArray(body)) return body;
  if (!isPlainObject(body)) return [body];
  const keys = Object.keys(body);
  const arrayKeys = keys.filter((key) => Array.isArray(body[key]));
  const [listKey] = arrayKeys;
  if (arrayKeys.length !== 1 || listKey === undefined) return [body];
  const onlyMetadataBeside = keys.every((key) => key === listKey || PAGING_KEYS.has(key));
  return onlyMetadataBeside || WRAPPER_KEYS.has(listKey) ? (body[listKey] as unknown[]) : [body];
}

/** Which nested list becomes long format: one list, or a `desktop`/`mobile` pair under one parent. */
export type GenericUnroll =
  | { kind: 'none' }
  | { kind: 'list'; path: string }
  | { kind: 'devices'; parent: string; desktop: string; mobile: string };

function collectObjectLists(value: unknown, prefix: string, found: Set<string>): void {
  if (!isPlainObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (Array.isArray(child)) {
      if (child.some(isPlainObject)) found.add(path);
    } else {
      collectObjectLists(child, path, found);
    }
  }
}

export function joinPath(prefix: string, key: string): string {
  return prefix === '' ? key : `${prefix}.${key}`;
}

/**
 * Unrolls only when the choice is unambiguous across all records: exactly one path holds lists of objects, or
 * exactly two that are the `desktop` and `mobile` children of one parent. Every other list of objects is shown as
 * compact JSON text in its cell.
 */
export function chooseUnroll(records: readonly unknown[]): GenericUnroll {
  const found = new Set<string>();
  for (const record of records) collectObjectLists(record, '', found);
  const paths = [...found];
  const [first, second] = paths;
  if (paths.length === 1 && first !== undefined) return { kind: 'list', path: first };
  if (paths.length === 2 && first !== undefined && second !== undefined) {
    for (const parentOf of [first, second]) {
      const parent = parentOf.includes('.') ? parentOf.slice(0, parentOf.lastIndexOf('.')) : '';
      const desktop = joinPath(parent, 'desktop');
      const mobile = joinPath(parent, 'mobile');
      if (found.has(desktop) && found.has(mobile)) return { kind: 'devices', parent, desktop, mobile };
    }
  }
  return { kind: 'none' };
}
