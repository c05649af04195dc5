/** Keywords (interface 1.2): V1_KEYWORD_DATA, V1_CANNIBALIZATION, V1_KEYWORD_SERP, with their records and columns. */
import * as z from 'zod/mini';
import { coerceDateRange } from '../../args';
import { fields } from '../../flatten/columns';
import { defineLayout } from '../../flatten/layout';
import { lazy } from '../../lazy';
import { commaListField, dateField, flagField, idField, numberField, section, textField } from '../../schemas/fields';
import { foldAliases } from '../../schemas/reshape';
import { isPlainObject, numberFromText, type PlainObject } from '../../schemas/values';
import { LIST_OPTIONS, TABLE_OPTIONS } from '../common-options';
import { checkV1Period } from '../dates';
import { defineFunction } from '../define-function';
import { optional, param } from '../param';
import { DEVICE } from '../params';
import { ROWS_BY_THOUSAND } from '../v1-paging';
import { DATE_END, DATE_START, deviceNumber, GROUP_ID_OR_BRAND, OPTIONAL_GROUP_ID, SITE_ID } from '../v1-params';
import { v1Path } from '../v1-path';

const shape = () => ({
  id: idField(),
  keyword_data: section({
    name: textField(),
    average_search_volume: numberField(),
    yoy: numberField(),
    average_cpc: numberField(),
    landing_page: textField(),
    landing_page_mobile: textField(),
    top_10_difficulty: numberField(),
    opportunity: numberField(),
    date_added: dateField(),
    main_keyword_id: idField(),
    close_variation: flagField(),
  }),
  position: numberField(),
  position_trend: numberField(),
  visibility_impact_desktop: numberField(),
  position_mobile: numberField(),
  position_trend_mobile: numberField(),
  visibility_impact_mobile: numberField(),
  visits: numberField(),
  bounces: numberField(),
  conversions_goals: numberField(),
  conversions_goals_rate: numberField(),
  revenue_value: numberField(),
  group_name: commaListField(', '),
});

// The description names the keyword id `id`; `keyword_id` is read as the same.
const keywordDataSchema = lazy(() =>
  z.pipe(
    z.transform((record) => foldAliases(record, [['keyword_id', 'id']])),
    z.looseObject(shape()),
  ),
);

/** Keyword data of interface 1.2 (keyword_data): one row per keyword. */
export const v1KeywordDataLayout = defineLayout({
  what: 'keyword data',
  // The documented field is the keyword text; the id goes by keyword_id or id depending on the description.
  recordKey: ['keyword_data.name'],
  schema: keywordDataSchema,
  columns: fields({
    id: 'integer',
    'keyword_data.name': 'text',
    'keyword_data.average_search_volume': 'integer',
    'keyword_data.yoy': 'number',
    'keyword_data.average_cpc': 'number',
    position: 'number',
    position_trend: 'number',
    visibility_impact_desktop: 'number',
    'keyword_data.landing_page': 'text',
    position_mobile: 'number',
    position_trend_mobile: 'number',
    visibility_impact_mobile: 'number',
    'keyword_data.landing_page_mobile': 'text',
    visits: 'integer',
    bounces: 'number',
    conversions_goals: 'number',
    conversions_goals_rate: 'number',
    revenue_value: 'number',
    'keyword_data.top_10_difficulty': 'number',
    'keyword_data.opportunity': 'number',
    group_name: 'text',
    'keyword_data.date_added': 'date',
    'keyword_data.main_keyword_id': 'integer',
    'keyword_data.close_variation': 'boolean',
  }),
  rows: 'One row per keyword.',
  notes: [
    'id is the keyword id; position and position_mobile are the desktop and mobile rank on the last day of the period,',
    'position_trend and position_trend_mobile their change over the period; visibility_impact_* the impact of that change on visibility.',
    'visits are non-brand organic sessions of the period; group_name lists the groups of the keyword (comma-separated).',
    'Values the service marks as not available (such as "N/A") are shown as sent.',
  ],
});

/**
 * Top 100 results for one keyword (keyword_serp). The interface document names the columns `position, site, full_lp`;
 * the vendor's description shows an object mapping each landing page to its position. Both are read: a map becomes
 * one record per landing page (site taken from its address), ordered by position.
 */

/** The host of a landing page address, without `www.` stripping: the service reports hosts as they rank. */
function siteOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const host = url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(/[/?#]/)[0];
  return host ? host.toLowerCase() : undefined;
}

function positionOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' ? numberFromText(value) : undefined;
}

/** True for `{ "https://a.com/x": 1, ... }`: every value a position. */
export function isLandingPageMap(body: unknown): body is PlainObject {
  if (!isPlainObject(body)) return false;
  const values = Object.values(body);
  return values.length > 0 && values.every((value) => positionOf(value) !== undefined);
}

/** Records of a keyword SERP answer given as a landing page → position map. */
export function landingPageMapRecords(body: PlainObject): PlainObject[] {
  return Object.entries(body)
    .map(([url, position]) => ({ position: positionOf(position), site: siteOf(url), full_lp: url }))
    .sort((a, b) => (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY));
}

const ALIASES = [
  ['rank', 'position'],
  ['domain', 'site'],
  ['landing_page', 'full_lp'],
  ['url', 'full_lp'],
] as const;

const keywordSerpSchema = lazy(() =>
  z.pipe(
    z.transform((record) => {
      const folded = foldAliases(record, ALIASES);
      if (!isPlainObject(folded) || folded.site !== undefined) return folded;
      const site = siteOf(folded.full_lp);
      return site === undefined ? folded : { ...folded, site };
    }),
    z.looseObject({ position: numberField(), site: textField(), full_lp: textField() }),
  ),
);

export const v1KeywordSerpLayout = defineLayout({
  what: 'the keyword SERP',
  schema: keywordSerpSchema,
  columns: fields({ position: 'integer', site: 'text', full_lp: 'text' }),
  rows: 'One row per ranking result, at most the top 100, by position.',
  notes: ['site is the ranking domain and full_lp the landing page it ranks with.'],
});

/** The group segment of a 1.2 path: -1 stands for the Brand folder, which the service names `brand`. */
function groupSegment(group: number | undefined): string | number {
  return group === -1 ? 'brand' : (group ?? 0);
}

export const V1_KEYWORD_DATA = defineFunction({
  sentAsPercent: ['conversions_goals_rate'],
  help: 'Tracked keywords of a site for a period (interface 1.2): search volume, CPC, desktop and mobile rank and trend, landing pages, traffic and opportunity.',
  params: [SITE_ID, DATE_START, DATE_END, GROUP_ID_OR_BRAND],
  options: {
    ...LIST_OPTIONS,
    keyword_name: { type: 'text', help: 'only the keyword with exactly this text (its name, not its id)' },
  },
  prepare: checkV1Period,
  path: (args) =>
    args.group_id === undefined
      ? v1Path('keyword_data', args.site_id, args.date_start, args.date_end)
      : v1Path('keyword_data', args.site_id, groupSegment(args.group_id), args.date_start, args.date_end),
  paging: ROWS_BY_THOUSAND,
  layout: v1KeywordDataLayout,
});

export const V1_CANNIBALIZATION = defineFunction({
  knownColumns: ['keyword_id', 'keyword', 'landing_pages.url', 'landing_pages.rank'],
  help: 'Keywords of a site with cannibalization issues: several of your pages competing for one keyword.',
  params: [SITE_ID, OPTIONAL_GROUP_ID],
  // The interface also declares start_date and end_date, as integers placed nowhere in its path; without their
  // encoding they are not offered (V1_GET reaches them). See docs/service.md.
  options: TABLE_OPTIONS,
  what: 'keyword cannibalization data',
  // The service spells the operation with one n.
  path: (args) => v1Path('keyword_canibalization', args.site_id, groupSegment(args.group_id)),
  result:
    'One row per keyword with cannibalization issues, with the fields the service sends as dotted columns (the item shape is not documented, so the columns follow the answer); a list of pages per keyword becomes one row per page.',
});

export const V1_KEYWORD_SERP = defineFunction({
  help: 'The top 100 ranking domains and landing pages in Google for one keyword on one day.',
  params: [
    SITE_ID,
    param.text('keyword', 'The keyword, as text exactly as tracked (e.g. running shoes), not its id.'),
    optional(
      param.date(
        'query_end_date',
        'The day of the results: a date cell, YYYY-MM-DD text or relative text like "yesterday"; default today.',
        'end',
      ),
    ),
    DEVICE,
  ],
  options: TABLE_OPTIONS,
  argumentNames: { keyword_name: 'keyword' },
  prepare: (args, coerce) => ({
    ...args,
    keyword: args.keyword.trim(),
    query_end_date: coerceDateRange(undefined, args.query_end_date, coerce, {
      defaultDays: 0,
      endName: 'query_end_date',
    }).endDate,
  }),
  path: (args) => v1Path('keyword_serp', args.site_id),
  query: (args) => ({
    keyword_name: args.keyword,
    query_end_date: args.query_end_date,
    mobile: deviceNumber(args.device) === 2 ? 1 : 0,
  }),
  layout: v1KeywordSerpLayout,
  records: (body) => (isLandingPageMap(body) ? landingPageMapRecords(body) : undefined),
});
