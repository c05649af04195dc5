import { isoDay } from './calendar';
import type { Keyword } from './keywords';
import { competitorPageOf } from './pages';
import { hashParts, intBetween, pick, unit } from './random';
import type { Device } from './ranks';

/** AI Overview (Google) and AI search (LLM answer engines) presence of the campaign and its competitors. */

/** Keywords at index 4, 9, 14, ... never show an AI Overview: the AIO keyword data skips them. */
export function hasAiOverview(keyword: Keyword): boolean {
  return keyword.index % 5 !== 4;
}

export interface AiOverviewDay {
  my_brand_present: boolean;
  any_brand_present: boolean;
  /** 1..10, or 100 when the campaign is not in the overview. */
  rank: number;
  links: string[];
}

export function aiOverviewOn(keyword: Keyword, device: Device, day: number): AiOverviewDay {
  const key = hashParts([keyword.seed, keyword.campaign.id, keyword.phrase, 'aio']);
  if (!hasAiOverview(keyword)) return { my_brand_present: false, any_brand_present: false, rank: 100, links: [] };
  const week = Math.floor(day / 7);
  const any = unit(key, device, week, 'any') < 0.75;
  const mine = any && unit(key, device, week, 'mine') < 0.4;
  const rank = mine ? intBetween(1, 8, key, device, day, 'rank') : 100;
  const domains = keyword.campaign.competitors.filter((domain) => unit(key, domain, week) < 0.5);
  if (mine) domains.unshift(keyword.campaign.domain);
  return {
    my_brand_present: mine,
    any_brand_present: any,
    rank,
    links: domains.map((d) => competitorPageOf(d, keyword.phrase)),
  };
}

export const AI_ENGINES = ['openai', 'gemini', 'perplexity'] as const;
export type AiEngine = (typeof AI_ENGINES)[number];

export type Sentiment = 'positive' | 'neutral' | 'negative';

export interface AiSearchWeek {
  date: string;
  rank: number;
  any_brand_present: boolean;
  my_brand_present: boolean;
  sentiment_of_my_brand: Sentiment | null;
  citations: string[];
}

/** AI search answers are crawled weekly, on Mondays. */
export function aiSearchWeeks(from: number, to: number): number[] {
  const days: number[] = [];
  // Day 4 after the epoch (1970-01-05) was a Monday.
  let day = from + ((((4 - from) % 7) + 7) % 7);
  for (; day <= to; day += 7) days.push(day);
  return days;
}

export function aiSearchOn(keyword: Keyword, engine: AiEngine, day: number, inPlan: boolean): AiSearchWeek {
  const key = hashParts([keyword.seed, keyword.campaign.id, keyword.phrase, engine]);
  if (!inPlan) {
    return {
      date: isoDay(day),
      rank: 100,
      any_brand_present: false,
      my_brand_present: false,
      sentiment_of_my_brand: null,
      citations: [],
    };
  }
  const any = unit(key, day, 'any') < 0.8;
  const mine = any && unit(key, day, 'mine') < 0.45;
  const citations = keyword.campaign.competitors.filter((domain) => unit(key, domain, day) < 0.45);
  if (mine) citations.unshift(keyword.campaign.domain);
  return {
    date: isoDay(day),
    rank: mine ? intBetween(1, 10, key, day, 'rank') : 100,
    any_brand_present: any,
    my_brand_present: mine,
    sentiment_of_my_brand: mine ? pick(['positive', 'neutral', 'negative'] as const, key, day, 'sentiment') : null,
    citations: citations.map((domain) => `https://${domain}/`),
  };
}

/** Engines in each campaign's plan; other engines answer near-empty rows (and 403 on visibility endpoints). */
export function enginesInPlan(campaignId: number): readonly AiEngine[] {
  return campaignId === 105 ? ['openai'] : AI_ENGINES;
}

/** An unknown engine silently falls back to the campaign's engine, as live. */
export function resolveEngine(requested: string | undefined): AiEngine {
  return (AI_ENGINES as readonly string[]).includes(requested ?? '') ? (requested as AiEngine) : 'openai';
}
