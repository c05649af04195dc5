import { isBrand } from './groups';
import type { Keyword } from './keywords';
import { keywordIdOf } from './keywords';
import { unit } from './random';
import { type SeasonState, seasonOf } from './search';

/** Facts about a phrase that do not change with time: intent, labels, close variations. */

export type SearchIntent = 'informational' | 'commercial' | 'transactional';

const TRANSACTIONAL = /\b(buy|sale|deals?|cheap|pricing|discount|online|car hire|flights)\b/;
const INFORMATIONAL = /\b(guide|weather|things to do|review|itinerary|alternatives|for flat feet|what|how)\b/;

export function intentOf(phrase: string, seed: number): SearchIntent {
  if (TRANSACTIONAL.test(phrase)) return 'transactional';
  if (INFORMATIONAL.test(phrase)) return 'informational';
  const roll = unit(seed, phrase, 'intent');
  return roll < 0.45 ? 'commercial' : roll < 0.8 ? 'informational' : 'transactional';
}

/** Labels of a keyword on a day; `inSeasonName` is `in_season` or `in_full_season` (both are seen). */
export function labelsOf(keyword: Keyword, day: number, inSeasonName: string): string[] {
  const labels: string[] = [];
  if (isBrand(keyword)) labels.push('brands');
  const roll = unit(keyword.seed, keyword.phrase, 'label');
  if (roll < 0.02) labels.push('misspelled');
  else if (roll < 0.06) labels.push('low relevance');
  if (keyword.phrase.includes('near me')) labels.push('localized');
  const season: SeasonState = seasonOf(keyword.seed, keyword.phrase, day);
  if (season) labels.push(season === 'in_season' ? inSeasonName : season);
  const custom = unit(keyword.seed, keyword.phrase, 'custom-label');
  if (custom < 0.1) labels.push('priority');
  else if (custom < 0.15) labels.push('new product');
  return labels;
}

/** About one keyword in twenty is a close variation aggregated under the keyword before it. */
export function mainKeywordIdOf(keyword: Keyword): number | null {
  if (keyword.index === 0 || !keyword.slots) return null;
  return unit(keyword.seed, keyword.campaign.id, keyword.phrase, 'variation') < 0.05
    ? keywordIdOf(keyword.campaign.id, keyword.index - 1)
    : null;
}
