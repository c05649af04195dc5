import { z } from 'zod';
import { isoDay } from '../../data/calendar';
import type { CampaignDef } from '../../data/catalogue';
import { avgCpcOf } from '../../data/opportunity';
import { legacyRankOf, rankOf } from '../../data/ranks';
import { searchDataOf } from '../../data/search';
import { visibilityOf, volumeCache } from '../../data/visibility';
import { invalidParameters } from '../../http/errors';
import type { Env } from '../../http/router';
import { route } from '../../http/router';
import { deviceNumber, offset } from '../../validation/params';
import { campaignFor, page, round, selectKeywords } from '../shared';
import { keywordsOfGroup, lastDataDay, legacyDays, legacyGroup, period, periodOf, siteParams } from './shared';

/** Competitor comparison of 1.2: keywords (an object with paging facts) and visibility per date. */

const COMPARE_PAGE = 100;

function competitorsOf(text: string | undefined): string[] {
  const list = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.length > 10) throw invalidParameters(['competitors: must hold at most 10 domains']);
  return list;
}

function rankFor(domain: string, campaign: CampaignDef) {
  return domain === campaign.domain ? undefined : domain;
}

function compareKeywords(
  env: Env,
  params: { site_id: number; start_date: string; end_date: string; competitors: string; group_id?: number },
  query: { offset: number; device?: 'desktop' | 'mobile' },
) {
  const campaign = campaignFor(env, params.site_id);
  const range = periodOf(env, params.start_date, params.end_date, ['start_date', 'end_date']);
  const competitors = competitorsOf(params.competitors);
  const keywords = keywordsOfGroup(env, campaign, params.group_id);
  const day = lastDataDay(range, env.today);
  const device = query.device ?? 'desktop';
  const results = page(keywords, COMPARE_PAGE, query.offset).map((keyword) => {
    const search = searchDataOf(keyword.seed, keyword.phrase, day);
    return {
      keyword_id: keyword.id,
      name: keyword.phrase,
      search_volume: search.search_volume,
      avg_cpc: avgCpcOf(keyword.seed, keyword.phrase),
      yoy: search.year_over_year,
      ranks: Object.fromEntries(
        [campaign.domain, ...competitors].map((domain) => {
          const rank =
            domain === campaign.domain ? legacyRankOf(keyword, device, day) : rankOf(keyword, device, day, domain);
          return [domain, rank >= 100 ? 101 : rank];
        }),
      ),
    };
  });
  return {
    results,
    limit: COMPARE_PAGE,
    offset: query.offset,
    pages: Math.ceil(keywords.length / COMPARE_PAGE),
    total_results: keywords.length,
  };
}

function visibilityByDate(
  env: Env,
  campaign: CampaignDef,
  competitors: string[],
  groups: number[] | undefined,
  device: 'desktop' | 'mobile',
  start: string,
  end: string,
) {
  const range = periodOf(env, start, end, ['start_date', 'end_date']);
  const keywords = selectKeywords(env, campaign, { groupIds: groups });
  const domains = [campaign.domain, ...(competitors.length > 0 ? competitors : campaign.competitors)];
  return Object.fromEntries(
    legacyDays(campaign, range, env.today).map((day) => {
      const volumes = volumeCache(day);
      return [
        isoDay(day),
        Object.fromEntries(
          domains.map((domain) => [
            domain,
            round(visibilityOf(keywords, device, day, volumes, rankFor(domain, campaign)) * 100, 2),
          ]),
        ),
      ];
    }),
  );
}

const compareParams = {
  ...siteParams,
  start_date: period(),
  end_date: period(),
  competitors: z.string().min(1, 'must name at least one competitor'),
};

export const legacyCompareRoutes = [
  route({
    path: '/compare/keywords/:site_id/:start_date/:end_date/:competitors',
    params: z.object(compareParams),
    // Its document lists offset alone here; the device is read by the variant with a group.
    query: z.strictObject({ offset: offset() }),
    handle: (ctx) => compareKeywords(ctx, ctx.params, ctx.query),
  }),
  route({
    path: '/compare/keywords/:site_id/:start_date/:end_date/:competitors/:group_id',
    params: z.object({ ...compareParams, group_id: legacyGroup() }),
    query: z.strictObject({ offset: offset(), device: deviceNumber().optional() }),
    handle: (ctx) => compareKeywords(ctx, ctx.params, ctx.query),
  }),
  route({
    path: '/compare/competitors/visibility_score/:site_id/:start_date/:end_date',
    params: z.object({ ...siteParams, start_date: period(), end_date: period() }),
    query: z.strictObject({
      group_id: z
        .string()
        .regex(/^\s*-?\d+\s*(,\s*-?\d+\s*)*$/, 'must be comma-separated group ids')
        .transform((text) => text.split(',').map((part) => Number(part.trim())))
        .optional(),
      competitors: z.string().optional(),
      device: deviceNumber().optional(),
    }),
    handle(ctx) {
      const { params, query } = ctx;
      const campaign = campaignFor(ctx, params.site_id);
      return {
        site: campaign.domain,
        device: query.device ?? 'desktop',
        visibility: visibilityByDate(
          ctx,
          campaign,
          competitorsOf(query.competitors),
          query.group_id,
          query.device ?? 'desktop',
          params.start_date,
          params.end_date,
        ),
      };
    },
  }),
  route({
    path: '/compare/competitors/visibility_score/:site_id/:start_date/:end_date/:competitors/:group_id',
    params: z.object({ ...compareParams, group_id: legacyGroup() }),
    query: z.strictObject({ device: deviceNumber().optional() }),
    handle(ctx) {
      const { params, query } = ctx;
      const campaign = campaignFor(ctx, params.site_id);
      const device = query.device ?? 'desktop';
      const groups = params.group_id === 0 ? undefined : [params.group_id];
      return {
        site: campaign.domain,
        device,
        visibility: visibilityByDate(
          ctx,
          campaign,
          competitorsOf(params.competitors),
          groups,
          device,
          params.start_date,
          params.end_date,
        ),
        annotations: [],
      };
    },
  }),
];
