import { z } from 'zod';
import { hasAiOverview } from '../../data/ai';
import type { CampaignDef } from '../../data/catalogue';
import { isBrand } from '../../data/groups';
import type { Keyword } from '../../data/keywords';
import { intentOf } from '../../data/phrase-facts';
import { rankOf } from '../../data/ranks';
import type { Env } from '../../http/router';
import { flag, oneOf } from '../../validation/params';
import { type DayRange, selectKeywords } from '../shared';

/**
 * The segment filters of the group visibility and AI visibility operations (docs/service.md, "Parameters beyond the
 * documents"): keywords of one search intent, with an AI Overview on their results page, brand or non-brand, in the
 * top 10. A filter set to true narrows the keywords; false leaves them as they are.
 */
export const segmentParams = {
  // The keyword record's intents, and navigational, which the vendor's own client also sends.
  intent: oneOf(['informational', 'commercial', 'transactional', 'navigational'] as const).optional(),
  has_aio: flag().optional(),
  brand: flag().optional(),
  non_brand: flag().optional(),
  top_10: flag().optional(),
};

export interface Segment {
  intent?: string;
  has_aio?: boolean;
  brand?: boolean;
  non_brand?: boolean;
  top_10?: boolean;
}

/** The keywords in the segment; `day` is the day whose ranks decide the top 10. */
function inSegment(keywords: readonly Keyword[], segment: Segment, campaign: CampaignDef, day: number): Keyword[] {
  return keywords.filter(
    (keyword) =>
      (segment.intent === undefined || intentOf(keyword.phrase, keyword.seed) === segment.intent) &&
      (!segment.has_aio || hasAiOverview(keyword)) &&
      (!segment.brand || isBrand(keyword)) &&
      (!segment.non_brand || !isBrand(keyword)) &&
      (!segment.top_10 || rankOf(keyword, campaign.primaryDevice, day) <= 10),
  );
}

/**
 * The keywords a daily visibility operation reads over `range`: those of the groups and ids asked for, in the
 * segment, with the top 10 decided by the last day of the range that has ranks (yesterday at the latest).
 */
export function segmentKeywords(
  env: Env,
  campaign: CampaignDef,
  query: Segment & { group_id?: readonly number[]; keyword_ids?: readonly number[] },
  range: DayRange,
): Keyword[] {
  return inSegment(
    selectKeywords(env, campaign, { groupIds: query.group_id, keywordIds: query.keyword_ids }),
    query,
    campaign,
    Math.min(range.to, env.today - 1),
  );
}

/** `domains` of daily group visibility: a comma list of domains. */
export const domainsParam = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine((domains) => domains.length > 0, 'must name at least one domain');
