import type { FunctionDef, ParamDef } from '@sv/core';
import { type ArgumentValue, formulaFor } from '../shared/formula';
import { argumentValue } from './argument-values';

/**
 * Example text per argument name: the values the function help itself uses (123 for an id, rival.com for a domain),
 * so an example reads like the reference. Names the table misses fall back on the argument's type.
 */
const BY_NAME: Readonly<Record<string, string>> = {
  campaign_id: '123',
  site_id: '123',
  group_id: '1',
  forecast_id: '7',
  import_id: '4567',
  start_date: '30 days ago',
  end_date: 'yesterday',
  date_start: '30 days ago',
  date_end: 'yesterday',
  date: 'yesterday',
  competitors: 'rival.com, other.net',
  domain_or_url: 'rival.com',
  domains: 'example.com, rival.com',
  keywords: 'running shoes, trail shoes',
  keyword: 'running shoes',
  list: 'Ideas',
  article_id: '5001',
  request_id: '42',
};

const BY_TYPE: Partial<Record<ParamDef['type'], string>> = {
  id: '123',
  group_id: '1',
  date: 'yesterday',
  integer: '10',
};

/** An argument an example fills: every required one, and dates (an example with a period reads better). */
function shown(param: ParamDef): boolean {
  return !param.optional || param.type === 'date';
}

function exampleText(definition: FunctionDef, param: ParamDef): string {
  if (definition.name.endsWith('GET') && param.name === 'path') {
    return definition.api === '1.2' ? '/sites' : '/rank-tracker/v3.0/groups?campaign_id=123';
  }
  return BY_NAME[param.name] ?? BY_TYPE[param.type] ?? param.values?.[0] ?? '';
}

/** One formula a user could type, with plausible values, as the catalogue shows it under the function's help. */
export function exampleFormula(definition: FunctionDef): string {
  const values: ArgumentValue[] = definition.params.map((param) =>
    shown(param) ? argumentValue(param, exampleText(definition, param)) : null,
  );
  // A list given as one text cell reads better than the 1x1 array Excel passes for a range argument.
  const flat = values.map((value) =>
    Array.isArray(value) && value.length === 1 && value[0]?.length === 1 ? (value[0][0] ?? null) : value,
  );
  return formulaFor(definition.name, flat);
}
