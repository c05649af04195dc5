import type { CoerceContext } from '../args';
import { checkPeriod } from './dates';
import type { ArgsOf } from './param';
import { CAMPAIGN_ID, END_DATE, GROUP_ID, START_DATE } from './params';
import { periodOfCampaign } from './query-parts';

const PARAMS = [CAMPAIGN_ID, START_DATE, END_DATE, GROUP_ID] as const;

/**
 * What every read of one campaign over a period shares: its arguments (the period defaulting to the 30 days up to
 * today), their check, and the query the service reads them from. A function spreads it and adds its own parts; a
 * query of its own replaces this one (and starts from `periodOfCampaign`).
 */
export const CAMPAIGN_PERIOD = {
  api: '3.0',
  params: PARAMS,
  prepare: (args: ArgsOf<typeof PARAMS>, coerce: CoerceContext) => checkPeriod(args, coerce),
  query: (args: Parameters<typeof periodOfCampaign>[0]) => periodOfCampaign(args),
} as const;
