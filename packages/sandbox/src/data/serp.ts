import type { Keyword } from './keywords';
import { hashParts, intBetween, unit } from './random';
import type { Device } from './ranks';

// Bound once: inside a vm context (as jest runs code) every global lookup is slow, and these run per keyword.
const { floor, max, round } = Math;

/** SERP features, as the upper-case codes real responses carry. */
export const SERP_CODES = [
  'AIO',
  'AIB',
  'ADT',
  'DEF',
  'DIR',
  'FSN',
  'FLT',
  'HTL',
  'IMG',
  'JOB',
  'KNG',
  'GEO',
  'SHP',
  'RCP',
  'QNS',
  'NEW',
  'VID',
  'APP',
  'PRD',
  'PLC',
  'PLS',
  'TST',
  'VDI',
  'DAN',
  'FLA',
  'FLS',
  'TTK',
] as const;

export type SerpCode = (typeof SERP_CODES)[number];

/** How common each feature is; the rest appear rarely. */
const COMMON: readonly SerpCode[] = ['QNS', 'IMG', 'ADT', 'AIO', 'VID', 'FSN', 'SHP', 'GEO', 'KNG', 'NEW', 'PRD'];

export interface SerpFeature {
  feature: SerpCode;
  position: string;
  listed: boolean;
}

/** Features shown for a phrase on a day; the set changes a little week to week. */
export function serpFeaturesOfPhrase(
  seed: number,
  phrase: string,
  device: Device,
  day: number,
  domain: string,
): SerpFeature[] {
  const key = hashParts([seed, phrase, 'serp']);
  const week = floor(day / 7);
  const count = intBetween(1, 6, key, device, week, 'count');
  const features = new Set<SerpCode>();
  for (let i = 0; features.size < count && i < 20; i++) {
    const pool = unit(key, i, 'rare') < 0.85 ? COMMON : SERP_CODES;
    const code = pool[floor(unit(key, device, week, i, 'code') * pool.length)];
    if (code) features.add(code);
  }
  return [...features].map((feature, position) => ({
    feature,
    position: String(position + 1),
    listed: unit(key, domain, feature, week, 'listed') < 0.22,
  }));
}

export function serpFeaturesOf(keyword: Keyword, device: Device, day: number): SerpFeature[] {
  return serpFeaturesOfPhrase(keyword.seed, keyword.phrase, device, day, keyword.campaign.domain);
}

/** Share of searches ending in an organic click once SERP features took their share, 0..1. */
export function percentageClicksOf(seed: number, phrase: string, day: number): number {
  const features = serpFeaturesOfPhrase(seed, phrase, 'desktop', day, '');
  const taken = features.length * 0.06 + (features.some((f) => f.feature === 'AIO') ? 0.12 : 0);
  const value = max(0.2, 0.97 - taken - unit(seed, phrase, 'clicks') * 0.1);
  return round(value * 100) / 100;
}
