import type { FunctionDef, ParamDef } from '@sv/core';

/** The sandbox campaign every example reads: small, so each function is one or two requests. */
export const CAMPAIGN = 101;
/** Imports add keywords and groups once they complete, so they go to a campaign no other example reads. */
export const IMPORT_CAMPAIGN = 105;
export const START = '2026-10-01';
export const END = '2026-10-31';

/** What an example may need: today in the spreadsheet's zone, and values only the service knows (ids, names). */
export interface ExampleSources {
  today: string;
  /** The first non-empty value of a column of another function's answer, e.g. a forecast id from SV_FORECASTS. */
  discover(name: string, args: unknown[], column: string | RegExp): unknown;
  /** Adds keywords to a campaign with the menu's action (Add keywords…) and returns the import id it reports. */
  startImport(campaignId: number, keywords: string): number;
}

/**
 * Example values by parameter name, as an analyst would type them. A required parameter of a new registry function
 * with no example here fails the tests with a message saying which example to add.
 */
const BY_NAME: Record<string, (fn: FunctionDef, sources: ExampleSources) => unknown> = {
  campaign_id: (fn) => (fn.name.startsWith('IMPORT_') ? IMPORT_CAMPAIGN : CAMPAIGN),
  site_id: () => CAMPAIGN,
  start_date: () => START,
  date_start: () => START,
  end_date: () => END,
  date_end: () => END,
  date: () => '2026-10-15',
  query_end_date: () => '2026-10-15',
  domain_or_url: () => 'stridewear.example',
  url: () => 'stridewear.example',
  domain: () => 'stridewear.example',
  competitors: () => 'stridewear.example, footloose-store.example',
  domains: () => 'stridewear.example',
  keyword: (_, sources) => sources.discover('SV_KEYWORDS', [CAMPAIGN, START, END], 'keyword'),
  keyword_name: (_, sources) => sources.discover('SV_KEYWORDS', [CAMPAIGN, START, END], 'keyword'),
  keywords: () => 'running shoes, trail shoes',
  // The sandbox seeds one finished AI writer generation per campaign.
  article_id: () => '1011',
  request_id: () => 'seed-101',
  device: () => 'desktop',
  group_id: () => 0,
  forecast_id: (_, sources) => sources.discover('SV_FORECASTS', [CAMPAIGN], 'forecast_id'),
  list: (_, sources) => sources.discover('SV_VAULT_LISTS', [CAMPAIGN], /name|list|value/),
  import_id: (_, sources) => sources.startImport(IMPORT_CAMPAIGN, 'sheets example keyword'),
  path: (fn) => (fn.api === '1.2' ? `/groups_list/${CAMPAIGN}` : '/dashboard/v3.0/campaigns/tracked'),
};

export type DateStyle = 'text' | 'date-cell';

export interface ExampleOptions {
  /** How date arguments arrive: typed text, or the Date Sheets passes for a date cell. */
  dates: DateStyle;
  /** How empty optional arguments arrive: "" for a skipped argument, or absent at the end of the call. */
  emptyOptionals: 'empty-text' | 'missing';
  /** Makes a date cell's value: midnight of the day in the spreadsheet's zone, in the script's realm. */
  dateCell: (iso: string) => Date;
  sources: ExampleSources;
}

function exampleFor(fn: FunctionDef, param: ParamDef, options: ExampleOptions): unknown {
  const byName = BY_NAME[param.name];
  if (param.optional) return '';
  if (byName) {
    const value = byName(fn, options.sources);
    if (param.type === 'date' && options.dates === 'date-cell' && typeof value === 'string')
      return options.dateCell(value);
    return value;
  }
  if (param.type === 'enum' && param.values?.[0]) return param.values[0];
  if (param.type === 'boolean') return true;
  throw new Error(`test/sheets/examples.ts: add an example value for parameter ${param.name} of ${fn.name}`);
}

/** The arguments of one call, as a cell would pass them to SV_<NAME>. */
export function exampleArgs(fn: FunctionDef, options: ExampleOptions): unknown[] {
  const args = fn.params.map((param) => exampleFor(fn, param, options));
  if (options.emptyOptionals === 'missing') {
    while (args.length > 0 && args[args.length - 1] === '') args.pop();
  }
  return args;
}
