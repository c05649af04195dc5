import { type MonthlySearch, searchDataOf } from '../../../data/search';
import { serpFeaturesOfPhrase } from '../../../data/serp';
import type { ResponseVariants } from '../../../types';
import { round, serpCode } from '../../shared';

/** Aggregates over many phrases: summed or averaged search data, top 10 SERP feature counts. */

const SAMPLE = 400;

function sample(phrases: readonly string[]): string[] {
  if (phrases.length <= SAMPLE) return [...phrases];
  const step = phrases.length / SAMPLE;
  return Array.from({ length: SAMPLE }, (_, i) => phrases[Math.floor(i * step)] ?? '');
}

/** Summed search data (or averaged, as the domain overview documents), scaled up from a sample. */
export function aggregateSearch(seed: number, phrases: readonly string[], day: number, average = false) {
  const picked = sample(phrases);
  const scale = average ? 1 / Math.max(1, picked.length) : phrases.length / Math.max(1, picked.length);
  const all = picked.map((phrase) => searchDataOf(seed, phrase, day));
  const months: MonthlySearch[] = (all[0]?.monthly_searches ?? searchDataOf(seed, '', day).monthly_searches).map(
    (month, i) => ({
      ...month,
      search_volume: Math.round(all.reduce((sum, s) => sum + (s.monthly_searches[i]?.search_volume ?? 0), 0) * scale),
    }),
  );
  const last = months[months.length - 1]?.search_volume ?? 0;
  const first = months[0]?.search_volume ?? 0;
  return {
    search_volume: Math.round(all.reduce((sum, s) => sum + s.search_volume, 0) * scale),
    year_over_year: first === 0 ? (last === 0 ? 0 : 10) : round(Math.min(10, last / first)),
    monthly_searches: months,
  };
}

export function serpFeatureCounts(
  seed: number,
  phrases: readonly string[],
  day: number,
  domain: string,
  variants: ResponseVariants,
) {
  const picked = sample(phrases);
  const scale = phrases.length / Math.max(1, picked.length);
  const counts = new Map<string, number>();
  for (const phrase of picked) {
    for (const feature of serpFeaturesOfPhrase(seed, phrase, 'desktop', day, domain)) {
      counts.set(feature.feature, (counts.get(feature.feature) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([feature, count]) => ({ feature: serpCode(variants, feature), count: Math.round(count * scale) }));
}
