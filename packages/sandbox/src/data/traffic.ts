import type { Keyword } from './keywords';
import { unit } from './random';
import { clickThroughRate } from './ranks';

/** Organic traffic: sessions from volume and click-through rate, conversions and revenue from them. */

export interface TrafficFigures {
  sessions: number;
  ecommerce: { transactions: number; revenue: number };
  goals: { completions: number; revenue: number };
}

export function trafficFromSessions(seed: number, key: string | number, sessions: number): TrafficFigures {
  const conversion = 0.01 + unit(seed, key, 'conversion') * 0.03;
  const basket = 35 + unit(seed, key, 'basket') * 90;
  const transactions = Math.round(sessions * conversion);
  const completions = Math.round(sessions * conversion * 2.5);
  return {
    sessions,
    ecommerce: { transactions, revenue: Math.round(transactions * basket * 100) / 100 },
    goals: { completions, revenue: Math.round(completions * 4 * 100) / 100 },
  };
}

/** Sessions a keyword brought over `days` days at a rank and monthly volume. */
export function keywordTraffic(keyword: Keyword, rank: number, volume: number, days: number): TrafficFigures {
  const sessions = Math.round(((volume * clickThroughRate(rank)) / 30) * days);
  return trafficFromSessions(keyword.seed, keyword.phrase, sessions);
}

export const STANDARD_SEGMENTS = ['all', 'non-brand', 'brand'] as const;

/** Daily sessions of a campaign segment: weekly rhythm, slow growth, noise. */
export function segmentSessions(seed: number, campaignId: number, segment: string, day: number): number {
  const base = 200 + unit(seed, campaignId, segment, 'base') * 4000;
  const share = segment === 'brand' ? 0.3 : segment === 'non-brand' ? 0.7 : segment === 'all' ? 1 : 0.15;
  const weekday = new Date(day * 86_400_000).getUTCDay();
  const weekly = weekday === 0 || weekday === 6 ? 0.8 : 1.05;
  const noise = 0.9 + unit(seed, campaignId, segment, day, 'noise') * 0.2;
  return Math.round(base * share * weekly * noise);
}
