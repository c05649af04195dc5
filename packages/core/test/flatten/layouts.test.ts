import { flatten } from '../../src/flatten';
import {
  aioRanksLayout,
  campaignsLayout,
  competitionLayout,
  domainOverviewLayout,
  keywordsLayout,
  layouts,
} from './documented-layouts';
import { headers } from './table-helpers';

/** The documented column contract of each function: changing it breaks analysts' sheets, so it is pinned here. */
const contracts: Record<string, string[]> = {
  campaigns: [
    'campaign_info.id',
    'campaign_info.name',
    'campaign_info.company',
    'campaign_info.company_id',
    'campaign_info.domain',
    'campaign_info.keyword_count',
    'campaign_info.date_created',
    'campaign_info.location',
    'campaign_info.currency',
    'campaign_info.campaign_currency',
    'campaign_info.analytics_currency',
    'campaign_info.primary_device',
    'campaign_info.max_tracked_position_desktop',
    'campaign_info.max_tracked_position_mobile',
    'campaign_info.mrr',
    'visibility.desktop.latest',
    'visibility.desktop.trend_7days',
    'visibility.desktop.trend_30days',
    'visibility.mobile.latest',
    'visibility.mobile.trend_7days',
    'visibility.mobile.trend_30days',
    'multiple_locations.count',
    'health_status',
    'objective_status.actual_sessions',
    'objective_status.estimated_sessions',
    'objective_status.performance',
    'objective_status.status',
    'objective_status.start_month',
    'objective_status.end_month',
    'reporting_status',
    'account_manager',
  ],
  keywords: [
    'keyword_id',
    'keyword',
    'main_keyword_id',
    'search_intent',
    'labels',
    'groups',
    'search_data.search_volume',
    'search_data.year_over_year',
    'search_data.monthly_searches',
    'serp_data.percentage_clicks',
    'serp_data.desktop',
    'serp_data.desktop.listed',
    'serp_data.mobile',
    'serp_data.mobile.listed',
    ...['desktop', 'mobile'].flatMap((device) => [
      `ranking_data.${device}.rank`,
      `ranking_data.${device}.trend`,
      `ranking_data.${device}.trend_impact`,
      `ranking_data.${device}.best_rank.rank`,
      `ranking_data.${device}.best_rank.date`,
    ]),
    'landing_pages.desktop.current',
    'landing_pages.desktop.desired',
    'landing_pages.mobile.current',
    'landing_pages.mobile.desired',
    'traffic_data.sessions',
    'traffic_data.ecommerce.transactions',
    'traffic_data.ecommerce.revenue',
    'traffic_data.goals.completions',
    'traffic_data.goals.revenue',
    'opportunity.score',
    'opportunity.additional_monthly_sessions',
    'opportunity.avg_cpc',
    'opportunity.difficulty',
    ...['desktop', 'mobile'].flatMap((device) => [
      `ai_overview.${device}.rank`,
      `ai_overview.${device}.previous_rank`,
      `ai_overview.${device}.trend`,
      `ai_overview.${device}.my_brand_present`,
      `ai_overview.${device}.any_brand_present`,
      `ai_overview.${device}.processing`,
    ]),
    'ai_search.rank',
    'ai_search.trend',
    'ai_search.my_brand_presence',
    'ai_search.any_brand_presence',
    'ai_search.sentiment_of_my_brand',
  ],
  aio_ranks: [
    'keyword_id',
    'keyword',
    'device',
    'ranking_data.date',
    'ranking_data.rank',
    'ranking_data.my_brand_present',
    'ranking_data.any_brand_present',
  ],
  competition: [
    'keyword_id',
    'keyword_name',
    'competitors.domain',
    'competitors.landing_page',
    'competitors.rank',
    'competitors.rank_trend',
  ],
  domain_overview: [
    'related_keywords',
    'search_data.search_volume',
    'search_data.year_over_year',
    'search_data.monthly_searches',
    'serp_data.percentage_clicks',
    'serp_data.serp_features',
    'est_traffic.my_traffic.traffic',
    'est_traffic.my_traffic.trend',
    'est_traffic.competitor_traffic.traffic',
    'est_traffic.competitor_traffic.trend',
    'visibility_data.my_visibility.visibility',
    'visibility_data.my_visibility.trend',
    'visibility_data.competitor_visibility.visibility',
    'visibility_data.competitor_visibility.trend',
  ],
};

describe('shipped layouts', () => {
  test('are exported by name', () => {
    expect(Object.keys(layouts).sort()).toEqual(Object.keys(contracts).sort());
    expect(layouts.campaigns).toBe(campaignsLayout);
    expect(layouts.keywords).toBe(keywordsLayout);
    expect(layouts.aio_ranks).toBe(aioRanksLayout);
    expect(layouts.competition).toBe(competitionLayout);
    expect(layouts.domain_overview).toBe(domainOverviewLayout);
  });

  test.each(Object.entries(contracts))(
    '%s keeps its documented column contract, even with no records',
    (name, expected) => {
      const layout = layouts[name];
      if (!layout) throw new Error(`no layout ${name}`);
      expect(headers(flatten([], layout))).toEqual(expected);
      expect(headers(flatten([{}], layout))).toEqual(expected);
    },
  );

  test.each(Object.entries(layouts))('%s help names every column in order', (_name, layout) => {
    expect(layout.help).toContain(`Columns: ${layout.columns.map((column) => column.header).join(', ')}.`);
  });

  test('date columns are marked as dates so hosts show real dates', () => {
    const dateColumns = Object.entries(layouts).flatMap(([name, layout]) =>
      layout.columns.filter((column) => column.kind === 'date').map((column) => `${name}:${column.header}`),
    );
    expect(dateColumns.sort()).toEqual([
      'aio_ranks:ranking_data.date',
      'campaigns:campaign_info.date_created',
      'keywords:ranking_data.desktop.best_rank.date',
      'keywords:ranking_data.mobile.best_rank.date',
    ]);
  });

  test('a date-time where a date belongs is cut to its date', () => {
    const table = flatten([{ campaign_info: { date_created: '2024-02-01 10:22:00' } }], campaignsLayout);
    expect(table.rows[0]?.[6]).toBe('2024-02-01');
  });
});
