import { z } from 'zod';
import { aiOverviewOn, hasAiOverview } from '../../data/ai';
import { isoDay } from '../../data/calendar';
import { DEVICES } from '../../data/ranks';
import { shareOf } from '../../data/visibility';
import { route } from '../../http/router';
import { groupIdList, id, idList, isoDate, paging } from '../../validation/params';
import { campaignFor, dayRange, dayRangeWithDefaults, page, selectKeywords, seriesDays } from '../shared';
import { activeIn } from './active';
import { segmentKeywords, segmentParams } from './segments';

/** AI Overview: keyword data (paged by keywords scanned), daily ranks, mention and citation visibility. */

function daysOf(first: number, last: number): number[] {
  const days: number[] = [];
  for (let day = first; day <= last; day++) days.push(day);
  return days;
}

const keywordQuery = z.strictObject({
  campaign_id: id(),
  start_date: isoDate(),
  end_date: isoDate(),
  group_id: groupIdList().optional(),
  keyword_ids: idList().optional(),
  ...paging,
});

const visibilityQuery = z.strictObject({
  campaign_id: id(),
  start_date: isoDate(),
  end_date: isoDate(),
  group_id: groupIdList().optional(),
  keyword_ids: idList().optional(),
  domain: z.string().min(1).optional(),
  ...segmentParams,
  ...paging,
});

function visibilityRoute(path: string, field: string, counts: 'mentions' | 'citations') {
  return route({
    path,
    query: visibilityQuery,
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const range = dayRange(query.start_date, query.end_date);
      const keywords = segmentKeywords(ctx, campaign, query, range);
      const domain = query.domain ?? campaign.domain;
      const days = seriesDays(campaign, range, ctx.today);
      return page(days, query.limit, query.offset).map((day) => ({
        date: isoDay(day),
        [field]: Object.fromEntries(
          DEVICES.map((device) => [
            device,
            shareOf(keywords, (keyword) => {
              const overview = aiOverviewOn(keyword, device, day);
              if (counts === 'mentions' && domain === campaign.domain) return overview.my_brand_present;
              return overview.links.some((link) => link.includes(`//${domain}/`));
            }),
          ]),
        ),
      }));
    },
  });
}

export const aiOverviewRoutes = [
  route({
    path: '/rank-tracker/v3.0/keywords/aio',
    query: keywordQuery,
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const keywords = selectKeywords(ctx, campaign, { groupIds: query.group_id, keywordIds: query.keyword_ids });
      const active = activeIn(keywords, dayRange(query.start_date, query.end_date), ctx.today);
      // `limit` counts keywords scanned; those without an AI Overview are skipped, so a page may hold fewer rows.
      return page(active, query.limit, query.offset)
        .filter(({ keyword }) => hasAiOverview(keyword))
        .map(({ keyword, first, last }) => ({
          keyword_id: keyword.id,
          keyword: keyword.phrase,
          sge_widget_data: Object.fromEntries(
            DEVICES.map((device) => [
              device,
              Object.fromEntries(
                daysOf(first, last).map((day) => {
                  const overview = aiOverviewOn(keyword, device, day);
                  return [
                    isoDay(day),
                    {
                      links: overview.links,
                      brand_presence: overview.my_brand_present,
                      brand_presence_any: overview.any_brand_present,
                      rank: overview.rank,
                      content: `An AI overview about ${keyword.phrase}, citing ${overview.links.length} sources.`,
                    },
                  ];
                }),
              ),
            ]),
          ),
        }));
    },
  }),
  route({
    path: '/rank-tracker/v3.0/keywords/daily-ranks/aio',
    // A documented operation whose document shows no required status for the dates: they default as keyword data's.
    query: keywordQuery.extend({ start_date: isoDate().optional(), end_date: isoDate().optional() }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const keywords = selectKeywords(ctx, campaign, { groupIds: query.group_id, keywordIds: query.keyword_ids });
      const active = activeIn(keywords, dayRangeWithDefaults(ctx, query.start_date, query.end_date), ctx.today);
      // The documented sample sends keyword_id and rank as strings here.
      return page(active, query.limit, query.offset).map(({ keyword, first, last }) => ({
        keyword_id: String(keyword.id),
        keyword: keyword.phrase,
        ranking_data: Object.fromEntries(
          DEVICES.map((device) => [
            device,
            daysOf(first, last).map((day) => {
              const overview = aiOverviewOn(keyword, device, day);
              return {
                date: isoDay(day),
                rank: String(overview.rank),
                my_brand_present: overview.my_brand_present,
                any_brand_present: overview.any_brand_present,
              };
            }),
          ]),
        ),
      }));
    },
  }),
  visibilityRoute('/rank-tracker/v3.0/groups/daily-visibility/aio-mentions', 'aio_mentions_visibility', 'mentions'),
  visibilityRoute('/rank-tracker/v3.0/groups/daily-visibility/aio-citations', 'aio_citations_visibility', 'citations'),
];
