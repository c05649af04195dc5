/** Traffic forecast (interface 1.2): V1_ON_TARGET, V1_ON_TARGET_BY_DATES, with their records and columns. */
import * as z from 'zod/mini';
import { fields } from '../../flatten/columns';
import { defineLayout } from '../../flatten/layout';
import { lazy } from '../../lazy';
import { numberField, textField } from '../../schemas/fields';
import { toDateText } from '../../schemas/values';
import { TABLE_OPTIONS } from '../common-options';
import { defineFunction } from '../define-function';
import { SITE_ID } from '../v1-params';
import { v1Path } from '../v1-path';

const statusSchema = lazy(() =>
  z.looseObject({
    manual: textField(),
    real: numberField(),
    estimated: numberField(),
    on_target: numberField(),
    type: textField(),
  }),
);

/** Traffic forecast status (on_target): one row per forecast. */
export const v1OnTargetLayout = defineLayout({
  what: 'the traffic forecast status',
  schema: statusSchema,
  columns: fields({ type: 'text', real: 'integer', estimated: 'integer', on_target: 'number', manual: 'text' }),
  rows: 'One row per forecast of the site.',
  notes: [
    'type is Visibility or Traffic; real and estimated are traffic; on_target is the on-target percentage;',
    'manual is the last forecast update when the forecast is manual.',
  ],
});

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The month of a forecast row as its first day, so the column holds dates: `2025-11`, `November 2025` and `Nov 2025`
 * become `2025-11-01`; a full date stays as it is and any other text stays visible.
 */
function monthStart(value: unknown): string | undefined {
  const text = toDateText(value);
  if (text === undefined) return undefined;
  const numeric = /^(\d{4})-(\d{2})$/.exec(text.trim());
  if (numeric) return `${numeric[1]}-${numeric[2]}-01`;
  const named = /^([a-z]{3,})\.?\s+(\d{4})$/i.exec(text.trim());
  const month = named ? MONTHS.indexOf((named[1] ?? '').slice(0, 3).toLowerCase()) : -1;
  return named && month >= 0 ? `${named[2]}-${String(month + 1).padStart(2, '0')}-01` : text;
}

const byDatesSchema = lazy(() =>
  z.looseObject({
    date: z.optional(z.pipe(z.unknown(), z.transform(monthStart))),
    search_volume: numberField(),
    real_traffic: numberField(),
    inertial_traffic: numberField(),
    estimated_traffic: numberField(),
    estimated_additional_traffic: numberField(),
    visibility_score: numberField(),
  }),
);

/** The objective forecast month by month (on_target/by_dates): one row per month. */
export const v1OnTargetByDatesLayout = defineLayout({
  what: 'the objective forecast by month',
  schema: byDatesSchema,
  columns: fields({
    date: 'date',
    search_volume: 'integer',
    real_traffic: 'integer',
    inertial_traffic: 'integer',
    estimated_traffic: 'integer',
    estimated_additional_traffic: 'integer',
    visibility_score: 'number',
  }),
  rows: 'One row per month of the last 12 months.',
  notes: [
    'date is the first day of the month;',
    'real_traffic is the actual non-brand organic traffic of past months; inertial_traffic the traffic expected without SEO progress;',
    'estimated_traffic the forecast with the objective reached; estimated_additional_traffic their difference;',
    'search_volume the monthly searches of the tracked keywords. No rows when no forecast is set as the objective.',
  ],
});

export const V1_ON_TARGET = defineFunction({
  sentAsPercent: ['on_target'],
  help: 'Traffic forecast status of a site: real and estimated traffic and the on-target percentage.',
  params: [SITE_ID],
  options: TABLE_OPTIONS,
  path: (args) => v1Path('on_target', args.site_id),
  layout: v1OnTargetLayout,
});

export const V1_ON_TARGET_BY_DATES = defineFunction({
  sentAsPercent: ['visibility_score'],
  help: 'The forecast set as objective, month by month for the last 12 months: search volume, real, inertial and estimated traffic.',
  params: [SITE_ID],
  options: TABLE_OPTIONS,
  path: (args) => v1Path('on_target', 'by_dates', args.site_id),
  layout: v1OnTargetByDatesLayout,
});
