import type { CoerceContext } from '../args';
import { checkPeriod, checkV1Period } from './dates';
import type { ArgsOf } from './param';
import { CAMPAIGN_ID, END_DATE, GROUP_ID, START_DATE } from './params';
import { DATE_END, DATE_START, SITE_ID } from './v1-params';
import { v1Path } from './v1-path';

const CAMPAIGN_PARAMS = [CAMPAIGN_ID, START_DATE, END_DATE, GROUP_ID] as const;

/**
 * What every read of one campaign over a period shares: its arguments (the period defaulting to the 30 days up to
 * today) and their check. A function spreads it and adds its own parts.
 */
export const CAMPAIGN_PERIOD = {
  params: CAMPAIGN_PARAMS,
  prepare: (args: ArgsOf<typeof CAMPAIGN_PARAMS>, coerce: CoerceContext) => checkPeriod(args, coerce),
} as const;

const SITE_PARAMS = [SITE_ID, DATE_START, DATE_END] as const;

/** The same for one site of interface 1.2 over a period: both days required, in order, the end at most today. */
export const SITE_PERIOD = {
  params: SITE_PARAMS,
  prepare: (args: ArgsOf<typeof SITE_PARAMS>, coerce: CoerceContext) => checkV1Period(args, coerce),
} as const;

/** `/<operation>/{site_id}/{date_start}/{date_end}`: where most 1.2 reads of a site over a period sit. */
export const sitePeriodPath =
  (...operation: readonly string[]) =>
  (args: { readonly site_id: number; readonly date_start: string; readonly date_end: string }) =>
    v1Path(...operation, args.site_id, args.date_start, args.date_end);
