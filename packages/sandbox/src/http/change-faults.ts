import type { ActiveFault } from '../types';

/**
 * Faults of a service under change that reshape a correct answer: the page served for another offset, and counts
 * that disagree with the rows. Each is what a live service has been seen (or can be expected) to do between two
 * requests of one pull; none changes the rows of a page it does not touch.
 */

/** The address whose answer is sent: the one asked for, or the same with another `offset` (repeat, shift, ignore). */
export function servedUrl(fault: ActiveFault | null, url: URL): URL {
  const asked = Number(url.searchParams.get('offset') ?? 0);
  const served = offsetServed(fault, asked);
  if (served === asked) return url;
  const other = new URL(url);
  other.searchParams.set('offset', String(served));
  return other;
}

function offsetServed(fault: ActiveFault | null, asked: number): number {
  switch (fault?.kind) {
    case 'repeat-page':
      return fault.asOffset ?? 0;
    case 'shifted-row':
      return Math.max(0, asked - (fault.shift ?? 1));
    case 'ignore-offset':
      return 0;
    default:
      return asked;
  }
}

/** The answer with the counts a `keyword-count` or `wrapper-count` fault reports instead of the true ones. */
export function withFaultyCounts(fault: ActiveFault | null, body: unknown): unknown {
  if (fault?.kind === 'keyword-count') return mapCampaignInfos(body, (count) => faultyCount(fault, count));
  if (fault?.kind === 'wrapper-count' && isObject(body) && Array.isArray(body.results)) {
    return {
      ...body,
      ...(fault.pages === undefined ? {} : { pages: sameType(body.pages, fault.pages) }),
      ...(fault.totalResults === undefined ? {} : { total_results: sameType(body.total_results, fault.totalResults) }),
    };
  }
  return body;
}

function faultyCount(fault: ActiveFault, count: number): number {
  if (fault.count !== undefined) return fault.count;
  return Math.round(count * (fault.factor ?? 1));
}

const COUNT_FIELDS = ['keywords_count', 'keyword_count'];

/** Tracked campaigns, bare or in a wrapper (`arrayWrapper` variant): each `campaign_info` count through `change`. */
function mapCampaignInfos(body: unknown, change: (count: number) => number): unknown {
  if (Array.isArray(body)) return body.map((item) => mapCampaignInfos(item, change));
  if (!isObject(body)) return body;
  const info = body.campaign_info;
  if (!isObject(info)) {
    const listKey = Object.keys(body).find((key) => Array.isArray(body[key]));
    return listKey ? { ...body, [listKey]: mapCampaignInfos(body[listKey], change) } : body;
  }
  const changed: Record<string, unknown> = { ...info };
  for (const field of COUNT_FIELDS) {
    if (field in info) changed[field] = sameType(info[field], change(Number(info[field])));
  }
  return { ...body, campaign_info: changed };
}

/** A number sent as text (the `numbersAsStrings` variant) stays text. */
function sameType(original: unknown, value: number): number | string {
  return typeof original === 'string' ? String(value) : value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
