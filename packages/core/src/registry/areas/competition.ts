/**
 * Competition, share of voice and share of clicks (interface 3.0): COMPETITION, SHARE_OF_VOICE, SHARE_OF_CLICKS, with
 * their records and columns.
 */
import * as z from 'zod/mini';
import { OFFSET_1000 } from '../../engine/paging';
import { fields, itemColumn, itemColumns, itemFields } from '../../flatten/columns';
import { defineLayout, field, type LayoutColumn } from '../../flatten/layout';
import { lazy } from '../../lazy';
import { dateField, flagField, idField, numberField, objectList, section, textField } from '../../schemas/fields';
import { foldAliases } from '../../schemas/reshape';
import { isPlainObject, toFlag, toText } from '../../schemas/values';
import { LIST_OPTIONS, ORDER_DIRECTION, TABLE_OPTIONS } from '../common-options';
import { checkDay, checkPeriod } from '../dates';
import { defineFunction } from '../define-function';
import {
  CAMPAIGN_ID,
  COMPETITORS,
  DAY,
  DEVICE,
  END_DATE,
  GROUP_ID,
  KEYWORD_IDS,
  oneOrZero,
  START_DATE,
  TRACKING_DEPTH_NOTE,
  WEIGHTED,
} from '../params';

/**
 * Keyword competition record (interface 3.0, competition operation). The AI-search variant names the phrase
 * `keyword` instead of `keyword_name`; it is read as `keyword_name`.
 */
export const competitionShape = () => ({
  keyword_id: idField(),
  keyword_name: textField(),
  competitors: objectList({
    domain: textField(),
    landing_page: textField(),
    rank: numberField(),
    rank_trend: numberField(),
  }),
});

export const competitionSchema = lazy(() =>
  z.pipe(
    z.transform((record) => foldAliases(record, [['keyword', 'keyword_name']])),
    z.looseObject(competitionShape()),
  ),
);

export type CompetitionRecord = z.output<ReturnType<typeof competitionSchema>>;

const columns: LayoutColumn[] = [
  ...fields({ keyword_id: 'integer', keyword_name: 'text' }),
  ...itemFields('competitors', { domain: 'text', landing_page: 'text', rank: 'number', rank_trend: 'number' }),
];

/** Keyword competition in long format: one row per keyword and competitor. */
export const competitionLayout = defineLayout({
  recordKey: ['keyword_id'],
  what: 'competition data',
  schema: competitionSchema,
  columns,
  unroll: { path: 'competitors', perDevice: false },
  rows: 'One row per keyword and competitor, in the order the service lists them.',
  notes: [
    'Competitors include the ones you asked for and the top competitors. A keyword without competitors keeps one',
    'row with the competitor columns empty.',
    TRACKING_DEPTH_NOTE,
  ],
});

// Share of voice (one day, one row per domain) and daily share of clicks (one row per day and domain).

/** The three share-of-voice lists, in the order their domains are merged. */
const KINDS = ['organic', 'ai_overview', 'ai_search'] as const;
type Kind = (typeof KINDS)[number];

/** Where the schema puts one entry per domain across the three lists; not an API field. */
const BY_DOMAIN = 'share_by_domain';

interface DomainShare {
  domain: string;
  is_campaign_website: boolean | string | undefined;
  organic?: unknown;
  ai_overview?: unknown;
  ai_search?: unknown;
}

function domainsOf(record: Record<string, unknown>, kind: Kind): Record<string, unknown>[] {
  const part = record[`${kind}_share_of_voice`];
  const list = isPlainObject(part) ? part.domains : undefined;
  return Array.isArray(list) ? list.filter(isPlainObject) : [];
}

/** One entry per domain, in the order domains first appear (organic list first); flags from any list. */
function mergeByDomain(record: unknown): unknown {
  if (!isPlainObject(record)) return record;
  const merged = new Map<string, DomainShare>();
  for (const kind of KINDS) {
    for (const item of domainsOf(record, kind)) {
      const domain = toText(item.domain)?.trim();
      if (!domain) continue;
      const key = domain.toLowerCase();
      const entry = merged.get(key) ?? { domain, is_campaign_website: undefined };
      entry[kind] = item.share_of_voice;
      const flag = toFlag(item.is_campaign_website);
      if (flag !== undefined && entry.is_campaign_website !== true) entry.is_campaign_website = flag;
      merged.set(key, entry);
    }
  }
  return { ...record, [BY_DOMAIN]: [...merged.values()] };
}

const domainShares = () => section({ domains: z.optional(z.unknown()) });

const shareOfVoiceSchema = lazy(() =>
  z.pipe(
    z.transform(mergeByDomain),
    z.looseObject({
      total_keywords: numberField(),
      total_search_volume: numberField(),
      organic_share_of_voice: domainShares(),
      ai_overview_share_of_voice: domainShares(),
      ai_search_share_of_voice: section({ domains: z.optional(z.unknown()), total_impression_score: numberField() }),
      [BY_DOMAIN]: objectList({
        domain: textField(),
        is_campaign_website: flagField(),
        organic: numberField(),
        ai_overview: numberField(),
        ai_search: numberField(),
      }),
    }),
  ),
);

/** Share of voice of one day: one row per domain. */
export const shareOfVoiceLayout = defineLayout({
  what: 'share of voice data',
  schema: shareOfVoiceSchema,
  columns: [
    ...itemColumns({ domain: 'text', is_campaign_website: 'boolean' }),
    itemColumn('organic_share_of_voice.domains.share_of_voice', 'organic', 'number'),
    itemColumn('ai_overview_share_of_voice.domains.share_of_voice', 'ai_overview', 'number'),
    itemColumn('ai_search_share_of_voice.domains.share_of_voice', 'ai_search', 'number'),
    ...fields({
      total_keywords: 'integer',
      total_search_volume: 'integer',
      'ai_search_share_of_voice.total_impression_score': 'number',
    }),
  ],
  unroll: { path: BY_DOMAIN, perDevice: false },
  rows: 'One row per domain (your site and its competitors).',
  notes: [
    'The organic, AI overview and AI search lists are merged by domain, in the order domains first appear; a domain',
    'missing from one list has that column empty. total_keywords, total_search_volume and total_impression_score',
    'are the same on every row.',
  ],
});

const shareOfClicksSchema = lazy(() =>
  z.looseObject({
    date: dateField(),
    domains: objectList({ domain: textField(), share_of_clicks: numberField(), monthly_clicks: numberField() }),
  }),
);

/** Daily share of clicks in long format: one row per day and domain. */
export const shareOfClicksLayout = defineLayout({
  what: 'share of clicks data',
  schema: shareOfClicksSchema,
  columns: [
    field('date', 'date'),
    ...itemFields('domains', { domain: 'text', share_of_clicks: 'number', monthly_clicks: 'number' }),
  ],
  unroll: { path: 'domains', perDevice: false },
  rows: 'One row per day and domain, in the order the service lists the domains.',
});

export const COMPETITION = defineFunction({
  help: 'Ranks of competitors on your tracked keywords: one row per keyword and competitor.',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, COMPETITORS, DEVICE, GROUP_ID],
  options: {
    ...LIST_OPTIONS,
    keyword_ids: { type: 'list', item: 'id', help: 'only these keyword ids (comma list or range)' },
    search: { type: 'text', help: 'only keywords containing this text' },
    order_by: { type: 'enum', values: ['keyword', 'rank', 'rank_trend'], help: 'keyword, rank or rank_trend' },
    order_direction: ORDER_DIRECTION,
  },
  prepare: checkPeriod,
  path: '/rank-tracker/v3.0/keywords/competition',
  query: (args) => {
    const competitors = args.competitors;
    return {
      device: args.device ?? 'desktop',
      // This operation reads competitors as JSON-array text; newer ones take comma lists.
      competitors: competitors && competitors.length > 0 ? JSON.stringify(competitors) : undefined,
    };
  },
  paging: OFFSET_1000,
  layout: competitionLayout,
});

export const SHARE_OF_VOICE = defineFunction({
  help: 'Share of voice of your site and its competitors on one day: organic, in AI overviews and in AI search answers.',
  params: [CAMPAIGN_ID, DAY, COMPETITORS, DEVICE, GROUP_ID],
  options: {
    ...TABLE_OPTIONS,
    keyword_ids: KEYWORD_IDS,
    metrics_weighted_by_search_volume: WEIGHTED,
  },
  prepare: checkDay,
  path: '/rank-tracker/v3.0/share-of-voice',
  query: (args, options) => ({
    device: args.device ?? 'desktop',
    metrics_weighted_by_search_volume: oneOrZero(options.metrics_weighted_by_search_volume),
  }),
  layout: shareOfVoiceLayout,
});

export const SHARE_OF_CLICKS = defineFunction({
  help: 'Day-by-day share of organic clicks won by your site and each competitor, with their estimated monthly clicks.',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, DEVICE, GROUP_ID],
  options: { ...TABLE_OPTIONS, keyword_ids: KEYWORD_IDS },
  prepare: checkPeriod,
  path: '/rank-tracker/v3.0/daily-share-of-clicks',
  query: (args) => ({ device: args.device ?? 'desktop' }),
  layout: shareOfClicksLayout,
});
