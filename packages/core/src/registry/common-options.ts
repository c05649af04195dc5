import type { OptionSpec, OptionValue, ParsedOptions } from '../args';
import type { QueryValue } from '../engine/api-request';
import { MAX_CACHE_TTL_SECONDS } from '../engine/session';

/** Options every function with an `options` argument accepts. */
export const TABLE_OPTIONS = {
  columns: {
    type: 'list',
    item: 'text',
    help: 'the column headers to keep, in this order (comma list), e.g. keyword,search_data.search_volume',
  },
  headers: {
    type: 'enum',
    values: ['paths', 'labels', 'none'],
    aliases: { true: 'paths', false: 'none', yes: 'paths', no: 'none', fields: 'paths', label: 'labels' },
    help: 'labels: readable headers ("Search volume"); paths (default): field paths; FALSE: no header row',
  },
  cache_minutes: {
    type: 'integer',
    min: 0,
    max: MAX_CACHE_TTL_SECONDS / 60,
    help: 'how long an answer is reused before asking the service again, 0 to 360 (default 60)',
  },
} as const satisfies OptionSpec;

/** Options of functions that read a paged list. */
export const LIST_OPTIONS = {
  ...TABLE_OPTIONS,
  limit: { type: 'integer', min: 1, max: 1_000_000, help: 'at most this many records (default: all of them)' },
} as const satisfies OptionSpec;

/** A sort field of a keyword list whose fields the service does not enumerate: it names the valid ones when it refuses. */
export const ORDER_BY_FIELD = {
  type: 'text',
  help: 'the field to sort by, as the service names it (e.g. search_volume); the service lists the valid ones if it refuses',
} as const;

export const ORDER_DIRECTION = {
  type: 'enum',
  values: ['asc', 'desc'],
  aliases: { ascending: 'asc', descending: 'desc' },
  help: 'asc or desc (default asc)',
} as const;

/** The options every table shares, as the factory reads them from any function's parsed options. */
export type TableOptionValues = Readonly<ParsedOptions<typeof LIST_OPTIONS>>;

/** The table options among a function's parsed options (a function without `limit` never has one). */
export function tableOptionsOf(options: object): TableOptionValues {
  return options as TableOptionValues;
}

/** A list for the wire: the service reads comma-separated text, never `a[]=1&a[]=2`. */
export function commaList(value: readonly (string | number)[] | undefined): string | undefined {
  return value && value.length > 0 ? value.join(',') : undefined;
}

/** Options that shape the table here and never reach the service (`limit` becomes the paging's own). */
const TABLE_OPTION_KEYS: ReadonlySet<string> = new Set(Object.keys(LIST_OPTIONS));

/**
 * Every other option is a parameter of the service, named as it names it: sent as given (lists comma-joined,
 * booleans as true/false), in the order the function declares them, so one request always has one address.
 */
export function serviceOptions(
  spec: OptionSpec | undefined,
  options: Readonly<Record<string, OptionValue | undefined>>,
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const key of Object.keys(spec ?? {})) {
    const value = options[key];
    if (TABLE_OPTION_KEYS.has(key) || value === undefined) continue;
    query[key] = Array.isArray(value) ? commaList(value) : value;
  }
  return query;
}
