import { isoDay } from '../../../data/calendar';
import type { CampaignDef } from '../../../data/catalogue';
import type { Keyword } from '../../../data/keywords';
import { competitorPageOf, currentPageOf } from '../../../data/pages';
import { rankOf } from '../../../data/ranks';
import { researchKeyword } from '../../../data/research';
import { searchDataOf } from '../../../data/search';
import { percentageClicksOf, serpFeaturesOfPhrase } from '../../../data/serp';
import type { ResponseVariants } from '../../../types';
import { serpCode } from '../../shared';

/** The research keyword record shared by related keywords, research keywords and keyword vault lists. */

export interface ResearchContext {
  seed: number;
  campaign: CampaignDef;
  today: number;
  variants: ResponseVariants;
  /** Tracked keywords by phrase, for `tracked_keyword_id`. */
  tracked: ReadonlyMap<string, Keyword>;
  /** Another domain whose ranks the records carry instead of the campaign's (the keyword vault's `domain`). */
  domain?: string;
}

export function trackedByPhrase(keywords: readonly Keyword[]): Map<string, Keyword> {
  return new Map(keywords.map((keyword) => [keyword.phrase, keyword]));
}

export function researchSerpData(context: ResearchContext, phrase: string) {
  const day = context.today - 1;
  return {
    percentage_clicks: percentageClicksOf(context.seed, phrase, day),
    serp_features: serpFeaturesOfPhrase(context.seed, phrase, 'desktop', day, context.campaign.domain).map((f) => ({
      feature: serpCode(context.variants, f.feature),
      position: f.position,
    })),
  };
}

export function researchRecord(context: ResearchContext, phrase: string): Record<string, unknown> {
  const day = context.today - 1;
  const tracked = context.tracked.get(phrase);
  const keyword = tracked ?? researchKeyword(context.seed, context.campaign, phrase);
  const other = context.domain && context.domain !== context.campaign.domain ? context.domain : undefined;
  const rank = rankOf(keyword, 'desktop', day, other);
  const ownPage = tracked ? currentPageOf(tracked, 'desktop') : competitorPageOf(context.campaign.domain, phrase);
  return {
    keyword: phrase,
    search_data: searchDataOf(context.seed, phrase, day),
    ranking_data: {
      updated_on: isoDay(day),
      rank,
      trend: rankOf(keyword, 'desktop', day - 30, other) - rank,
      landing_page: other ? competitorPageOf(other, phrase) : ownPage,
    },
    serp_data: researchSerpData(context, phrase),
    tracked_keyword_id: tracked ? tracked.id : null,
  };
}

/** Sort keys of the research order_by values. */
export function researchSortKey(record: Record<string, unknown>, orderBy: string): string | number {
  const search = record.search_data as { search_volume: number; year_over_year: number };
  const ranking = record.ranking_data as { rank: number; trend: number };
  const serp = record.serp_data as { percentage_clicks: number };
  switch (orderBy) {
    case 'search_volume':
      return search.search_volume;
    case 'year-over-year':
      return search.year_over_year;
    case 'rank':
      return ranking.rank;
    case 'rank_trend':
      return ranking.trend;
    case 'percentage_clicks':
      return serp.percentage_clicks;
    case 'connection_strength':
      return Number(record.connection_strength ?? 0);
    default:
      return String(record.keyword);
  }
}
