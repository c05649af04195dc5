/** The query parameters of every campaign-and-period operation, as the service names them. */
export function periodOfCampaign(args: {
  readonly campaign_id: number;
  readonly start_date: string;
  readonly end_date: string;
  readonly group_id?: number;
}) {
  return {
    campaign_id: args.campaign_id,
    start_date: args.start_date,
    end_date: args.end_date,
    group_id: args.group_id,
  };
}
