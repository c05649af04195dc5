import { createdDayOf } from './catalogue';
import type { Keyword } from './keywords';
import { hashOn, hashParts, smoothNoiseOf, unit } from './random';

// Bound once: inside a vm context (as jest runs code) every global lookup is slow, and these run per keyword.
const { max, min, round } = Math;

/** Organic ranks: a stable base per keyword and device, drifting smoothly from week to week. */

export type Device = 'desktop' | 'mobile';
export const DEVICES: readonly Device[] = ['desktop', 'mobile'];

/** What a keyword's ranks for one domain follow on every day. */
interface RankModel {
  key: number;
  ranksAtAll: number;
  base: number;
  mobileShift: number;
  /** The hashes each device's daily values start from, drawn when first needed. */
  devices: Partial<Record<Device, DeviceHashes>>;
}

/**
 * The hashes of (key, device) and of (key, device, 'drift' or 'dropout'), that a day's values go on from (hashOn):
 * each day of a period then hashes only what is its own.
 */
interface DeviceHashes {
  device: number;
  drift: number;
  dropout: number;
}

function rankModel(keyword: Keyword, who: string): RankModel {
  const key = hashParts([keyword.seed, keyword.campaign.id, keyword.phrase, who]);
  return {
    key,
    ranksAtAll: unit(key, 'ranks-at-all'),
    base: 1 + 99 * unit(key, 'base') ** 2,
    mobileShift: (unit(key, 'mobile-shift') - 0.5) * 6,
    devices: {},
  };
}

function deviceHashes(model: RankModel, device: Device): DeviceHashes {
  let hashes = model.devices[device];
  if (!hashes) {
    const deviceHash = hashParts([model.key, device]);
    hashes = { device: deviceHash, drift: hashOn(deviceHash, 'drift'), dropout: hashOn(deviceHash, 'dropout') };
    model.devices[device] = hashes;
  }
  return hashes;
}

/** The campaign domain's model of each keyword, drawn once: a page reads every day of a period for each keyword. */
const ownModels = new WeakMap<Keyword, RankModel>();

function ownRankModel(keyword: Keyword): RankModel {
  let model = ownModels.get(keyword);
  if (!model) {
    model = rankModel(keyword, keyword.campaign.domain);
    ownModels.set(keyword, model);
  }
  return model;
}

/** Raw position 1..100, or null when the domain is not in the top 100 that day. */
export function rawRank(keyword: Keyword, device: Device, day: number, domain?: string): number | null {
  const model = domain === undefined ? ownRankModel(keyword) : rankModel(keyword, domain);
  const { ranksAtAll, base, mobileShift } = model;
  if (ranksAtAll < (domain ? 0.55 : 0.22)) return null;
  const hashes = deviceHashes(model, device);
  const deviceShift = device === 'mobile' ? mobileShift : 0;
  const amplitude = 1 + base * 0.18;
  // smoothNoise(day, 7, key, device, 'drift'), unit(key, device, day, 'daily') and smoothNoise(day, 5, key, device,
  // 'dropout'), from the hashes of their common parts.
  const drift = (smoothNoiseOf(hashes.drift, day, 7) - 0.5) * 2 * amplitude;
  const daily = (hashOn(hashOn(hashes.device, day), 'daily') / 4294967296 - 0.5) * 1.5;
  if (smoothNoiseOf(hashes.dropout, day, 5) < 0.04) return null;
  const rank = round(base + deviceShift + drift + daily);
  return min(100, max(1, rank));
}

export function trackedDepth(keyword: Keyword, device: Device): number {
  return device === 'desktop' ? keyword.campaign.maxTrackedDesktop : keyword.campaign.maxTrackedMobile;
}

/**
 * Interface 3.0 rank: a position below the tracked depth, or the depth itself when the domain is not within it
 * (a rank at the cap means "not in the tracked depth").
 */
export function rankOf(keyword: Keyword, device: Device, day: number, domain?: string): number {
  const depth = trackedDepth(keyword, device);
  const raw = rawRank(keyword, device, day, domain);
  return raw === null || raw >= depth ? depth : raw;
}

/** Interface 1.2 rank: 1..100, 101 when not found in the top 100 (or beyond the tracked depth). */
export function legacyRankOf(keyword: Keyword, device: Device, day: number): number {
  const raw = rawRank(keyword, device, day);
  return raw === null || raw >= trackedDepth(keyword, device) ? 101 : raw;
}

/** First and last day with rank data for the keyword, within [from, to]; null when none. */
export function trackedSpan(keyword: Keyword, from: number, to: number, today: number): [number, number] | null {
  const created = createdDayOf(keyword.campaign);
  const first = max(from, created, keyword.addedDay);
  const last = min(to, today - 1);
  return first > last ? null : [first, last];
}

/** Organic click-through rate by position. */
export function clickThroughRate(rank: number): number {
  const top = [0.3, 0.16, 0.1, 0.07, 0.05, 0.04, 0.032, 0.026, 0.022, 0.019];
  if (rank <= 10) return top[rank - 1] ?? 0;
  if (rank <= 20) return 0.01;
  if (rank <= 30) return 0.004;
  return 0;
}

export interface RankSummary {
  rank: number;
  trend: number;
  best: { rank: number; date: number };
}

/** Rank on the last day, change since the first day (positive = moved up), best rank and its day. */
export function summariseRanks(keyword: Keyword, device: Device, first: number, last: number): RankSummary {
  const end = rankOf(keyword, device, last);
  const start = rankOf(keyword, device, first);
  let best = { rank: end, date: last };
  for (let day = first; day <= last; day++) {
    const rank = rankOf(keyword, device, day);
    if (rank < best.rank) best = { rank, date: day };
  }
  return { rank: end, trend: start - end, best };
}
