import type { Args } from './types';

/** The query parameters of every campaign-and-period operation, as the service names them. */
export function periodOfCampaign(args: Args) {
  return {
    campaign_id: args.campaign_id as number,
    start_date: args.start_date as string,
    end_date: args.end_date as string,
    group_id: args.group_id as number | undefined,
  };
}
