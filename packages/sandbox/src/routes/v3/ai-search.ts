import { z } from 'zod';
import { AI_ENGINES, type AiEngine, aiSearchOn, aiSearchWeeks, enginesInPlan, resolveEngine } from '../../data/ai';
import { isoDay } from '../../data/calendar';
import type { CampaignDef } from '../../data/catalogue';
import type { Keyword } from '../../data/keywords';
import { sampleOf, shareOf } from '../../data/visibility';
import { canUseAiSearch } from '../../guard/tokens';
import { forbidden } from '../../http/errors';
import { type Env, route } from '../../http/router';
import { flag, groupIdList, id, idList, isoDate, paging } from '../../validation/params';
import { campaignFor, dayRange, page, round, selectKeywords, seriesDays } from '../shared';
import { activeIn } from './active';
import { segmentKeywords, segmentParams } from './segments';

/** AI search (LLM answer engines): weekly keyword data and ranks, brand mention and citation visibility, stats. */

const engineParams = { ai_search_llm: z.string().optional(), gpt_provider: z.string().optional() };

/** The limited token has no AI search in its plan. */
function aiCampaign(env: Env, campaignId: number): CampaignDef {
  if (!canUseAiSearch(env.caller)) throw forbidden();
  return campaignFor(env, campaignId);
}

const keywordQuery = z.strictObject({
  campaign_id: id(),
  start_date: isoDate(),
  end_date: isoDate(),
  group_id: groupIdList().optional(),
  keyword_ids: idList().optional(),
  ...engineParams,
  ...paging,
});

function visibilityRoute(path: string, field: string) {
  return route({
    path,
    query: z.strictObject({
      campaign_id: id(),
      start_date: isoDate(),
      end_date: isoDate(),
      group_id: groupIdList().optional(),
      keyword_ids: idList().optional(),
      domain: z.string().min(1).optional(),
      metrics_weighted_by_search_volume: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
      ...engineParams,
      ...segmentParams,
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = aiCampaign(ctx, query.campaign_id);
      const requested = query.ai_search_llm ?? query.gpt_provider;
      const engine = resolveEngine(requested);
      // Asking for a known engine outside the plan answers 403 here (unknown names fall back silently).
      if (requested !== undefined && engine === requested && !enginesInPlan(campaign.id).includes(engine))
        throw forbidden();
      const range = dayRange(query.start_date, query.end_date);
      const keywords = segmentKeywords(ctx, campaign, query, range);
      const domain = query.domain ?? campaign.domain;
      const days = seriesDays(campaign, range, ctx.today);
      const weeks = aiSearchWeeks(days[0] ?? 0, days[days.length - 1] ?? -1);
      return weeks.map((day) => ({
        date: isoDay(day),
        [field]: shareOf(keywords, (keyword) => {
          const week = aiSearchOn(keyword, engine, day, true);
          return field === 'brand_presence_visibility' && domain === campaign.domain
            ? week.my_brand_present
            : week.citations.some((link) => link.includes(`//${domain}/`));
        }),
      }));
    },
  });
}

/** Average rank of the campaign in the answers that mention it (0 when none do). */
function averageMentionRank(keywords: readonly Keyword[], engine: AiEngine, day: number, inPlan: boolean): number {
  const ranks = sampleOf(keywords)
    .map((keyword) => aiSearchOn(keyword, engine, day, inPlan))
    .filter((week) => week.my_brand_present)
    .map((week) => week.rank);
  return ranks.length === 0 ? 0 : round(ranks.reduce((a, b) => a + b, 0) / ranks.length, 1);
}

export const aiSearchRoutes = [
  route({
    path: '/rank-tracker/v3.0/keywords/ais',
    query: keywordQuery.extend({ skip_html: flag().optional() }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = aiCampaign(ctx, query.campaign_id);
      const engine = resolveEngine(query.ai_search_llm ?? query.gpt_provider);
      const inPlan = enginesInPlan(campaign.id).includes(engine);
      const keywords = selectKeywords(ctx, campaign, { groupIds: query.group_id, keywordIds: query.keyword_ids });
      const active = activeIn(keywords, dayRange(query.start_date, query.end_date), ctx.today);
      const withAnswer = query.skip_html === false;
      return page(active, query.limit, query.offset).map(({ keyword, first, last }) => ({
        keyword_id: keyword.id,
        keyword: keyword.phrase,
        ai_search_provider: { engine, in_plan: inPlan },
        ai_search_data: aiSearchWeeks(first, last).map((day) => {
          const week = aiSearchOn(keyword, engine, day, inPlan);
          return withAnswer
            ? {
                ...week,
                answer: `An answer about ${keyword.phrase} that cites ${week.citations.join(', ') || 'no sources'}.`,
              }
            : week;
        }),
      }));
    },
  }),
  route({
    path: '/rank-tracker/v3.0/keywords/daily-ranks/ais',
    query: keywordQuery.extend({
      domain: z.string().min(1).optional(),
      search: z.string().optional(),
      get_archive: flag().optional(),
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = aiCampaign(ctx, query.campaign_id);
      // TRUE asks for archived keywords only; the sandbox archives none.
      if (query.get_archive) return [];
      const engine = resolveEngine(query.ai_search_llm ?? query.gpt_provider);
      const inPlan = enginesInPlan(campaign.id).includes(engine);
      const keywords = selectKeywords(ctx, campaign, {
        groupIds: query.group_id,
        keywordIds: query.keyword_ids,
        search: query.search,
      });
      const active = activeIn(keywords, dayRange(query.start_date, query.end_date), ctx.today);
      return page(active, query.limit, query.offset).map(({ keyword, first, last }) => ({
        keyword_id: keyword.id,
        keyword: keyword.phrase,
        ranking_data: aiSearchWeeks(first, last).map((day) => {
          const week = aiSearchOn(keyword, engine, day, inPlan);
          return {
            date: week.date,
            rank: week.rank,
            any_brand_present: week.any_brand_present,
            my_brand_present: week.my_brand_present,
            sentiment_of_my_brand: week.sentiment_of_my_brand,
          };
        }),
      }));
    },
  }),
  visibilityRoute('/rank-tracker/v3.0/groups/daily-visibility/ais-mentions', 'brand_presence_visibility'),
  visibilityRoute('/rank-tracker/v3.0/groups/daily-visibility/ais-citations', 'source_citation_visibility'),
  route({
    path: '/rank-tracker/v3.0/ais/stats',
    query: z.strictObject({ campaign_id: id(), gpt_provider: z.string().optional() }),
    handle(ctx) {
      const campaign = aiCampaign(ctx, ctx.query.campaign_id);
      const plan = enginesInPlan(campaign.id);
      const keywords = selectKeywords(ctx, campaign, {});
      const lastWeek = aiSearchWeeks(ctx.today - 7, ctx.today - 1)[0] ?? ctx.today - 1;
      const engines = ctx.query.gpt_provider ? [resolveEngine(ctx.query.gpt_provider)] : [...AI_ENGINES];
      return {
        engines: AI_ENGINES.map((engine) => ({
          engine,
          enabled: plan.includes(engine),
          active: plan.includes(engine),
          last_crawl_date: plan.includes(engine) ? isoDay(lastWeek) : null,
          has_data: plan.includes(engine),
        })),
        stats: Object.fromEntries(
          engines.map((engine) => [
            engine,
            {
              presence_rate: plan.includes(engine)
                ? shareOf(keywords, (keyword) => aiSearchOn(keyword, engine, lastWeek, true).my_brand_present)
                : 0,
              any_brand_rate: plan.includes(engine)
                ? shareOf(keywords, (keyword) => aiSearchOn(keyword, engine, lastWeek, true).any_brand_present)
                : 0,
              keywords_tracked: keywords.length,
              average_rank: averageMentionRank(keywords, engine, lastWeek, plan.includes(engine)),
            },
          ]),
        ),
      };
    },
  }),
];
