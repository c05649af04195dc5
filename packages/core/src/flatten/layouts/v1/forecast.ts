import { z } from 'zod';
import { dateField, numberField, textField } from '../../../schemas/fields';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../layout';

const statusSchema = z.looseObject({
  manual: textField(),
  real: numberField(),
  estimated: numberField(),
  on_target: numberField(),
  type: textField(),
});

const statusColumns: LayoutColumn[] = [
  field('type', 'text'),
  field('real', 'integer'),
  field('estimated', 'integer'),
  field('on_target', 'number'),
  field('manual', 'text'),
];

/** Traffic forecast status (on_target): one row per forecast. */
export const v1OnTargetLayout: Layout = {
  name: 'v1_on_target',
  what: 'the traffic forecast status',
  schema: statusSchema,
  columns: statusColumns,
  help: describeLayout('One row per forecast of the site.', statusColumns, [
    'type is Visibility or Traffic; real and estimated are traffic; on_target is the on-target percentage;',
    'manual is the last forecast update when the forecast is manual.',
  ]),
};

const byDatesSchema = z.looseObject({
  date: dateField(),
  search_volume: numberField(),
  real_traffic: numberField(),
  inertial_traffic: numberField(),
  estimated_traffic: numberField(),
  estimated_additional_traffic: numberField(),
  visibility_score: numberField(),
});

const byDatesColumns: LayoutColumn[] = [
  field('date', 'date'),
  field('search_volume', 'integer'),
  field('real_traffic', 'integer'),
  field('inertial_traffic', 'integer'),
  field('estimated_traffic', 'integer'),
  field('estimated_additional_traffic', 'integer'),
  field('visibility_score', 'number'),
];

/** The objective forecast month by month (on_target/by_dates): one row per month. */
export const v1OnTargetByDatesLayout: Layout = {
  name: 'v1_on_target_by_dates',
  what: 'the objective forecast by month',
  schema: byDatesSchema,
  columns: byDatesColumns,
  help: describeLayout('One row per month of the last 12 months.', byDatesColumns, [
    'real_traffic is the actual non-brand organic traffic of past months; inertial_traffic the traffic expected without SEO progress;',
    'estimated_traffic the forecast with the objective reached; estimated_additional_traffic their difference;',
    'search_volume the monthly searches of the tracked keywords. No rows when no forecast is set as the objective.',
  ]),
};
