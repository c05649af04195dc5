import { commaList } from './common-options';

/** The query parameters of every campaign-and-period operation, as the service names them; several groups as a list. */
export function periodOfCampaign(args: {
  readonly campaign_id: number;
  readonly start_date: string;
  readonly end_date: string;
  readonly group_id?: number | readonly number[];
}) {
  const group = args.group_id;
  return {
    campaign_id: args.campaign_id,
    start_date: args.start_date,
    end_date: args.end_date,
    group_id: typeof group === 'object' ? commaList(group) : group,
  };
}
