/** Share of voice (one day, one row per domain) and daily share of clicks (one row per day and domain). */
import * as z from 'zod/mini';
import { dateField, flagField, numberField, objectList, section, textField } from '../../../schemas/fields';
import { isPlainObject, toFlag, toText } from '../../../schemas/values';
import { describeLayout, field, itemField, type Layout, type LayoutColumn } from '../../layout';
import { itemColumn } from './columns';

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

const shareOfVoiceSchema = z.pipe(
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
);

const shareOfVoiceColumns: LayoutColumn[] = [
  itemColumn('domain', 'domain', 'text'),
  itemColumn('is_campaign_website', 'is_campaign_website', 'boolean'),
  itemColumn('organic_share_of_voice.domains.share_of_voice', 'organic', 'number'),
  itemColumn('ai_overview_share_of_voice.domains.share_of_voice', 'ai_overview', 'number'),
  itemColumn('ai_search_share_of_voice.domains.share_of_voice', 'ai_search', 'number'),
  field('total_keywords', 'integer'),
  field('total_search_volume', 'integer'),
  field('ai_search_share_of_voice.total_impression_score', 'number'),
];

/** Share of voice of one day: one row per domain. */
export const shareOfVoiceLayout: Layout = {
  name: 'share_of_voice',
  what: 'share of voice data',
  schema: shareOfVoiceSchema,
  columns: shareOfVoiceColumns,
  unroll: { path: BY_DOMAIN, perDevice: false },
  help: describeLayout('One row per domain (your site and its competitors).', shareOfVoiceColumns, [
    'The organic, AI overview and AI search lists are merged by domain, in the order domains first appear; a domain',
    'missing from one list has that column empty. total_keywords, total_search_volume and total_impression_score',
    'are the same on every row.',
  ]),
};

const shareOfClicksSchema = z.looseObject({
  date: dateField(),
  domains: objectList({ domain: textField(), share_of_clicks: numberField(), monthly_clicks: numberField() }),
});

const shareOfClicksColumns: LayoutColumn[] = [
  field('date', 'date'),
  itemField('domains', 'domain', 'text'),
  itemField('domains', 'share_of_clicks', 'number'),
  itemField('domains', 'monthly_clicks', 'number'),
];

/** Daily share of clicks in long format: one row per day and domain. */
export const shareOfClicksLayout: Layout = {
  name: 'share_of_clicks',
  what: 'share of clicks data',
  schema: shareOfClicksSchema,
  columns: shareOfClicksColumns,
  unroll: { path: 'domains', perDevice: false },
  help: describeLayout('One row per day and domain, in the order the service lists the domains.', shareOfClicksColumns),
};
