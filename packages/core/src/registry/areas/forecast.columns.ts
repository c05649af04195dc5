/** The columns of FORECASTS, FORECAST, FORECAST_OBJECTIVE and FORECAST_KEYWORDS (forecast.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { organicClickShare, yearOverYear } from '../../dictionary/shared/insights';
import type { Unit } from '../../dictionary/unit';

const BEST_TARGET = 'empty when the scenario targets no rank range';

const FORECASTS_COLUMNS: ColumnEntries = {
  forecast_id: column(
    'Forecast ID',
    'id',
    "The service's id of the forecast scenario, as FORECAST, FORECAST_OBJECTIVE and FORECAST_KEYWORDS take it.",
  ),
  name: column('Scenario name', 'text', 'The name given to the forecast scenario.'),
  objective: column('Objective', 'flag', "TRUE for the scenario set as the campaign's objective."),
  created_date: column('Created', 'date', 'The day the scenario was created.'),
  created_by: column('Created by', 'text', 'The user who created the scenario.'),
  updated_date: column('Last updated', 'date', 'The day the scenario was last changed.'),
  monthly_budget: column(
    'Monthly budget',
    'currency',
    "The monthly SEO budget the scenario assumes, in the campaign's currency.",
  ),
};

/** What each forecast metric is, for the monthly and total columns. */
const METRICS = {
  sessions: { word: 'sessions', unit: 'count', what: 'organic sessions' },
  conversions: { word: 'conversions', unit: 'count', what: 'conversions from organic sessions' },
  revenue: { word: 'revenue', unit: 'currency', what: "revenue from organic sessions, in the campaign's currency" },
} as const satisfies Record<string, { word: string; unit: Unit; what: string }>;

type Metric = keyof typeof METRICS;

/** `monthly_forecast.traffic_data.<metric>.{inertial, additional, additional_best_target}`. */
function monthlyMetric(metric: Metric): ColumnEntries {
  const { word, unit, what } = METRICS[metric];
  const path = `monthly_forecast.traffic_data.${metric}`;
  return {
    [`${path}.inertial`]: column(
      `Inertial ${word}`,
      unit,
      `The ${what} expected that month without further SEO work (the inertial trend).`,
    ),
    [`${path}.additional`]: column(
      `Additional ${word}`,
      unit,
      `The extra ${what} the scenario expects that month from reaching its estimated ranks.`,
    ),
    [`${path}.additional_best_target`]: column(
      `Additional ${word} (best target)`,
      unit,
      `The extra ${what} expected that month if the best ranks of the target range are reached; ${BEST_TARGET}.`,
    ),
  };
}

/** `overview_data.additional_traffic.<metric>` and `<metric>_best_target`: totals over the forecast. */
function totalMetric(metric: Metric): ColumnEntries {
  const { word, unit, what } = METRICS[metric];
  return {
    [`overview_data.additional_traffic.${metric}`]: column(
      `Total extra ${word}`,
      unit,
      `The extra ${what} the scenario expects over the whole forecast; the same on every row.`,
    ),
    [`overview_data.additional_traffic.${metric}_best_target`]: column(
      `Total extra ${word} (best target)`,
      unit,
      `The extra ${what} expected over the whole forecast if the best ranks of the target range are reached; ${BEST_TARGET}.`,
    ),
    [`overview_data.inertial_traffic.${metric}`]: column(
      `Total inertial ${word}`,
      unit,
      `The ${what} expected over the whole forecast without further SEO work; the same on every row.`,
    ),
  };
}

const SCENARIO_COLUMNS: ColumnEntries = {
  'monthly_forecast.month': column(
    'Forecast month',
    'text',
    'The forecast month, as the service writes it (month and year).',
  ),
  'monthly_forecast.seasonality': column(
    'Seasonality',
    'number',
    "The month's seasonality factor of search demand as the service sends it (1 is an average month, 1.2 a month 20 % above it).",
  ),
  ...monthlyMetric('sessions'),
  ...monthlyMetric('conversions'),
  ...monthlyMetric('revenue'),
  'monthly_forecast.traffic_data.visibility.estimated': column(
    'Estimated visibility',
    'fraction',
    "The visibility the scenario expects for the campaign's keywords that month, as a fraction 0–1 (0.091 reads 9.1 %; the service sends 9.1, divided by 100 here).",
  ),
  'monthly_forecast.traffic_data.visibility.estimated_best_target': column(
    'Estimated visibility (best target)',
    'fraction',
    `The visibility expected that month if the best ranks of the target range are reached, as a fraction 0–1 (the service sends a percentage, divided by 100 here); ${BEST_TARGET}.`,
  ),
  'monthly_forecast.traffic_data.estimated_avg_ranks.estimated': column(
    'Estimated average rank',
    'rank',
    "The average rank the scenario expects for the forecast's keywords that month.",
  ),
  'monthly_forecast.traffic_data.estimated_avg_ranks.estimated_best_target': column(
    'Estimated average rank (best target)',
    'rank',
    `The average rank expected that month if the best ranks of the target range are reached; ${BEST_TARGET}.`,
  ),
  ...totalMetric('sessions'),
  ...totalMetric('conversions'),
  ...totalMetric('revenue'),
  'overview_data.ads_equivalent.equivalent': column(
    'Ads equivalent',
    'currency',
    "What the scenario's extra traffic would cost as paid search ads, in the campaign's currency; the same on every row.",
  ),
  'overview_data.ads_equivalent.equivalent_best_target': column(
    'Ads equivalent (best target)',
    'currency',
    `What the extra traffic of the best target would cost as paid search ads, in the campaign's currency; ${BEST_TARGET}.`,
  ),
  'seo_goal.keywords_count': column(
    'Keywords in forecast',
    'count',
    'Number of keywords the scenario forecasts; the same on every row.',
  ),
  'seo_goal.goal_chance': column(
    'Goal chance',
    'text',
    "The service's estimate of the chance of reaching the scenario's goal, in its own words; the same on every row.",
  ),
};

/** Actual against forecast sessions under `objective_data.completion_status.<period>`. */
function sessionsSoFar(period: 'start_to_date' | '30days', label: string, span: string): ColumnEntries {
  const path = `objective_data.completion_status.${period}`;
  return {
    [`${path}.actual_sessions`]: column(
      `Actual sessions (${label})`,
      'count',
      `Organic sessions actually recorded ${span}; the same on every row.`,
    ),
    [`${path}.forecasted_sessions`]: column(
      `Forecast sessions (${label})`,
      'count',
      `Organic sessions the objective forecast ${span}; the same on every row.`,
    ),
  };
}

const OBJECTIVE_COLUMNS: ColumnEntries = {
  ...SCENARIO_COLUMNS,
  'objective_data.completion_date': column(
    'Completion date',
    'text',
    'When the objective is due to be reached, as the service writes it; the same on every row.',
  ),
  ...sessionsSoFar('start_to_date', 'to date', 'since the objective started'),
  ...sessionsSoFar('30days', 'last 30 days', 'over the last 30 days'),
};

/** `average_rank_data.<field>` of forecast keywords. */
function keywordRank(label: string, meaning: string) {
  return column(label, 'rank', meaning);
}

/** `additional_traffic.<metric>` and `<metric>_best_target` of forecast keywords. */
function keywordMetric(metric: Metric): ColumnEntries {
  const { word, unit, what } = METRICS[metric];
  return {
    [`additional_traffic.${metric}`]: column(
      `Additional ${word}`,
      unit,
      `The extra ${what} the keyword is expected to bring over the forecast at its estimated rank.`,
    ),
    [`additional_traffic.${metric}_best_target`]: column(
      `Additional ${word} (best target)`,
      unit,
      `The extra ${what} the keyword is expected to bring over the forecast at the best target rank; ${BEST_TARGET}.`,
    ),
  };
}

const FORECAST_KEYWORDS_COLUMNS: ColumnEntries = {
  keyword: column('Keyword', 'text', 'A keyword of the forecast scenario.'),
  'keyword_data.search_volume': column(
    'Search volume',
    'count',
    'Average monthly search volume of the keyword over the last 12 months.',
  ),
  'keyword_data.year_over_year': column('Year over year', 'number', yearOverYear('the keyword')),
  'keyword_data.percentage_clicks': column('Organic click share', 'fraction', organicClickShare('the keyword')),
  'keyword_data.difficulty': column(
    'Difficulty',
    'score',
    'How hard the keyword is to move up, as the service sends it: a number on its own undocumented scale (higher is harder), or a word such as easy, medium or hard.',
  ),
  'average_rank_data.initial_rank': keywordRank('Initial rank', "The keyword's average rank when the forecast starts."),
  'average_rank_data.actual_rank': keywordRank('Current rank', "The keyword's latest average rank."),
  'average_rank_data.estimated_rank': keywordRank(
    'Estimated rank',
    'The average rank the scenario expects the keyword to reach.',
  ),
  'average_rank_data.estimated_rank_best_target': keywordRank(
    'Estimated rank (best target)',
    `The average rank the keyword is expected to reach when aiming at the best end of the target range; ${BEST_TARGET}.`,
  ),
  'average_rank_data.target_rank': keywordRank(
    'Target rank',
    'The rank the scenario targets for the keyword (with a target range, its lower end).',
  ),
  'average_rank_data.target_rank_best': keywordRank(
    'Best target rank',
    `The best rank of the scenario's target range for the keyword; ${BEST_TARGET}.`,
  ),
  ...keywordMetric('sessions'),
  ...keywordMetric('conversions'),
  ...keywordMetric('revenue'),
};

export const FORECAST_AREA_COLUMNS: FunctionColumns = {
  FORECASTS: FORECASTS_COLUMNS,
  FORECAST: SCENARIO_COLUMNS,
  FORECAST_OBJECTIVE: OBJECTIVE_COLUMNS,
  FORECAST_KEYWORDS: FORECAST_KEYWORDS_COLUMNS,
};
