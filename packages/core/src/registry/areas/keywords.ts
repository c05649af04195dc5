/** Rank tracker keywords (interface 3.0): KEYWORDS and DAILY_RANKS, with their records and columns. */
import * as z from 'zod/mini';
import { OFFSET_1000 } from '../../engine/paging';
import { fields, itemFields, trafficDataColumns } from '../../flatten/columns';
import { defineLayout, deviceColumn, field, type LayoutColumn } from '../../flatten/layout';
import { lazy } from '../../lazy';
import { ownEntry } from '../../own-entry';
import {
  commaListField,
  dateField,
  featureCodeField,
  flagField,
  idField,
  numberField,
  objectList,
  section,
  textField,
} from '../../schemas/fields';
import { dailyPoints, opportunitySection, searchDataSection, trafficDataSection } from '../../schemas/record-fields';
import { foldAliases } from '../../schemas/reshape';
import { LIST_OPTIONS, ORDER_DIRECTION } from '../common-options';
import { checkPeriod } from '../dates';
import { defineFunction } from '../define-function';
import {
  CAMPAIGN_ID,
  END_DATE,
  GROUP_IDS,
  KEYWORD_IDS,
  KEYWORD_ROWS_BY_TEXT,
  RANKS_OF,
  SEARCH,
  START_DATE,
  TRACKING_DEPTH_NOTE,
} from '../params';
import { CAMPAIGN_PERIOD } from '../periods';
import { campaignKeywordCount } from './campaigns';

/**
 * Keyword record of the keyword data operation (interface 3.0), with the extras real rows carry (`ai_search`,
 * `ai_overview`). Variants folded into the documented names:
 * - `percentage_clicks` at the top level → `serp_data.percentage_clicks`;
 * - `difficulty_top_10` (in `opportunity` or at the top level) → `opportunity.difficulty`;
 * - label `in_season` → `in_full_season`; SERP feature codes upper-cased; numbers sent as text become numbers,
 *   while markers such as `"N/A"` stay text.
 */
const LABEL_ALIASES: Readonly<Record<string, string>> = { in_season: 'in_full_season' };

const renameLabel = (label: string): string => ownEntry(LABEL_ALIASES, label.toLowerCase()) ?? label;

const serpFeatureList = () =>
  objectList(
    { feature: featureCodeField(), position: numberField(), listed: flagField() },
    { bareItem: (code) => ({ feature: code }) },
  );

const deviceRanking = () =>
  section({
    rank: numberField(),
    trend: numberField(),
    trend_impact: numberField(),
    best_rank: section({ rank: numberField(), date: dateField() }),
  });

const landingPages = () => section({ current: textField(), desired: textField() });

const aiOverviewDevice = () =>
  section({
    rank: numberField(),
    previous_rank: numberField(),
    trend: numberField(),
    my_brand_present: flagField(),
    any_brand_present: flagField(),
    processing: flagField(),
  });

export const keywordShape = () => ({
  keyword_id: idField(),
  keyword: textField(),
  main_keyword_id: idField(),
  search_intent: textField(),
  labels: commaListField(', ', renameLabel),
  groups: commaListField(','),
  serp_data: section({
    percentage_clicks: numberField(),
    desktop: serpFeatureList(),
    mobile: serpFeatureList(),
  }),
  search_data: searchDataSection(),
  ranking_data: section({ desktop: deviceRanking(), mobile: deviceRanking() }),
  landing_pages: section({ desktop: landingPages(), mobile: landingPages() }),
  traffic_data: trafficDataSection(),
  opportunity: opportunitySection(),
  ai_overview: section({ desktop: aiOverviewDevice(), mobile: aiOverviewDevice() }),
  ai_search: section({
    rank: numberField(),
    trend: numberField(),
    my_brand_presence: flagField(),
    any_brand_presence: flagField(),
    sentiment_of_my_brand: textField(),
  }),
});

const KEYWORD_ALIASES = [
  ['percentage_clicks', 'serp_data.percentage_clicks'],
  ['opportunity.difficulty_top_10', 'opportunity.difficulty'],
  ['difficulty_top_10', 'opportunity.difficulty'],
] as const;

export const keywordSchema = lazy(() =>
  z.pipe(
    z.transform((record) => foldAliases(record, KEYWORD_ALIASES)),
    z.looseObject(keywordShape()),
  ),
);

export type KeywordRecord = z.output<ReturnType<typeof keywordSchema>>;

const serpFeatureColumns = (device: string): LayoutColumn[] => [
  field(`serp_data.${device}`, 'text', 'features_present'),
  { ...field(`serp_data.${device}`, 'text', 'features_listed'), header: `serp_data.${device}.listed` },
];

const rankingColumns = (device: string): LayoutColumn[] => [
  field(`ranking_data.${device}.rank`, 'number'),
  field(`ranking_data.${device}.trend`, 'number'),
  field(`ranking_data.${device}.trend_impact`, 'number'),
  field(`ranking_data.${device}.best_rank.rank`, 'number'),
  field(`ranking_data.${device}.best_rank.date`, 'date'),
];

const landingPageColumns = (device: string): LayoutColumn[] => [
  field(`landing_pages.${device}.current`, 'text'),
  field(`landing_pages.${device}.desired`, 'text'),
];

const aiOverviewColumns = (device: string): LayoutColumn[] => [
  field(`ai_overview.${device}.rank`, 'number'),
  field(`ai_overview.${device}.previous_rank`, 'number'),
  field(`ai_overview.${device}.trend`, 'number'),
  field(`ai_overview.${device}.my_brand_present`, 'boolean'),
  field(`ai_overview.${device}.any_brand_present`, 'boolean'),
  field(`ai_overview.${device}.processing`, 'boolean'),
];

const columns: LayoutColumn[] = [
  ...fields({
    keyword_id: 'integer',
    keyword: 'text',
    main_keyword_id: 'integer',
    search_intent: 'text',
    labels: 'text',
    groups: 'text',
    'search_data.search_volume': 'integer',
    'search_data.year_over_year': 'number',
  }),
  field('search_data.monthly_searches', 'text', 'monthly_searches'),
  field('serp_data.percentage_clicks', 'number'),
  ...serpFeatureColumns('desktop'),
  ...serpFeatureColumns('mobile'),
  ...rankingColumns('desktop'),
  ...rankingColumns('mobile'),
  ...landingPageColumns('desktop'),
  ...landingPageColumns('mobile'),
  ...trafficDataColumns(),
  ...fields({
    'opportunity.score': 'integer',
    'opportunity.additional_monthly_sessions': 'integer',
    'opportunity.avg_cpc': 'number',
    'opportunity.difficulty': 'text',
  }),
  ...aiOverviewColumns('desktop'),
  ...aiOverviewColumns('mobile'),
  ...fields({
    'ai_search.rank': 'number',
    'ai_search.trend': 'number',
    'ai_search.my_brand_presence': 'boolean',
    'ai_search.any_brand_presence': 'boolean',
    'ai_search.sentiment_of_my_brand': 'text',
  }),
];

/** Keyword data: one row per keyword. */
export const keywordsLayout = defineLayout({
  recordKey: ['keyword_id'],
  what: 'keyword data',
  schema: keywordSchema,
  columns,
  rows: 'One row per keyword.',
  notes: [
    'labels are comma-separated (in_season is shown as in_full_season); groups are comma-separated group ids.',
    'search_data.monthly_searches lists the previous 13 months as YYYY-MM:volume, oldest first.',
    'serp_data.percentage_clicks also reads a top-level percentage_clicks.',
    'serp_data.desktop and serp_data.mobile list the codes of every SERP feature present (upper case, comma-joined);',
    'the .listed columns list only the features in which your site is listed.',
    'opportunity.difficulty also reads difficulty_top_10; opportunity.score may show N/A when not computed.',
    'An ai_overview rank of 100 means not present in the AI overview.',
    TRACKING_DEPTH_NOTE,
  ],
});

// Keyword-level daily series: organic ranks.

const dailyRanksSchema = lazy(() =>
  z.looseObject({
    keyword_id: idField(),
    keyword: textField(),
    ranking_data: section({
      desktop: dailyPoints({ rank: numberField() }),
      mobile: dailyPoints({ rank: numberField() }),
    }),
  }),
);

/** Daily organic ranks in long format: one row per keyword, device and day. */
export const dailyRanksLayout = defineLayout({
  recordKey: ['keyword_id'],
  what: 'daily rank data',
  schema: dailyRanksSchema,
  columns: [
    ...fields({ keyword_id: 'integer', keyword: 'text' }),
    deviceColumn(),
    ...itemFields('ranking_data', { date: 'date', rank: 'number' }),
  ],
  unroll: { path: 'ranking_data', perDevice: true },
  rows: 'One row per keyword, device and day (desktop rows first, then mobile).',
  notes: [
    'device is desktop or mobile.',
    TRACKING_DEPTH_NOTE,
    'A keyword without any day keeps one row with the day columns empty.',
  ],
});

export const KEYWORDS = defineFunction({
  help: 'Tracked keywords with search volume, desktop and mobile ranks, SERP features, traffic and opportunity for a period.',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, GROUP_IDS],
  options: {
    ...LIST_OPTIONS,
    keyword_ids: KEYWORD_IDS,
    search: SEARCH,
    include_all_groups: { type: 'boolean', help: 'TRUE also lists folder and smart group ids in groups (slower)' },
    order_by: {
      type: 'enum',
      values: ['keyword', 'search_volume', 'year-over-year', 'rank', 'rank_trend', 'rank_trend_impact', 'opportunity'],
      help: 'keyword, search_volume, year-over-year, rank, rank_trend, rank_trend_impact or opportunity',
    },
    order_direction: ORDER_DIRECTION,
  },
  prepare: checkPeriod,
  path: '/rank-tracker/v3.0/keywords',
  query: (_args, options) => ({
    include_all_groups: options.include_all_groups === true ? 'true' : undefined,
  }),
  paging: OFFSET_1000,
  layout: keywordsLayout,
  // The campaign's keyword count counts these records only when nothing narrows them.
  rowCount: (args, options) =>
    args.group_id === undefined && options.keyword_ids === undefined && options.search === undefined
      ? campaignKeywordCount(args.campaign_id)
      : undefined,
});

export const DAILY_RANKS = defineFunction({
  help: 'Day-by-day desktop and mobile Google rank of each tracked keyword, for your site or any other domain.',
  ...CAMPAIGN_PERIOD,
  options: {
    ...KEYWORD_ROWS_BY_TEXT,
    ...RANKS_OF,
  },
  path: '/rank-tracker/v3.0/keywords/daily-ranks',
  paging: OFFSET_1000,
  layout: dailyRanksLayout,
  // The campaign's keyword count counts these records only when nothing narrows them.
  rowCount: (args, options) =>
    args.group_id === undefined &&
    options.keyword_ids === undefined &&
    options.search === undefined &&
    options.get_archive !== true
      ? campaignKeywordCount(args.campaign_id)
      : undefined,
});
