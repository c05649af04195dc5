import { z } from 'zod';
import { aiOverviewOn, aiSearchOn, aiSearchWeeks, enginesInPlan, resolveEngine } from '../../data/ai';
import type { CampaignDef } from '../../data/catalogue';
import type { Keyword } from '../../data/keywords';
import { competitorPageOf, currentPageOf } from '../../data/pages';
import { hashParts, intBetween, unit } from '../../data/random';
import { rankOf } from '../../data/ranks';
import { canUseAiSearch } from '../../guard/tokens';
import { forbidden } from '../../http/errors';
import { route } from '../../http/router';
import {
  competitorList,
  device,
  direction,
  groupIdList,
  id,
  idList,
  isoDate,
  oneOf,
  paging,
} from '../../validation/params';
import { campaignFor, dayRange, dayRangeWithDefaults, page, selectKeywords, sortBy } from '../shared';
import { activeIn } from './active';

/** Competition: ranks of saved, requested and top competitors per keyword (organic, AI Overview, AI search). */

function competitorDomains(campaign: CampaignDef, requested: readonly string[] | undefined): string[] {
  return [...new Set([...(requested ?? []), ...campaign.competitors])];
}

const baseQuery = {
  campaign_id: id(),
  start_date: isoDate(),
  end_date: isoDate(),
  device: device(),
  group_id: groupIdList().optional(),
  keyword_ids: idList().optional(),
  competitors: competitorList().optional(),
  ...paging,
};

/** Search and order of the organic and AI search competition operations. */
const orderParams = {
  search: z.string().optional(),
  order_by: oneOf(['keyword', 'rank', 'rank_trend'] as const).optional(),
  order_direction: direction().optional(),
};

/**
 * The documented competition operation: its document shows no required status for the dates, so they default as
 * keyword data's do (end today, start 30 days before the end).
 */
const competitionQuery = z.strictObject({
  ...baseQuery,
  start_date: isoDate().optional(),
  end_date: isoDate().optional(),
  ...orderParams,
});

type OrderBy = 'keyword' | 'rank' | 'rank_trend';

/** Orders records by keyword phrase or by the campaign's own rank (its first competitor entry) or rank trend. */
function ordered<R extends { keyword: string; own: { rank: number; rank_trend: number } }>(
  records: readonly R[],
  orderBy: OrderBy | undefined,
  direction: 'asc' | 'desc' | undefined,
): readonly R[] {
  if (!orderBy) return records;
  return sortBy(
    records,
    (record) => (orderBy === 'keyword' ? record.keyword : orderBy === 'rank' ? record.own.rank : record.own.rank_trend),
    direction ?? 'asc',
  );
}

function rankOfDomain(keyword: Keyword, domain: string, chosen: 'desktop' | 'mobile', day: number): number {
  return rankOf(keyword, chosen, day, domain === keyword.campaign.domain ? undefined : domain);
}

export const competitionRoutes = [
  route({
    path: '/rank-tracker/v3.0/keywords/competition',
    query: competitionQuery,
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const keywords = selectKeywords(ctx, campaign, {
        groupIds: query.group_id,
        keywordIds: query.keyword_ids,
        search: query.search,
      });
      let active = activeIn(keywords, dayRangeWithDefaults(ctx, query.start_date, query.end_date), ctx.today);
      const orderBy = query.order_by;
      if (orderBy) {
        active = sortBy(
          active,
          ({ keyword, first, last }) =>
            orderBy === 'keyword'
              ? keyword.phrase
              : orderBy === 'rank'
                ? rankOf(keyword, query.device, last)
                : rankOf(keyword, query.device, first) - rankOf(keyword, query.device, last),
          query.order_direction ?? 'asc',
        );
      }
      const domains = [campaign.domain, ...competitorDomains(campaign, query.competitors)];
      return page(active, query.limit, query.offset).map(({ keyword, first, last }) => ({
        keyword_id: keyword.id,
        keyword_name: keyword.phrase,
        competitors: domains.map((domain) => {
          const rank = rankOfDomain(keyword, domain, query.device, last);
          return {
            domain,
            landing_page:
              domain === campaign.domain
                ? currentPageOf(keyword, query.device)
                : competitorPageOf(domain, keyword.phrase),
            rank,
            rank_trend: rankOfDomain(keyword, domain, query.device, first) - rank,
          };
        }),
      }));
    },
  }),
  route({
    path: '/rank-tracker/v3.0/keywords/competition/aio',
    query: z.strictObject(baseQuery),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const keywords = selectKeywords(ctx, campaign, { groupIds: query.group_id, keywordIds: query.keyword_ids });
      const active = activeIn(keywords, dayRange(query.start_date, query.end_date), ctx.today);
      const domains = [campaign.domain, ...competitorDomains(campaign, query.competitors)];
      return page(active, query.limit, query.offset).map(({ keyword, last }) => {
        const overview = aiOverviewOn(keyword, query.device, last);
        return {
          keyword_id: keyword.id,
          keyword: keyword.phrase,
          competitors: domains.map((domain, position) => {
            const present = overview.links.some((link) => link.includes(`//${domain}/`));
            return { domain, present, rank: present ? position + 1 : 100 };
          }),
        };
      });
    },
  }),
  route({
    path: '/rank-tracker/v3.0/keywords/competition/ais',
    query: z.strictObject({
      ...baseQuery,
      ...orderParams,
      ai_search_llm: z.string().optional(),
      gpt_provider: z.string().optional(),
    }),
    handle(ctx) {
      const { query } = ctx;
      if (!canUseAiSearch(ctx.caller)) throw forbidden();
      const campaign = campaignFor(ctx, query.campaign_id);
      const engine = resolveEngine(query.ai_search_llm ?? query.gpt_provider);
      const inPlan = enginesInPlan(campaign.id).includes(engine);
      const keywords = selectKeywords(ctx, campaign, {
        groupIds: query.group_id,
        keywordIds: query.keyword_ids,
        search: query.search,
      });
      const active = activeIn(keywords, dayRange(query.start_date, query.end_date), ctx.today);
      const domains = [campaign.domain, ...competitorDomains(campaign, query.competitors)];
      const records = active.map(({ keyword, first, last }) => {
        const weeks = aiSearchWeeks(first - 6, last);
        const latest = aiSearchOn(keyword, engine, weeks[weeks.length - 1] ?? last, inPlan);
        return {
          keyword_id: keyword.id,
          keyword: keyword.phrase,
          competitors: domains.map((domain) => {
            const key = hashParts([keyword.seed, keyword.phrase, engine, domain]);
            const present = inPlan && latest.citations.some((link) => link.includes(`//${domain}/`));
            const rank = present ? intBetween(1, 10, key, last) : 100;
            const earlier = present && unit(key, first) < 0.5 ? intBetween(1, 10, key, first) : 100;
            return {
              domain,
              rank,
              rank_trend: earlier - rank,
              any_brand_present: latest.any_brand_present,
              competitor_brand_present: present,
            };
          }),
        };
      });
      const sorted = ordered(
        records.map((record) => ({ ...record, own: record.competitors[0] ?? { rank: 100, rank_trend: 0 } })),
        query.order_by,
        query.order_direction,
      );
      return page(sorted, query.limit, query.offset).map(({ own: _own, ...record }) => record);
    },
  }),
];
