import { z } from 'zod';
import { route } from '../../http/router';
import { direction, flag, groupIdList, id, idList, isoDate, oneOf, paging } from '../../validation/params';
import { campaignFor, dayRangeWithDefaults, page, selectKeywords, sortBy } from '../shared';
import { activeIn } from './active';
import { keywordRecord, keywordSortKey } from './records/keyword';

const ORDER_BY = [
  'keyword',
  'search_volume',
  'year-over-year',
  'rank',
  'rank_trend',
  'rank_trend_impact',
  'opportunity',
] as const;

export const keywordRoutes = [
  route({
    path: '/rank-tracker/v3.0/keywords',
    // "Header Accept is required with value application/json" (the 3.0 document, keyword data).
    requiresAccept: 'application/json',
    query: z.strictObject({
      campaign_id: id(),
      start_date: isoDate().optional(),
      end_date: isoDate().optional(),
      group_id: groupIdList().optional(),
      include_all_groups: flag().optional(),
      keyword_ids: idList().optional(),
      ...paging,
      order_by: oneOf(ORDER_BY).optional(),
      order_direction: direction().optional(),
      search: z.string().optional(),
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const range = dayRangeWithDefaults(ctx, query.start_date, query.end_date);
      const selected = selectKeywords(ctx, campaign, {
        groupIds: query.group_id,
        keywordIds: query.keyword_ids,
        search: query.search,
      });
      let active = activeIn(selected, range, ctx.today);
      const orderBy = query.order_by;
      if (orderBy) {
        const device = campaign.primaryDevice;
        active = sortBy(
          active,
          (item) => keywordSortKey(orderBy, item.keyword, item.first, item.last, device),
          query.order_direction ?? 'asc',
        );
      }
      return page(active, query.limit, query.offset).map((item) =>
        keywordRecord(item.keyword, {
          first: item.first,
          last: item.last,
          today: ctx.today,
          includeAllGroups: query.include_all_groups ?? false,
          variants: ctx.variants,
        }),
      );
    },
  }),
];
