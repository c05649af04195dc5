import { aiOverviewOn, aiSearchOn, aiSearchWeeks, enginesInPlan } from '../../../data/ai';
import { isoDay } from '../../../data/calendar';
import { allGroupsOf, plainGroupsOf } from '../../../data/groups';
import type { Keyword } from '../../../data/keywords';
import { opportunityOf } from '../../../data/opportunity';
import { currentPageOf, desiredPageOf } from '../../../data/pages';
import { intentOf, labelsOf, mainKeywordIdOf } from '../../../data/phrase-facts';
import { clickThroughRate, DEVICES, type Device, rankOf, summariseRanks } from '../../../data/ranks';
import { averageVolume, searchDataOf } from '../../../data/search';
import { percentageClicksOf, serpFeaturesOf } from '../../../data/serp';
import { keywordTraffic } from '../../../data/traffic';
import type { ResponseVariants } from '../../../types';
import { round, serpCode } from '../../shared';

/** The keyword record of GET /rank-tracker/v3.0/keywords, for the keyword's tracked days [first, last]. */

export interface RecordOptions {
  first: number;
  last: number;
  today: number;
  includeAllGroups: boolean;
  variants: ResponseVariants;
}

function rankingOf(keyword: Keyword, device: Device, first: number, last: number, volume: number) {
  const summary = summariseRanks(keyword, device, first, last);
  const start = rankOf(keyword, device, first);
  const impact = (clickThroughRate(summary.rank) - clickThroughRate(start)) * volume;
  return {
    rank: summary.rank,
    trend: summary.trend,
    trend_impact: round(impact, 2),
    best_rank: { rank: summary.best.rank, date: isoDay(summary.best.date) },
  };
}

function aiOverviewSummary(keyword: Keyword, device: Device, last: number) {
  const today = aiOverviewOn(keyword, device, last);
  const before = aiOverviewOn(keyword, device, last - 7);
  return {
    my_brand_present: today.my_brand_present,
    any_brand_present: today.any_brand_present,
    rank: today.rank,
    previous_rank: before.rank,
    trend: before.rank - today.rank,
    processing: false,
  };
}

function aiSearchSummary(keyword: Keyword, last: number) {
  const weeks = aiSearchWeeks(last - 13, last);
  const inPlan = enginesInPlan(keyword.campaign.id).includes('openai');
  const latest = aiSearchOn(keyword, 'openai', weeks[weeks.length - 1] ?? last, inPlan);
  const previous = aiSearchOn(keyword, 'openai', weeks[0] ?? last, inPlan);
  return {
    rank: latest.rank,
    trend: previous.rank - latest.rank,
    any_brand_presence: latest.any_brand_present,
    my_brand_presence: latest.my_brand_present,
    sentiment_of_my_brand: latest.sentiment_of_my_brand,
  };
}

export function keywordRecord(keyword: Keyword, options: RecordOptions): Record<string, unknown> {
  const { first, last, variants } = options;
  const { seed, phrase } = keyword;
  const search = searchDataOf(seed, phrase, last);
  const desktop = rankingOf(keyword, 'desktop', first, last, search.search_volume);
  const mobile = rankingOf(keyword, 'mobile', first, last, search.search_volume);
  const groups = options.includeAllGroups ? allGroupsOf(keyword, options.today) : plainGroupsOf(keyword);
  const features = (device: Device) =>
    serpFeaturesOf(keyword, device, last).map((f) => ({ ...f, feature: serpCode(variants, f.feature) }));
  const percentageClicks = percentageClicksOf(seed, phrase, last);
  const serpData: Record<string, unknown> = { desktop: features('desktop'), mobile: features('mobile') };
  if (variants.percentageClicks === 'serp-data') serpData.percentage_clicks = percentageClicks;
  const { difficulty, ...opportunity } = opportunityOf(keyword, desktop.rank, search.search_volume);
  const pages = (device: Device) => ({ current: currentPageOf(keyword, device), desired: desiredPageOf(keyword) });
  const record: Record<string, unknown> = {
    keyword_id: keyword.id,
    keyword: phrase,
    main_keyword_id: mainKeywordIdOf(keyword),
    search_intent: intentOf(phrase, seed),
    labels: labelsOf(keyword, last, variants.seasonLabel).join(','),
    groups: groups.join(','),
    serp_data: serpData,
  };
  if (variants.percentageClicks === 'top-level') record.percentage_clicks = percentageClicks;
  return {
    ...record,
    search_data: search,
    ranking_data: { desktop, mobile },
    landing_pages: { desktop: pages('desktop'), mobile: pages('mobile') },
    traffic_data: keywordTraffic(keyword, desktop.rank, search.search_volume, last - first + 1),
    opportunity: { ...opportunity, [variants.difficultyField]: difficulty },
    ai_search: aiSearchSummary(keyword, last),
    ai_overview: Object.fromEntries(DEVICES.map((device) => [device, aiOverviewSummary(keyword, device, last)])),
  };
}

/** Sort keys of the keyword data operation's `order_by` values, cheap enough for 25,000 keywords. */
export function keywordSortKey(
  orderBy: string,
  keyword: Keyword,
  first: number,
  last: number,
  device: Device,
): string | number {
  switch (orderBy) {
    case 'keyword':
      return keyword.phrase;
    case 'search_volume':
      return averageVolume(keyword.seed, keyword.phrase, last);
    case 'year-over-year':
      return searchDataOf(keyword.seed, keyword.phrase, last).year_over_year;
    case 'rank':
      return rankOf(keyword, device, last);
    case 'rank_trend':
      return rankOf(keyword, device, first) - rankOf(keyword, device, last);
    case 'rank_trend_impact': {
      const volume = averageVolume(keyword.seed, keyword.phrase, last);
      return (
        (clickThroughRate(rankOf(keyword, device, last)) - clickThroughRate(rankOf(keyword, device, first))) * volume
      );
    }
    default: {
      const volume = averageVolume(keyword.seed, keyword.phrase, last);
      const score = opportunityOf(keyword, rankOf(keyword, 'desktop', last), volume).score;
      return score === 'N/A' ? -1 : score;
    }
  }
}
