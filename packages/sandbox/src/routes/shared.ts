import { parseIsoDay } from '../data/calendar';
import { type CampaignDef, findCampaign } from '../data/catalogue';
import { groupExists, keywordInGroup } from '../data/groups';
import type { Keyword } from '../data/keywords';
import { canSeeCompany } from '../guard/tokens';
import { forbidden, invalidParameters, notFound } from '../http/errors';
import type { Env } from '../http/router';
import type { ResponseVariants } from '../types';

/** Helpers both interfaces' handlers share. */

/** The campaign, or 404 when it does not exist and 403 when the token may not see it. */
export function campaignFor(env: Env, id: number): CampaignDef {
  const campaign = findCampaign(id);
  if (!campaign) throw notFound();
  if (!canSeeCompany(env.caller, campaign.companyId)) throw forbidden();
  return campaign;
}

export function keywordsOf(env: Env, campaign: CampaignDef): Keyword[] {
  return env.world.keywords.all(campaign, env.nowMs);
}

export interface KeywordFilter {
  groupIds?: readonly number[];
  keywordIds?: readonly number[];
  search?: string;
}

/**
 * Keywords matching group ids (any of them; special ids included), keyword ids and a case-insensitive phrase
 * search. Unknown group ids answer 404; keyword ids of which none exist answer 404.
 */
export function selectKeywords(env: Env, campaign: CampaignDef, filter: KeywordFilter): Keyword[] {
  let keywords = keywordsOf(env, campaign);
  const { groupIds, keywordIds, search } = filter;
  if (groupIds && !(groupIds.length === 1 && groupIds[0] === 0)) {
    const imports = env.world.imports.all(campaign.id);
    if (!groupIds.every((id) => groupExists(campaign, imports, id))) throw notFound();
    keywords = keywords.filter((keyword) => groupIds.some((id) => keywordInGroup(keyword, id, env.today)));
  }
  if (keywordIds) {
    const wanted = new Set(keywordIds);
    keywords = keywords.filter((keyword) => wanted.has(keyword.id));
    if (keywords.length === 0) throw notFound();
  }
  if (search) {
    const needle = search.toLowerCase();
    keywords = keywords.filter((keyword) => keyword.phrase.includes(needle));
  }
  return keywords;
}

export function page<T>(items: readonly T[], limit: number, offset: number): T[] {
  return items.slice(offset, offset + limit);
}

export interface DayRange {
  from: number;
  to: number;
}

/** A validated date range; `start_date` after `end_date` answers 422. */
export function dayRange(start: string, end: string): DayRange {
  const from = parseIsoDay(start);
  const to = parseIsoDay(end);
  if (from === null || to === null) throw invalidParameters(['start_date: must be a date written YYYY-MM-DD']);
  if (from > to) throw invalidParameters(['start_date: must not be after end_date']);
  return { from, to };
}

/** The keyword data defaults: end today, start 30 days before the end. */
export function dayRangeWithDefaults(env: Env, start: string | undefined, end: string | undefined): DayRange {
  const to = end === undefined ? env.today : (parseIsoDay(end) ?? env.today);
  const from = start === undefined ? to - 30 : (parseIsoDay(start) ?? to - 30);
  if (from > to) throw invalidParameters(['start_date: must not be after end_date']);
  return { from, to };
}

export function serpCode(variants: ResponseVariants, code: string): string {
  return variants.serpCodeCase === 'lower' ? code.toLowerCase() : code.toUpperCase();
}

type Comparable = string | number;

/** Stable sort by a key, ascending or descending; ties keep id order. */
export function sortBy<T>(items: readonly T[], key: (item: T) => Comparable, direction: 'asc' | 'desc'): T[] {
  const keyed = items.map((item, position) => ({ item, position, value: key(item) }));
  const sign = direction === 'desc' ? -1 : 1;
  keyed.sort((a, b) => {
    if (a.value < b.value) return -sign;
    if (a.value > b.value) return sign;
    return a.position - b.position;
  });
  return keyed.map((entry) => entry.item);
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Days of a daily series: the range clipped to the campaign's life and to yesterday. */
export function seriesDays(campaign: CampaignDef, range: DayRange, today: number): number[] {
  const first = Math.max(range.from, parseIsoDay(campaign.createdOn) ?? range.from);
  const last = Math.min(range.to, today - 1);
  const days: number[] = [];
  for (let day = first; day <= last; day++) days.push(day);
  return days;
}
