import type { FunctionDef, ParamDef } from '@sv/core';

/**
 * Arguments the sandbox answers with data, as an analyst would type them, so a property can vary one argument while
 * the others stay good. Optional arguments are left empty. A required parameter of a new registry function with no
 * example here fails the property tests with a message saying which example to add.
 */
export const SANDBOX_CAMPAIGN = 101;
export const IMPORT_CAMPAIGN = 105;

const BY_NAME: Record<string, (def: FunctionDef) => unknown> = {
  campaign_id: (def) => (def.name.startsWith('IMPORT_') ? IMPORT_CAMPAIGN : SANDBOX_CAMPAIGN),
  site_id: () => SANDBOX_CAMPAIGN,
  start_date: () => '2026-10-01',
  date_start: () => '2026-10-01',
  end_date: () => '2026-10-07',
  date_end: () => '2026-10-07',
  date: () => '2026-10-07',
  query_end_date: () => '2026-10-07',
  keyword: (def) => (def.api === '1.2' ? 'mens slippers black' : 'running shoes'),
  keywords: () => 'running shoes, trail shoes',
  domain_or_url: () => 'rival-one.com',
  domains: () => 'northwind-shoes.example, rival-one.com',
  competitors: () => 'rival-one.com',
  list: () => 'Content ideas',
  forecast_id: () => 1011,
  import_id: () => 1,
  // The sandbox seeds one finished AI writer generation per campaign.
  article_id: () => '1011',
  request_id: () => 'seed-101',
  // V1_GROUP_DETAILS needs a group; "all" is the all-keywords group in both interfaces.
  group_id: () => 'all',
  path: (def) => (def.api === '1.2' ? '/sites' : '/rank-tracker/v3.0/groups?campaign_id=101'),
  confirm: () => '2026-11-01',
};

function exampleFor(def: FunctionDef, param: ParamDef, overrides: Record<string, unknown>): unknown {
  if (param.name in overrides) return overrides[param.name];
  if (param.optional) return null;
  const byName = BY_NAME[param.name];
  if (byName) return byName(def);
  if (param.type === 'enum' && param.values?.[0]) return param.values[0];
  if (param.type === 'boolean') return true;
  throw new Error(`test/reliability/property-helpers/example-args.ts: add an example for ${param.name} of ${def.name}`);
}

/** One good call of `def`: every required argument filled, optional ones empty (`null`, as Excel passes them). */
export function exampleArgs(def: FunctionDef, overrides: Record<string, unknown> = {}): unknown[] {
  return def.params.map((param) => exampleFor(def, param, overrides));
}
