import type { Keyword } from './keywords';
import { clickThroughRate, type Device, rankOf } from './ranks';
import { averageVolume } from './search';

// Bound once: inside a vm context (as jest runs code) every global lookup is slow, and these run per keyword.
const { floor, max, round } = Math;

/**
 * Visibility: the share of the clicks the keywords could bring that the domain gets, weighted by search volume,
 * 0..1. Large sets are estimated from an evenly spread sample, so a 25,000-keyword campaign stays cheap.
 */

const SAMPLE_SIZE = 300;

export function sampleOf(keywords: readonly Keyword[]): Keyword[] {
  if (keywords.length <= SAMPLE_SIZE) return [...keywords];
  const step = keywords.length / SAMPLE_SIZE;
  const sample: Keyword[] = [];
  for (let i = 0; i < SAMPLE_SIZE; i++) {
    const keyword = keywords[floor(i * step)];
    if (keyword) sample.push(keyword);
  }
  return sample;
}

export interface VolumeCache {
  volume(keyword: Keyword): number;
}

/** Remembers volumes for one request: they only change by month. */
export function volumeCache(day: number): VolumeCache {
  const cache = new Map<Keyword, number>();
  return {
    volume(keyword) {
      let value = cache.get(keyword);
      if (value === undefined) {
        value = averageVolume(keyword.seed, keyword.phrase, day);
        cache.set(keyword, value);
      }
      return value;
    },
  };
}

export function visibilityOf(
  keywords: readonly Keyword[],
  device: Device,
  day: number,
  volumes: VolumeCache,
  domain?: string,
): number {
  let gained = 0;
  let possible = 0;
  for (const keyword of sampleOf(keywords)) {
    const volume = max(10, volumes.volume(keyword));
    possible += volume * clickThroughRate(1);
    gained += volume * clickThroughRate(rankOf(keyword, device, day, domain));
  }
  return possible === 0 ? 0 : round((gained / possible) * 10000) / 10000;
}

/** Same, unweighted: every keyword counts alike (metrics_weighted_by_search_volume=0). */
export function flatVisibilityOf(keywords: readonly Keyword[], device: Device, day: number, domain?: string): number {
  const sample = sampleOf(keywords);
  if (sample.length === 0) return 0;
  const total = sample.reduce((sum, keyword) => sum + clickThroughRate(rankOf(keyword, device, day, domain)), 0);
  return round((total / (sample.length * clickThroughRate(1))) * 10000) / 10000;
}

/** Presence share of a flag across a sample of keywords, 0..1. */
export function shareOf(keywords: readonly Keyword[], present: (keyword: Keyword) => boolean): number {
  const sample = sampleOf(keywords);
  if (sample.length === 0) return 0;
  return round((sample.filter(present).length / sample.length) * 10000) / 10000;
}

/** Average rank over a sample, for average-position series. */
export function averageRankOf(keywords: readonly Keyword[], device: Device, day: number): number {
  const sample = sampleOf(keywords);
  if (sample.length === 0) return 0;
  const total = sample.reduce((sum, keyword) => sum + rankOf(keyword, device, day), 0);
  return round((total / sample.length) * 10) / 10;
}
