import type { FunctionDef, ParamDef } from '@sv/core';

/** The sandbox campaign every example reads: small, so each function is one or two requests. */
export const CAMPAIGN = 101;
export const START = '2026-10-01';
export const END = '2026-10-31';

/**
 * Example values by parameter name, as an analyst would type them. A required parameter of a new registry function
 * with no example here fails the tests with a message saying which example to add.
 */
const BY_NAME: Record<string, (fn: FunctionDef) => unknown> = {
  campaign_id: () => CAMPAIGN,
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
  keyword: () => 'running shoes',
  keyword_name: () => 'running shoes',
  keywords: () => 'running shoes, trail shoes',
  device: () => 'desktop',
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
}

function exampleFor(fn: FunctionDef, param: ParamDef, options: ExampleOptions): unknown {
  const byName = BY_NAME[param.name];
  if (param.optional) return '';
  if (byName) {
    const value = byName(fn);
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
