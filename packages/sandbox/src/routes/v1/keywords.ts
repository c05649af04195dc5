import { z } from 'zod';
import { isoDay, parseRelativeDay } from '../../data/calendar';
import type { CampaignDef } from '../../data/catalogue';
import { flattenGroups, groupTree, plainGroupsOf } from '../../data/groups';
import type { Keyword } from '../../data/keywords';
import { opportunityOf } from '../../data/opportunity';
import { competitorPageOf, currentPageOf, desiredPageOf } from '../../data/pages';
import { mainKeywordIdOf } from '../../data/phrase-facts';
import { pick } from '../../data/random';
import { clickThroughRate, legacyRankOf, rankOf } from '../../data/ranks';
import { searchDataOf } from '../../data/search';
import { keywordTraffic } from '../../data/traffic';
import { invalidParameters, notFound } from '../../http/errors';
import { type Env, route } from '../../http/router';
import { integer, offset } from '../../validation/params';
import { campaignFor, type DayRange, page, round, selectKeywords } from '../shared';
import { keywordsOfGroup, lastDataDay, legacyDays, legacyGroup, period, periodOf, siteParams } from './shared';

/** Keyword data (pages of 1000), ranks (100 keywords by default, limit 100..1000), SERP, cannibalization. */

const KEYWORD_DATA_PAGE = 1000;

function groupNames(env: Env, campaign: CampaignDef): Map<number, string> {
  const nodes = flattenGroups(groupTree(campaign, env.world.imports.all(campaign.id)));
  return new Map(nodes.map((node) => [node.id, node.name]));
}

function keywordDataItem(keyword: Keyword, range: DayRange, today: number, names: Map<number, string>) {
  const last = lastDataDay(range, today);
  const first = Math.min(range.from, last);
  const search = searchDataOf(keyword.seed, keyword.phrase, last);
  const desktop = legacyRankOf(keyword, 'desktop', last);
  const mobile = legacyRankOf(keyword, 'mobile', last);
  const impact = (device: 'desktop' | 'mobile') =>
    round(
      (clickThroughRate(rankOf(keyword, device, last)) - clickThroughRate(rankOf(keyword, device, first))) *
        search.search_volume,
      2,
    );
  const opportunity = opportunityOf(keyword, rankOf(keyword, 'desktop', last), search.search_volume);
  const traffic = keywordTraffic(keyword, rankOf(keyword, 'desktop', last), search.search_volume, last - first + 1);
  const mainId = mainKeywordIdOf(keyword);
  return {
    keyword_id: keyword.id,
    keyword_data: {
      name: keyword.phrase,
      average_search_volume: search.search_volume,
      yoy: search.year_over_year,
      average_cpc: opportunity.avg_cpc,
      landing_page: currentPageOf(keyword, 'desktop'),
      landing_page_mobile: currentPageOf(keyword, 'mobile'),
      top_10_difficulty: opportunity.difficulty,
      opportunity: opportunity.score,
      date_added: isoDay(keyword.addedDay),
      main_keyword_id: mainId ?? 0,
      close_variation: mainId !== null,
    },
    position: desktop,
    position_trend: legacyRankOf(keyword, 'desktop', first) - desktop,
    visibility_impact_desktop: impact('desktop'),
    position_mobile: mobile,
    position_trend_mobile: legacyRankOf(keyword, 'mobile', first) - mobile,
    visibility_impact_mobile: impact('mobile'),
    visits: traffic.sessions,
    bounces: Math.round(traffic.sessions * 0.42),
    conversions_goals: traffic.goals.completions,
    conversions_goals_rate: traffic.sessions === 0 ? 0 : round((traffic.goals.completions / traffic.sessions) * 100, 2),
    revenue_value: traffic.ecommerce.revenue,
    group_name: plainGroupsOf(keyword)
      .map((groupId) => names.get(groupId) ?? '')
      .join(', '),
  };
}

function keywordDataRoute(path: string, withGroup: boolean) {
  return route({
    path,
    params: z.object({
      ...siteParams,
      date_start: period(),
      date_end: period(),
      group_id: withGroup ? legacyGroup({ brand: true }) : legacyGroup({ brand: true }).optional(),
    }),
    query: z.strictObject({ offset: offset(), keyword_name: z.string().optional() }),
    handle(ctx) {
      const { params, query } = ctx;
      const campaign = campaignFor(ctx, params.site_id);
      const range = periodOf(ctx, params.date_start, params.date_end);
      let keywords = keywordsOfGroup(ctx, campaign, params.group_id).filter((keyword) => keyword.addedDay <= range.to);
      if (query.keyword_name) {
        const needle = query.keyword_name.toLowerCase();
        keywords = keywords.filter((keyword) => keyword.phrase.includes(needle));
      }
      const names = groupNames(ctx, campaign);
      return page(keywords, KEYWORD_DATA_PAGE, query.offset).map((keyword) =>
        keywordDataItem(keyword, range, ctx.today, names),
      );
    },
  });
}

function ranksRoute(path: string, withGroup: boolean) {
  return route({
    path,
    params: z.object({
      ...siteParams,
      date_start: period(),
      date_end: period(),
      group_id: withGroup ? legacyGroup() : legacyGroup().optional(),
    }),
    query: z.strictObject({
      offset: offset(),
      limit: z
        .string()
        .regex(/^\d+$/, 'must be a whole number')
        .transform(Number)
        .refine((value) => value >= 100 && value <= 1000, 'must be between 100 and 1000')
        .optional(),
    }),
    handle(ctx) {
      const { params, query } = ctx;
      const campaign = campaignFor(ctx, params.site_id);
      const range = periodOf(ctx, params.date_start, params.date_end);
      const keywords = keywordsOfGroup(ctx, campaign, params.group_id).filter(
        (keyword) => keyword.addedDay <= range.to,
      );
      const days = legacyDays(campaign, range, ctx.today);
      const last = lastDataDay(range, ctx.today);
      return page(keywords, query.limit ?? 100, query.offset).map((keyword) => ({
        keyword_id: keyword.id,
        keyword_data: {
          name: keyword.phrase,
          search_volume: searchDataOf(keyword.seed, keyword.phrase, last).search_volume,
        },
        ranks: Object.fromEntries(
          days
            .filter((day) => day >= keyword.addedDay)
            .map((day) => [
              isoDay(day),
              { desktop: legacyRankOf(keyword, 'desktop', day), mobile: legacyRankOf(keyword, 'mobile', day) },
            ]),
        ),
      }));
    },
  });
}

const SERP_FILLERS = ['wikipedia.example', 'reddit.example', 'youtube.example', 'amazon.example', 'quora.example'];

export const legacyKeywordRoutes = [
  keywordDataRoute('/keyword_data/:site_id/:date_start/:date_end', false),
  keywordDataRoute('/keyword_data/:site_id/:group_id/:date_start/:date_end', true),
  ranksRoute('/ranks/:site_id/:date_start/:date_end', false),
  ranksRoute('/ranks/:site_id/:date_start/:date_end/:group_id', true),
  route({
    path: '/keyword_serp/:site_id',
    params: z.object(siteParams),
    query: z.strictObject({
      keyword_name: z.string().min(1, 'must not be empty'),
      query_end_date: period(),
      mobile: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, ctx.params.site_id);
      const keyword = selectKeywords(ctx, campaign, {}).find(
        (k) => k.phrase === query.keyword_name.toLowerCase().trim(),
      );
      if (!keyword) throw notFound();
      const end = parseRelativeDay(query.query_end_date, ctx.today) ?? ctx.today;
      const day = Math.min(end, ctx.today - 1);
      const device = query.mobile === '1' ? 'mobile' : 'desktop';
      const taken = new Map<number, string>();
      for (const domain of [campaign.domain, ...campaign.competitors]) {
        const rank = rankOf(keyword, device, day, domain === campaign.domain ? undefined : domain);
        if (rank < 100 && !taken.has(rank)) taken.set(rank, domain);
      }
      return Array.from({ length: 100 }, (_, i) => {
        const position = i + 1;
        const site = taken.get(position) ?? pick(SERP_FILLERS, keyword.seed, keyword.phrase, position);
        return {
          position,
          site,
          full_lp:
            site === campaign.domain
              ? currentPageOf(keyword, device)
              : competitorPageOf(site, `${keyword.phrase} ${position}`),
        };
      });
    },
  }),
  route({
    path: '/keyword_canibalization/:site_id/:group_id',
    params: z.object({ ...siteParams, group_id: legacyGroup() }),
    // Declared as integers (timestamps) by the 1.2 description.
    query: z.strictObject({ start_date: integer().optional(), end_date: integer().optional() }),
    handle(ctx) {
      const { params, query } = ctx;
      if (query.start_date !== undefined && query.end_date !== undefined && query.start_date > query.end_date) {
        throw invalidParameters(['start_date: must not be after end_date']);
      }
      const campaign = campaignFor(ctx, params.site_id);
      // Read as Unix timestamps (seconds), an assumption (docs/service.md): the pages compete on the period's last day.
      const end = query.end_date === undefined ? ctx.today - 1 : Math.floor(query.end_date / 86_400);
      const day = Math.min(end, ctx.today - 1);
      return keywordsOfGroup(ctx, campaign, params.group_id)
        .filter((keyword) => currentPageOf(keyword, 'desktop') !== desiredPageOf(keyword))
        .map((keyword) => ({
          keyword_id: keyword.id,
          keyword: keyword.phrase,
          landing_pages: [
            { url: currentPageOf(keyword, 'desktop'), rank: legacyRankOf(keyword, 'desktop', day) },
            { url: desiredPageOf(keyword), rank: Math.min(101, legacyRankOf(keyword, 'desktop', day) + 7) },
          ],
        }));
    },
  }),
];
