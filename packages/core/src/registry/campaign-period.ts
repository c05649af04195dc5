import type { CoerceContext } from '../args';
import { checkPeriod } from './dates';
import type { ArgsOf } from './param';
import { CAMPAIGN_ID, END_DATE, GROUP_ID, START_DATE } from './params';

const PARAMS = [CAMPAIGN_ID, START_DATE, END_DATE, GROUP_ID] as const;

/**
 * What every read of one campaign over a period shares: its arguments (the period defaulting to the 30 days up to
 * today) and their check. A function spreads it and adds its own parts.
 */
export const CAMPAIGN_PERIOD = {
  api: '3.0',
  params: PARAMS,
  prepare: (args: ArgsOf<typeof PARAMS>, coerce: CoerceContext) => checkPeriod(args, coerce),
} as const;
