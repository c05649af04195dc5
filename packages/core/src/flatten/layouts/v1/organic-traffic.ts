import * as z from 'zod/mini';
import { dateField, numberField } from '../../../schemas/fields';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../layout';

const segmentColumns = (segment: 'non_brand' | 'brand'): LayoutColumn[] => [
  field(`visits_${segment}`, 'integer'),
  field(`goals_conversions_${segment}`, 'number'),
  field(`conversion_rate_${segment}`, 'number'),
  field(`goals_conversions_value_${segment}`, 'number'),
];

const columns: LayoutColumn[] = [field('date', 'date'), ...segmentColumns('non_brand'), ...segmentColumns('brand')];

const schema = z.looseObject({
  date: dateField(),
  ...Object.fromEntries(columns.slice(1).map((column) => [column.header, numberField()])),
});

/** Organic traffic per day, brand and non-brand side by side (organic_traffic). */
export const v1OrganicTrafficLayout: Layout = {
  name: 'v1_organic_traffic',
  what: 'organic traffic',
  schema,
  columns,
  help: describeLayout('One row per day.', columns, [
    'visits are organic sessions, goals_conversions the conversions they generated, conversion_rate their rate and',
    'goals_conversions_value the value of those conversions; the _non_brand columns come first, then the _brand ones.',
  ]),
};
