/**
 * Domain research (interface 3.0): DOMAIN_OVERVIEW and DOMAIN_KEYWORDS (a keyword gap analysis), with their records
 * and columns.
 */
import * as z from 'zod/mini';
import { OFFSET_1000 } from '../../engine/paging';
import { fields, searchDataColumns } from '../../flatten/columns';
import { defineLayout, field, type LayoutColumn } from '../../flatten/layout';
import { lazy } from '../../lazy';
import { dateField, featureCodeField, numberField, objectList, section, textField } from '../../schemas/fields';
import { searchDataSection } from '../../schemas/record-fields';
import { foldAliases } from '../../schemas/reshape';
import { LIST_OPTIONS, ORDER_DIRECTION } from '../common-options';
import { defineFunction } from '../define-function';
import { CAMPAIGN_ID, DOMAIN_OR_URL, GAP_TYPE, SEARCH } from '../params';
import { KEYWORD_NOTES, researchKeywordShape, serpColumns, withPercentageClicksInSerpData } from './research';

/**
 * Domain or URL overview record (interface 3.0, domain-overview operation). `percentage_clicks` sent at the top
 * level is read as `serp_data.percentage_clicks`; SERP feature codes are upper-cased.
 */
const trafficFigures = () => section({ traffic: numberField(), trend: numberField() });

const visibilityFigures = () => section({ visibility: numberField(), trend: numberField() });

export const domainOverviewShape = () => ({
  related_keywords: numberField(),
  search_data: searchDataSection(),
  serp_data: section({
    percentage_clicks: numberField(),
    serp_features: objectList({ feature: featureCodeField(), count: numberField() }),
  }),
  est_traffic: section({ my_traffic: trafficFigures(), competitor_traffic: trafficFigures() }),
  visibility_data: section({ my_visibility: visibilityFigures(), competitor_visibility: visibilityFigures() }),
});

export const domainOverviewSchema = lazy(() =>
  z.pipe(
    z.transform((record) => foldAliases(record, [['percentage_clicks', 'serp_data.percentage_clicks']])),
    z.looseObject(domainOverviewShape()),
  ),
);

export type DomainOverviewRecord = z.output<ReturnType<typeof domainOverviewSchema>>;

const columns: LayoutColumn[] = [
  ...fields({
    related_keywords: 'integer',
    'search_data.search_volume': 'number',
    'search_data.year_over_year': 'number',
  }),
  field('search_data.monthly_searches', 'text', 'monthly_searches'),
  field('serp_data.percentage_clicks', 'number'),
  field('serp_data.serp_features', 'text', 'feature_counts'),
  ...fields({
    'est_traffic.my_traffic.traffic': 'number',
    'est_traffic.my_traffic.trend': 'number',
    'est_traffic.competitor_traffic.traffic': 'number',
    'est_traffic.competitor_traffic.trend': 'number',
    'visibility_data.my_visibility.visibility': 'number',
    'visibility_data.my_visibility.trend': 'number',
    'visibility_data.competitor_visibility.visibility': 'number',
    'visibility_data.competitor_visibility.trend': 'number',
  }),
];

/** Domain or URL overview: one row. */
export const domainOverviewLayout = defineLayout({
  what: 'domain overview data',
  schema: domainOverviewSchema,
  columns,
  rows: 'One row for the domain or URL.',
  notes: [
    'search_data.monthly_searches lists the previous 13 months as YYYY-MM:volume, oldest first.',
    'serp_data.serp_features lists the top SERP features with their counts, as FSN:7, QNS:5.',
    'With the non-overlapping gap type, my_traffic and my_visibility are 0.',
  ],
});

/** The live service reads the domain as `url` and the gap type as `gap_analysis`, not the 2023 description's names. */
const DOMAIN_QUERY = {
  argumentNames: { url: 'domain_or_url', gap_analysis: 'gap_type' },
  query: (args: { domain_or_url: string; gap_type?: string }) => ({
    url: args.domain_or_url,
    gap_analysis: args.gap_type,
    domain_or_url: undefined,
    gap_type: undefined,
  }),
} as const;

export const DOMAIN_OVERVIEW = defineFunction({
  sentAsPercent: ['visibility_data.my_visibility.visibility', 'visibility_data.competitor_visibility.visibility'],
  help: 'Search volume, SERP, traffic and visibility summary of all keywords a domain or URL ranks for, beside your site.',
  params: [CAMPAIGN_ID, DOMAIN_OR_URL, GAP_TYPE],
  ...DOMAIN_QUERY,
  path: '/research/v3.0/domain-overview',
  layout: domainOverviewLayout,
});

const domainRank = () => section({ rank: numberField(), trend: numberField(), landing_page: textField() });

const domainKeywordSchema = lazy(() =>
  z.pipe(
    z.transform(withPercentageClicksInSerpData),
    z.looseObject({
      ...researchKeywordShape(),
      ranking_data: section({ updated_on: dateField(), my_rank: domainRank(), competitor_rank: domainRank() }),
    }),
  ),
);

const rankColumns = (who: string): LayoutColumn[] => [
  field(`ranking_data.${who}.rank`, 'number'),
  field(`ranking_data.${who}.trend`, 'number'),
  field(`ranking_data.${who}.landing_page`, 'text'),
];

/** Keywords a domain or URL ranks for: one row per keyword. */
export const domainKeywordsLayout = defineLayout({
  what: 'domain ranking keywords',
  // tracked_keyword_id is empty for keywords the campaign does not track: the phrase is the key.
  recordKey: ['keyword'],
  schema: domainKeywordSchema,
  columns: [
    ...fields({ keyword: 'text', tracked_keyword_id: 'integer' }),
    ...searchDataColumns(),
    ...serpColumns(),
    field('ranking_data.updated_on', 'date'),
    ...rankColumns('competitor_rank'),
    ...rankColumns('my_rank'),
  ],
  rows: 'One row per keyword the domain or URL ranks for.',
  notes: [
    "competitor_rank is the rank of the domain or URL asked for; my_rank is your site's.",
    ...KEYWORD_NOTES.slice(0, 2),
    'tracked_keyword_id is empty for keywords the campaign does not track.',
  ],
});

export const DOMAIN_KEYWORDS = defineFunction({
  help: 'Keywords a domain or URL ranks for, with search volume, its rank and yours: a keyword gap analysis.',
  params: [CAMPAIGN_ID, DOMAIN_OR_URL, GAP_TYPE],
  options: {
    ...LIST_OPTIONS,
    search: SEARCH,
    order_by: {
      type: 'enum',
      values: [
        'search_volume',
        'year-over-year',
        'rank',
        'rank_trend',
        'my_rank',
        'my_rank_trend',
        'percentage_clicks',
      ],
      help: 'search_volume, year-over-year, rank, rank_trend, my_rank, my_rank_trend or percentage_clicks',
    },
    order_direction: ORDER_DIRECTION,
  },
  ...DOMAIN_QUERY,
  path: '/research/v3.0/domain-ranking-keywords',
  paging: OFFSET_1000,
  layout: domainKeywordsLayout,
});
