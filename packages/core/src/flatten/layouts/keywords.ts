import { keywordSchema } from '../../schemas/keyword';
import { describeLayout, field, type Layout, type LayoutColumn } from '../layout';

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
  field('keyword_id', 'integer'),
  field('keyword', 'text'),
  field('main_keyword_id', 'integer'),
  field('search_intent', 'text'),
  field('labels', 'text'),
  field('groups', 'text'),
  field('search_data.search_volume', 'integer'),
  field('search_data.year_over_year', 'number'),
  field('search_data.monthly_searches', 'text', 'monthly_searches'),
  field('serp_data.percentage_clicks', 'number'),
  ...serpFeatureColumns('desktop'),
  ...serpFeatureColumns('mobile'),
  ...rankingColumns('desktop'),
  ...rankingColumns('mobile'),
  ...landingPageColumns('desktop'),
  ...landingPageColumns('mobile'),
  field('traffic_data.sessions', 'integer'),
  field('traffic_data.ecommerce.transactions', 'number'),
  field('traffic_data.ecommerce.revenue', 'number'),
  field('traffic_data.goals.completions', 'number'),
  field('traffic_data.goals.revenue', 'number'),
  field('opportunity.score', 'integer'),
  field('opportunity.additional_monthly_sessions', 'integer'),
  field('opportunity.avg_cpc', 'number'),
  field('opportunity.difficulty', 'text'),
  ...aiOverviewColumns('desktop'),
  ...aiOverviewColumns('mobile'),
  field('ai_search.rank', 'number'),
  field('ai_search.trend', 'number'),
  field('ai_search.my_brand_presence', 'boolean'),
  field('ai_search.any_brand_presence', 'boolean'),
  field('ai_search.sentiment_of_my_brand', 'text'),
];

/** Keyword data: one row per keyword. */
export const keywordsLayout: Layout = {
  name: 'keywords',
  what: 'keyword data',
  schema: keywordSchema,
  columns,
  help: describeLayout('One row per keyword.', columns, [
    'labels are comma-separated (in_season is shown as in_full_season); groups are comma-separated group ids.',
    'search_data.monthly_searches lists the previous 13 months as YYYY-MM:volume, oldest first.',
    'serp_data.percentage_clicks also reads a top-level percentage_clicks.',
    'serp_data.desktop and serp_data.mobile list the codes of every SERP feature present (upper case, comma-joined);',
    'the .listed columns list only the features in which your site is listed.',
    'opportunity.difficulty also reads difficulty_top_10; opportunity.score may show N/A when not computed.',
    'An ai_overview rank of 100 means not present in the AI overview.',
  ]),
};
