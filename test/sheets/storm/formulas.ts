import type { FunctionDef } from '@sv/core';
import type { StormCall } from './protocol';

const PERIOD = { start_date: '2026-10-01', end_date: '2026-10-31' };

/**
 * Twenty different formulas a sheet might hold: the first twenty campaign functions of the registry that need nothing
 * but the campaign and the period, the first five on a campaign of 2,345 keywords (several pages each), the others on
 * a small one.
 */
export function twentyFormulas(functions: readonly FunctionDef[]): StormCall[] {
  const fits = functions.filter(
    (fn) =>
      fn.api === '3.0' &&
      fn.params[0]?.name === 'campaign_id' &&
      fn.params.every((param) => param.optional || param.name in PERIOD || param.name === 'campaign_id'),
  );
  return fits.slice(0, 20).map((fn, index) => ({
    name: `SV_${fn.name}`,
    args: fn.params
      .slice(0, 3)
      .filter((param) => param.name === 'campaign_id' || param.name in PERIOD)
      .map((param) =>
        param.name === 'campaign_id' ? (index < 5 ? 102 : 101) : PERIOD[param.name as keyof typeof PERIOD],
      ),
  }));
}
