import { z } from 'zod';
import { isoDay } from '../../data/calendar';
import type { CampaignDef } from '../../data/catalogue';
import type { Keyword } from '../../data/keywords';
import { competitorPageOf, currentPageOf } from '../../data/pages';
import { rankOf } from '../../data/ranks';
import { pathCovers, relatedPhrases, researchKeyword, splitUrl } from '../../data/research';
import { searchDataOf } from '../../data/search';
import { visibilityOf, volumeCache } from '../../data/visibility';
import { invalidParameters } from '../../http/errors';
import { type Env, route } from '../../http/router';
import { direction, id, oneOf, paging, text, textList } from '../../validation/params';
import { derivedFromList } from '../list-memo';
import { campaignFor, keywordsOf, page, round, sortBy } from '../shared';
import { aggregateSearch, serpFeatureCounts } from './records/aggregate';
import {
  type ResearchContext,
  researchRecord,
  researchSerpData,
  researchSortKey,
  trackedByPhrase,
} from './records/research';

/** Research: related keywords, topic overview, keyword data, ranking data, domain overview and its keywords. */

const GAP = ['overlapping', 'non-overlapping', 'all-keywords'] as const;
type Gap = (typeof GAP)[number];

function researchContext(env: Env, campaign: CampaignDef): ResearchContext {
  return {
    seed: env.world.seed,
    campaign,
    today: env.today,
    variants: env.variants,
    tracked: trackedOf(keywordsOf(env, campaign)),
  };
}

function ordered(records: Record<string, unknown>[], orderBy: string | undefined, dir: 'asc' | 'desc' | undefined) {
  return orderBy ? sortBy(records, (record) => researchSortKey(record, orderBy), dir ?? 'asc') : records;
}

/** The tracked keywords by phrase, made once per list (a shared map: read only). */
function trackedOf(keywords: readonly Keyword[]): ReadonlyMap<string, Keyword> {
  return derivedFromList(keywords, 'tracked by phrase', () => trackedByPhrase(keywords));
}

/** Keywords of the campaign a domain or URL ranks for, filtered by the gap type. */
function domainKeywords(env: Env, campaign: CampaignDef, url: string, gap: Gap): readonly Keyword[] {
  const { domain, path } = splitUrl(url);
  const day = env.today - 1;
  const isCampaign = domain === campaign.domain;
  const keywords = keywordsOf(env, campaign);
  return derivedFromList(keywords, `domain ${day} ${gap} ${url}`, () =>
    keywords.filter((keyword) => {
      if (!pathCovers(env.world.seed, path, keyword.phrase)) return false;
      const theirs = rankOf(keyword, 'desktop', day, isCampaign ? undefined : domain);
      if (theirs >= 100) return false;
      const mine = rankOf(keyword, 'desktop', day) < campaign.maxTrackedDesktop;
      return gap === 'all-keywords' || (gap === 'overlapping' ? mine : !mine);
    }),
  );
}

const gapParams = {
  gap_analysis: oneOf(GAP).optional(),
  // The interface document's name; the service reads gap_analysis (docs/service.md), so accept both.
  keyword_gap_type: oneOf(GAP).optional(),
};

export const researchRoutes = [
  route({
    path: '/research/v3.0/related-keywords',
    query: z.strictObject({
      campaign_id: id(),
      keyword: text(),
      order_by: oneOf([
        'connection_strength',
        'search_volume',
        'year-over-year',
        'rank',
        'rank_trend',
        'percentage_clicks',
      ] as const).optional(),
      order_direction: direction().optional(),
      search: z.string().optional(),
      ...paging,
    }),
    handle(ctx) {
      const { query } = ctx;
      const context = researchContext(ctx, campaignFor(ctx, query.campaign_id));
      let related = relatedPhrases(ctx.world.seed, query.keyword);
      if (query.search) {
        const needle = query.search.toLowerCase();
        related = related.filter((entry) => entry.phrase.includes(needle));
      }
      const records = related.map((entry) => {
        const { keyword, ...rest } = researchRecord(context, entry.phrase);
        return { keyword, connection_strength: entry.strength, ...rest };
      });
      return page(ordered(records, query.order_by, query.order_direction), query.limit, query.offset);
    },
  }),
  route({
    path: '/research/v3.0/topic-overview',
    query: z.strictObject({ campaign_id: id(), keyword: text() }),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.query.campaign_id);
      const context = researchContext(ctx, campaign);
      const phrases = relatedPhrases(ctx.world.seed, ctx.query.keyword).map((entry) => entry.phrase);
      const day = ctx.today - 1;
      const keywords = phrases.map((phrase) => researchKeyword(ctx.world.seed, campaign, phrase));
      const volumes = volumeCache(day);
      const visibility = visibilityOf(keywords, 'desktop', day, volumes);
      return {
        related_keywords: phrases.length,
        search_data: aggregateSearch(ctx.world.seed, phrases, day),
        serp_data: {
          percentage_clicks: researchSerpData(context, ctx.query.keyword).percentage_clicks,
          serp_features: serpFeatureCounts(ctx.world.seed, phrases, day, campaign.domain, ctx.variants),
        },
        visibility_data: {
          visibility: round(visibility * 100, 2),
          trend: round((visibility - visibilityOf(keywords, 'desktop', day - 30, volumes)) * 100, 2),
        },
      };
    },
  }),
  route({
    path: '/research/v3.0/keywords',
    query: z.strictObject({
      campaign_id: id(),
      keywords: textList(),
      order_by: oneOf([
        'search_volume',
        'year-over-year',
        'rank',
        'rank_trend',
        'percentage_clicks',
      ] as const).optional(),
      order_direction: direction().optional(),
      ...paging,
    }),
    handle(ctx) {
      const { query } = ctx;
      const context = researchContext(ctx, campaignFor(ctx, query.campaign_id));
      const phrases = [...new Set(query.keywords.map((phrase) => phrase.toLowerCase()))];
      const records = phrases.map((phrase) => researchRecord(context, phrase));
      return page(ordered(records, query.order_by, query.order_direction), query.limit, query.offset);
    },
  }),
  route({
    path: '/research/v3.0/ranking-data',
    query: z.strictObject({
      campaign_id: id(),
      keywords: textList(),
      domains: textList(),
      order_by: oneOf(['rank', 'rank_trend'] as const).optional(),
      order_direction: direction().optional(),
      ...paging,
    }),
    handle(ctx) {
      const { query } = ctx;
      if (query.domains.length > 10) throw invalidParameters(['domains: must hold at most 10 domains']);
      const campaign = campaignFor(ctx, query.campaign_id);
      const day = ctx.today - 1;
      const records = query.keywords.map((phrase) => {
        const keyword = researchKeyword(ctx.world.seed, campaign, phrase.toLowerCase());
        const rows = query.domains.map((domain) => {
          const own = domain === campaign.domain ? undefined : domain;
          const rank = rankOf(keyword, 'desktop', day, own);
          return {
            domain,
            rank,
            trend: rankOf(keyword, 'desktop', day - 30, own) - rank,
            landing_page: competitorPageOf(domain, keyword.phrase),
          };
        });
        const orderBy = query.order_by;
        return {
          keyword: keyword.phrase,
          updated_on: isoDay(day),
          ranking_data: orderBy
            ? sortBy(rows, (row) => (orderBy === 'rank' ? row.rank : row.trend), query.order_direction ?? 'asc')
            : rows,
        };
      });
      return page(records, query.limit, query.offset);
    },
  }),
  route({
    path: '/research/v3.0/domain-overview',
    query: z.strictObject({ campaign_id: id(), url: text(), ...gapParams }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const gap: Gap = query.gap_analysis ?? query.keyword_gap_type ?? 'all-keywords';
      const keywords = domainKeywords(ctx, campaign, query.url, gap);
      const day = ctx.today - 1;
      const volumes = volumeCache(day);
      const { domain } = splitUrl(query.url);
      const competitor = domain === campaign.domain ? undefined : domain;
      const visibility = (who: string | undefined, at: number) => visibilityOf(keywords, 'desktop', at, volumes, who);
      const traffic = (who: string | undefined, at: number) =>
        Math.round(visibility(who, at) * keywords.reduce((s, k) => s + volumes.volume(k), 0) * 0.3);
      const zeroMine = gap === 'non-overlapping';
      const phrases = keywords.map((keyword) => keyword.phrase);
      const context = researchContext(ctx, campaign);
      return {
        related_keywords: keywords.length,
        search_data: aggregateSearch(ctx.world.seed, phrases, day, true),
        serp_data: {
          percentage_clicks: phrases.length === 0 ? 0 : researchSerpData(context, phrases[0] ?? '').percentage_clicks,
          serp_features: serpFeatureCounts(ctx.world.seed, phrases, day, campaign.domain, ctx.variants),
        },
        est_traffic: {
          my_traffic: zeroMine
            ? { traffic: 0, trend: 0 }
            : { traffic: traffic(undefined, day), trend: traffic(undefined, day) - traffic(undefined, day - 30) },
          competitor_traffic: {
            traffic: traffic(competitor, day),
            trend: traffic(competitor, day) - traffic(competitor, day - 30),
          },
        },
        visibility_data: {
          my_visibility: zeroMine
            ? { visibility: 0, trend: 0 }
            : {
                visibility: round(visibility(undefined, day) * 100),
                trend: round((visibility(undefined, day) - visibility(undefined, day - 30)) * 100),
              },
          competitor_visibility: {
            visibility: round(visibility(competitor, day) * 100),
            trend: round((visibility(competitor, day) - visibility(competitor, day - 30)) * 100),
          },
        },
      };
    },
  }),
  route({
    path: '/research/v3.0/domain-ranking-keywords',
    query: z.strictObject({
      campaign_id: id(),
      url: text(),
      ...gapParams,
      search: z.string().optional(),
      order_by: oneOf([
        'search_volume',
        'year-over-year',
        'rank',
        'rank_trend',
        'my_rank',
        'my_rank_trend',
        'percentage_clicks',
      ] as const).optional(),
      order_direction: direction().optional(),
      ...paging,
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const gap: Gap = query.gap_analysis ?? query.keyword_gap_type ?? 'all-keywords';
      let keywords = domainKeywords(ctx, campaign, query.url, gap);
      if (query.search) {
        const needle = query.search.toLowerCase();
        keywords = keywords.filter((keyword) => keyword.phrase.includes(needle));
      }
      const day = ctx.today - 1;
      const { domain } = splitUrl(query.url);
      const competitor = domain === campaign.domain ? undefined : domain;
      const context = researchContext(ctx, campaign);
      const rowOf = (keyword: Keyword) => {
        const mine = rankOf(keyword, 'desktop', day);
        const theirs = rankOf(keyword, 'desktop', day, competitor);
        return {
          keyword: keyword.phrase,
          search_data: searchDataOf(keyword.seed, keyword.phrase, day),
          ranking_data: {
            updated_on: isoDay(day),
            my_rank: {
              rank: mine,
              trend: rankOf(keyword, 'desktop', day - 30) - mine,
              landing_page: currentPageOf(keyword, 'desktop'),
            },
            competitor_rank: {
              rank: theirs,
              trend: rankOf(keyword, 'desktop', day - 30, competitor) - theirs,
              landing_page: competitorPageOf(domain, keyword.phrase),
            },
          },
          serp_data: researchSerpData(context, keyword.phrase),
          tracked_keyword_id: keyword.id,
        };
      };
      const orderBy = query.order_by;
      // A row costs far more than choosing its keyword (some 19,000 rows for a domain of the 25,000-keyword campaign,
      // read in pages of 1,000): in the list's order only the page's rows are made.
      if (!orderBy) return page(keywords, query.limit, query.offset).map(rowOf);
      const sorted = sortBy(
        keywords.map(rowOf),
        (row) => {
          if (orderBy === 'search_volume') return row.search_data.search_volume;
          if (orderBy === 'year-over-year') return row.search_data.year_over_year;
          if (orderBy === 'rank') return row.ranking_data.competitor_rank.rank;
          if (orderBy === 'rank_trend') return row.ranking_data.competitor_rank.trend;
          if (orderBy === 'my_rank') return row.ranking_data.my_rank.rank;
          if (orderBy === 'my_rank_trend') return row.ranking_data.my_rank.trend;
          return row.serp_data.percentage_clicks;
        },
        query.order_direction ?? 'asc',
      );
      return page(sorted, query.limit, query.offset);
    },
  }),
];
