/** The columns of V1_ON_TARGET and V1_ON_TARGET_BY_DATES (v1-forecast.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { visibility } from '../../dictionary/shared/v1';

const ON_TARGET_COLUMNS: ColumnEntries = {
  type: column('Forecast type', 'text', 'What the forecast is set on: Visibility or Traffic.'),
  real: column(
    'Real traffic',
    'count',
    'The organic sessions the site actually had over the forecast period (the period is not documented).',
  ),
  estimated: column('Estimated traffic', 'count', 'The organic sessions the forecast expected over the same period.'),
  on_target: column(
    'On target',
    'fraction',
    'Real traffic as a fraction of estimated traffic (1 means exactly on target; above 1 is ahead of it; the service sends a percentage, divided by 100 here).',
  ),
  manual: column(
    'Manual update',
    'text',
    'When the forecast was last updated by hand, as the service writes it; empty for a forecast that is not manual.',
  ),
};

const ON_TARGET_BY_DATES_COLUMNS: ColumnEntries = {
  date: column('Month', 'date', 'The month of the row, as its first day.'),
  search_volume: column('Search volume', 'count', 'The searches of the tracked keywords in that month.'),
  real_traffic: column('Real traffic', 'count', 'The organic sessions the site actually had in that month.'),
  inertial_traffic: column(
    'Inertial traffic',
    'count',
    'The organic sessions expected in that month without any SEO progress (ranks staying as they were).',
  ),
  estimated_traffic: column(
    'Estimated traffic',
    'count',
    'The organic sessions the objective forecast expects in that month with its goal reached.',
  ),
  estimated_additional_traffic: column(
    'Estimated additional traffic',
    'count',
    'Estimated traffic minus inertial traffic: the sessions the SEO work is expected to add in that month.',
  ),
  visibility_score: visibility(
    'Visibility',
    'Visibility of the site in that month (most likely desktop; the device is not documented)',
  ),
};

export const V1_FORECAST_AREA_COLUMNS: FunctionColumns = {
  V1_ON_TARGET: ON_TARGET_COLUMNS,
  V1_ON_TARGET_BY_DATES: ON_TARGET_BY_DATES_COLUMNS,
};
