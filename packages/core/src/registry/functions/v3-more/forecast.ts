import { OFFSET_1000 } from '../../../engine/paging';
import {
  forecastKeywordsLayout,
  forecastLayout,
  forecastObjectiveLayout,
  forecastsLayout,
} from '../../../flatten/layouts/more';
import { LIST_OPTIONS, TABLE_OPTIONS } from '../../common-options';
import { operationFunction } from '../../operation-function';
import { CAMPAIGN_ID, OPTIONS } from '../../params';
import type { Args } from '../../types';
import { FORECAST_ID } from './shared';

const scenarioQuery = (args: Args) => ({
  campaign_id: args.campaign_id as number,
  forecast_id: args.forecast_id as number,
});

export const FORECASTS = operationFunction({
  name: 'FORECASTS',
  help: 'The forecast scenarios of a campaign with their ids, authors, dates, budgets and which one is the objective.',
  api: '3.0',
  params: [CAMPAIGN_ID, OPTIONS],
  options: TABLE_OPTIONS,
  path: '/forecast/v3.0/scenarios',
  query: (args) => ({ campaign_id: args.campaign_id as number }),
  paging: { kind: 'none' },
  layout: forecastsLayout,
});

export const FORECAST = operationFunction({
  name: 'FORECAST',
  help: 'One forecast scenario month by month: inertial and additional sessions, conversions, revenue, visibility, rank.',
  api: '3.0',
  params: [CAMPAIGN_ID, FORECAST_ID, OPTIONS],
  options: TABLE_OPTIONS,
  path: '/forecast/v3.0/scenario',
  query: scenarioQuery,
  paging: { kind: 'none' },
  layout: forecastLayout,
});

export const FORECAST_OBJECTIVE = operationFunction({
  name: 'FORECAST_OBJECTIVE',
  help: 'The forecast set as objective month by month, with actual against forecast sessions so far.',
  api: '3.0',
  params: [CAMPAIGN_ID, FORECAST_ID, OPTIONS],
  options: TABLE_OPTIONS,
  path: '/forecast/v3.0/objective',
  query: scenarioQuery,
  paging: { kind: 'none' },
  layout: forecastObjectiveLayout,
});

export const FORECAST_KEYWORDS = operationFunction({
  name: 'FORECAST_KEYWORDS',
  help: 'The keywords of a forecast scenario: search volume, difficulty, initial, target and estimated rank, extra traffic.',
  api: '3.0',
  params: [CAMPAIGN_ID, FORECAST_ID, OPTIONS],
  options: LIST_OPTIONS,
  path: '/forecast/v3.0/keywords',
  query: scenarioQuery,
  paging: OFFSET_1000,
  layout: forecastKeywordsLayout,
});
