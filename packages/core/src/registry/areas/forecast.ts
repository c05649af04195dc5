/**
 * Forecasts (interface 3.0): FORECASTS, FORECAST, FORECAST_OBJECTIVE, FORECAST_KEYWORDS, with their records and
 * columns.
 */
import * as z from 'zod/mini';
import { OFFSET_1000 } from '../../engine/paging';
import { fields, itemFields } from '../../flatten/columns';
import { defineLayout, itemField, type LayoutColumn } from '../../flatten/layout';
import { lazy } from '../../lazy';
import { dateField, flagField, idField, numberField, objectList, section, textField } from '../../schemas/fields';
import { additionalTrafficSection } from '../../schemas/record-fields';
import { foldAlias } from '../../schemas/reshape';
import { LIST_OPTIONS, TABLE_OPTIONS } from '../common-options';
import { defineFunction } from '../define-function';
import { CAMPAIGN_ID, FORECAST_ID } from '../params';

const scenarioListSchema = lazy(() =>
  z.looseObject({
    forecast_id: idField(),
    name: textField(),
    objective: flagField(),
    created_date: dateField(),
    created_by: textField(),
    updated_date: dateField(),
    monthly_budget: numberField(),
  }),
);

/** Forecast scenarios of a campaign: one row per scenario. */
export const forecastsLayout = defineLayout({
  what: 'forecast scenarios',
  schema: scenarioListSchema,
  columns: fields({
    forecast_id: 'integer',
    name: 'text',
    objective: 'boolean',
    created_date: 'date',
    created_by: 'text',
    updated_date: 'date',
    monthly_budget: 'number',
  }),
  rows: 'One row per forecast scenario.',
  notes: ['objective is TRUE for the scenario set as the campaign objective.'],
});

const additionalFigures = () =>
  section({ inertial: numberField(), additional: numberField(), additional_best_target: numberField() });
const estimatedFigures = () => section({ estimated: numberField(), estimated_best_target: numberField() });

const monthShape = () => ({
  month: textField(),
  seasonality: numberField(),
  traffic_data: section({
    sessions: additionalFigures(),
    conversions: additionalFigures(),
    revenue: additionalFigures(),
    visibility: estimatedFigures(),
    estimated_avg_ranks: estimatedFigures(),
  }),
});

const scenarioShape = () => ({
  seo_goal: section({ keywords_count: numberField(), goal_chance: textField() }),
  overview_data: section({
    additional_traffic: additionalTrafficSection(),
    inertial_traffic: section({ sessions: numberField(), conversions: numberField(), revenue: numberField() }),
    ads_equivalent: section({ equivalent: numberField(), equivalent_best_target: numberField() }),
  }),
  monthly_forecast: objectList(monthShape()),
});

const monthColumns = (metric: string, parts: readonly string[]): LayoutColumn[] =>
  parts.map((part) => itemField('monthly_forecast', `traffic_data.${metric}.${part}`, 'number'));

const TRAFFIC_PARTS = ['inertial', 'additional', 'additional_best_target'] as const;
const ESTIMATE_PARTS = ['estimated', 'estimated_best_target'] as const;

const scenarioColumns: LayoutColumn[] = [
  ...itemFields('monthly_forecast', { month: 'text', seasonality: 'number' }),
  ...monthColumns('sessions', TRAFFIC_PARTS),
  ...monthColumns('conversions', TRAFFIC_PARTS),
  ...monthColumns('revenue', TRAFFIC_PARTS),
  ...monthColumns('visibility', ESTIMATE_PARTS),
  ...monthColumns('estimated_avg_ranks', ESTIMATE_PARTS),
  ...fields({
    'overview_data.additional_traffic.sessions': 'number',
    'overview_data.additional_traffic.sessions_best_target': 'number',
    'overview_data.additional_traffic.conversions': 'number',
    'overview_data.additional_traffic.conversions_best_target': 'number',
    'overview_data.additional_traffic.revenue': 'number',
    'overview_data.additional_traffic.revenue_best_target': 'number',
    'overview_data.inertial_traffic.sessions': 'number',
    'overview_data.inertial_traffic.conversions': 'number',
    'overview_data.inertial_traffic.revenue': 'number',
    'overview_data.ads_equivalent.equivalent': 'number',
    'overview_data.ads_equivalent.equivalent_best_target': 'number',
    'seo_goal.keywords_count': 'integer',
    'seo_goal.goal_chance': 'text',
  }),
];

const SCENARIO_NOTES = [
  'The monthly_forecast columns change from month to month; the overview_data and seo_goal columns are the',
  'scenario totals, the same on every row. The _best_target columns are filled only when the scenario targets a',
  'rank range. A scenario without months keeps one row with the month columns empty.',
];

/** One forecast scenario: one row per forecast month. */
export const forecastLayout = defineLayout({
  what: 'forecast scenario data',
  schema: () => z.looseObject(scenarioShape()),
  columns: scenarioColumns,
  unroll: { path: 'monthly_forecast', perDevice: false },
  rows: 'One row per month of the forecast.',
  notes: SCENARIO_NOTES,
});

const sessionsSoFar = () => section({ actual_sessions: numberField(), forecasted_sessions: numberField() });

/** The campaign's forecast objective: one row per forecast month, with the completion status. */
export const forecastObjectiveLayout = defineLayout({
  what: 'forecast objective data',
  schema: () =>
    z.pipe(
      z.transform(
        // Generated clients spell the last-30-days figures `_30days`.
        (record) =>
          foldAlias(
            record,
            ['objective_data', 'completion_status', '_30days'],
            ['objective_data', 'completion_status', '30days'],
          ),
      ),
      z.looseObject({
        ...scenarioShape(),
        objective_data: section({
          completion_date: textField(),
          completion_status: section({ start_to_date: sessionsSoFar(), '30days': sessionsSoFar() }),
        }),
      }),
    ),
  columns: [
    ...scenarioColumns,
    ...fields({
      'objective_data.completion_date': 'text',
      'objective_data.completion_status.start_to_date.actual_sessions': 'number',
      'objective_data.completion_status.start_to_date.forecasted_sessions': 'number',
      'objective_data.completion_status.30days.actual_sessions': 'number',
      'objective_data.completion_status.30days.forecasted_sessions': 'number',
    }),
  ],
  unroll: { path: 'monthly_forecast', perDevice: false },
  rows: 'One row per month of the objective forecast.',
  notes: [
    ...SCENARIO_NOTES,
    'objective_data columns compare actual with forecast sessions from the start and over the last 30 days; they',
    'are the same on every row.',
  ],
});

const forecastKeywordSchema = lazy(() =>
  z.looseObject({
    keyword: textField(),
    keyword_data: section({
      percentage_clicks: numberField(),
      search_volume: numberField(),
      year_over_year: numberField(),
      difficulty: numberField(),
    }),
    average_rank_data: section({
      initial_rank: numberField(),
      actual_rank: numberField(),
      estimated_rank: numberField(),
      estimated_rank_best_target: numberField(),
      target_rank: numberField(),
      target_rank_best: numberField(),
    }),
    additional_traffic: additionalTrafficSection(),
  }),
);

/** Keywords of a forecast scenario: one row per keyword. */
export const forecastKeywordsLayout = defineLayout({
  what: 'forecast keywords',
  recordKey: ['keyword'],
  schema: forecastKeywordSchema,
  columns: fields({
    keyword: 'text',
    'keyword_data.search_volume': 'integer',
    'keyword_data.year_over_year': 'number',
    'keyword_data.percentage_clicks': 'number',
    'keyword_data.difficulty': 'number',
    'average_rank_data.initial_rank': 'number',
    'average_rank_data.actual_rank': 'number',
    'average_rank_data.estimated_rank': 'number',
    'average_rank_data.estimated_rank_best_target': 'number',
    'average_rank_data.target_rank': 'number',
    'average_rank_data.target_rank_best': 'number',
    'additional_traffic.sessions': 'number',
    'additional_traffic.sessions_best_target': 'number',
    'additional_traffic.conversions': 'number',
    'additional_traffic.conversions_best_target': 'number',
    'additional_traffic.revenue': 'number',
    'additional_traffic.revenue_best_target': 'number',
  }),
  rows: 'One row per keyword of the scenario.',
  notes: ['The _best_target and target_rank_best columns are filled only when the scenario targets a rank range.'],
});

/** The three operations on one scenario take the campaign and the scenario, nothing else. */
const ONE_SCENARIO = {
  params: [CAMPAIGN_ID, FORECAST_ID],
} as const;

export const FORECASTS = defineFunction({
  help: 'The forecast scenarios of a campaign with their ids, authors, dates, budgets and which one is the objective.',
  params: [CAMPAIGN_ID],
  options: TABLE_OPTIONS,
  path: '/forecast/v3.0/scenarios',
  query: (args) => ({ campaign_id: args.campaign_id }),
  layout: forecastsLayout,
});

export const FORECAST = defineFunction({
  sentAsPercent: [
    'monthly_forecast.traffic_data.visibility.estimated',
    'monthly_forecast.traffic_data.visibility.estimated_best_target',
  ],
  help: 'One forecast scenario month by month: inertial and additional sessions, conversions, revenue, visibility, rank.',
  ...ONE_SCENARIO,
  options: TABLE_OPTIONS,
  path: '/forecast/v3.0/scenario',
  layout: forecastLayout,
});

export const FORECAST_OBJECTIVE = defineFunction({
  sentAsPercent: [
    'monthly_forecast.traffic_data.visibility.estimated',
    'monthly_forecast.traffic_data.visibility.estimated_best_target',
  ],
  help: 'The forecast set as objective month by month, with actual against forecast sessions so far.',
  ...ONE_SCENARIO,
  options: TABLE_OPTIONS,
  path: '/forecast/v3.0/objective',
  layout: forecastObjectiveLayout,
});

export const FORECAST_KEYWORDS = defineFunction({
  help: 'The keywords of a forecast scenario: search volume, difficulty, initial, target and estimated rank, extra traffic.',
  ...ONE_SCENARIO,
  options: LIST_OPTIONS,
  path: '/forecast/v3.0/keywords',
  paging: OFFSET_1000,
  layout: forecastKeywordsLayout,
});
