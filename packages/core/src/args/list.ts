import { type CellArg, cellsOf, describeValue, type EmptinessContext, isRange } from './cell';
import { type DomainReading, readDomain, readDomainOrUrl } from './domain';
import { isEmptyCell } from './empty';
import { type IdReading, readGroupId, readPositiveId } from './id';
import { refuse } from './refusal';

export type ListKind = 'id' | 'group_id' | 'text' | 'domain' | 'domain_or_url';
export type ListItem<K extends ListKind> = K extends 'id' | 'group_id' ? number : string;

export interface ListLimits {
  /** The most items the service takes at once; more are refused before anything is sent. */
  maxItems?: number;
}

const LIST_REMEDY: Readonly<Record<ListKind, string>> = {
  id: 'Use positive whole numbers separated by commas (12, 34) or a range of cells.',
  group_id: 'Use group ids separated by commas (12, 34; "all" = 0, "brand" = -1) or a range of cells.',
  text: 'Use text separated by commas or a range of cells.',
  domain: 'Use domains like example.com separated by commas, or a range of cells.',
  domain_or_url: 'Use a domain like example.com or a URL path like example.com/blog.',
};

const ITEM_NOUN: Readonly<Record<ListKind, string>> = {
  id: 'ids',
  group_id: 'group ids',
  text: 'items',
  domain: 'domains',
  domain_or_url: 'domains or URLs',
};

const ID_READERS: Partial<Record<ListKind, (raw: string | number) => IdReading>> = {
  id: readPositiveId,
  group_id: readGroupId,
};
const DOMAIN_READERS: Partial<Record<ListKind, (text: string) => DomainReading>> = {
  domain: readDomain,
  domain_or_url: readDomainOrUrl,
};

const SEPARATORS = /[,;\r\n]+/;

/**
 * Several values in one argument: comma, semicolon or line separated text, JSON-array text (`["a.com","b.net"]`),
 * a number, or a range read row by row with empty cells skipped (each cell may itself hold a separated list).
 * Items are trimmed and de-duplicated keeping their first position. Ids must be positive whole numbers (group ids may
 * also be the built-in groups); domains follow the one domain rule (see `readDomain`, `readDomainOrUrl`). An empty
 * argument gives `[]`: callers decide whether that is allowed.
 */
export function coerceList<const K extends ListKind>(
  value: CellArg,
  name: string,
  kind: K,
  ctx: EmptinessContext = {},
  limits: ListLimits = {},
): ListItem<K>[] {
  const remedy = LIST_REMEDY[kind];
  const cells = isRange(value) ? cellsOf(value) : [value];
  const items = new Set<string | number>();
  for (const cell of cells) {
    if (isEmptyCell(cell, ctx)) continue;
    for (const raw of rawItems(cell, name, remedy)) items.add(toItem(raw, kind, name, remedy));
  }
  const { maxItems } = limits;
  if (maxItems !== undefined && items.size > maxItems) {
    const remedy =
      maxItems === 1
        ? 'Give one: the service reads one at a time.'
        : `The service takes at most ${maxItems} at once: split them over several calls.`;
    throw refuse(name, `${items.size} ${ITEM_NOUN[kind]} were given`, remedy);
  }
  // toItem gives numbers for ids and strings otherwise, which is what ListItem<K> says.
  return [...items] as ListItem<K>[];
}

function rawItems(cell: unknown, name: string, remedy: string): (string | number)[] {
  if (typeof cell === 'number') return [cell];
  if (typeof cell !== 'string') throw refuse(name, `${describeValue(cell)} cannot be a list item`, remedy);
  const text = cell.trim();
  if (text.startsWith('[')) return jsonItems(text, name, remedy);
  return text
    .split(SEPARATORS)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function jsonItems(text: string, name: string, remedy: string): (string | number)[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse(name, `${describeValue(text)} starts like a JSON list but is not one`, remedy);
  }
  if (!Array.isArray(parsed)) throw refuse(name, `${describeValue(text)} is not a list`, remedy);
  const items: (string | number)[] = [];
  for (const item of parsed) {
    if (typeof item === 'string') {
      if (item.trim() !== '') items.push(item.trim());
    } else if (typeof item === 'number') {
      items.push(item);
    } else {
      throw refuse(
        name,
        `the list holds ${describeValue(JSON.stringify(item))}, which is neither text nor a number`,
        remedy,
      );
    }
  }
  return items;
}

function toItem(raw: string | number, kind: ListKind, name: string, remedy: string): string | number {
  const readId = ID_READERS[kind];
  if (readId) {
    const reading = readId(raw);
    if ('problem' in reading) throw refuse(name, reading.problem, remedy);
    return reading.id;
  }
  const text = typeof raw === 'number' ? String(raw) : raw;
  const readDomainItem = DOMAIN_READERS[kind];
  if (!readDomainItem) return text;
  const reading = readDomainItem(text);
  if ('problem' in reading) throw refuse(name, reading.problem, remedy);
  return reading.domain;
}
