import * as z from 'zod/mini';
import {
  commaListField,
  dateField,
  flagField,
  idField,
  numberField,
  section,
  textField,
} from '../../../schemas/fields';
import { foldAliases } from '../../../schemas/reshape';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../layout';

const shape = {
  id: idField(),
  keyword_data: section({
    name: textField(),
    average_search_volume: numberField(),
    yoy: numberField(),
    average_cpc: numberField(),
    landing_page: textField(),
    landing_page_mobile: textField(),
    top_10_difficulty: numberField(),
    opportunity: numberField(),
    date_added: dateField(),
    main_keyword_id: idField(),
    close_variation: flagField(),
  }),
  position: numberField(),
  position_trend: numberField(),
  visibility_impact_desktop: numberField(),
  position_mobile: numberField(),
  position_trend_mobile: numberField(),
  visibility_impact_mobile: numberField(),
  visits: numberField(),
  bounces: numberField(),
  conversions_goals: numberField(),
  conversions_goals_rate: numberField(),
  revenue_value: numberField(),
  group_name: commaListField(', '),
};

// The description names the keyword id `id`; `keyword_id` is read as the same.
const schema = z.pipe(
  z.transform((record) => foldAliases(record, [['keyword_id', 'id']])),
  z.looseObject(shape),
);

const columns: LayoutColumn[] = [
  field('id', 'integer'),
  field('keyword_data.name', 'text'),
  field('keyword_data.average_search_volume', 'integer'),
  field('keyword_data.yoy', 'number'),
  field('keyword_data.average_cpc', 'number'),
  field('position', 'number'),
  field('position_trend', 'number'),
  field('visibility_impact_desktop', 'number'),
  field('keyword_data.landing_page', 'text'),
  field('position_mobile', 'number'),
  field('position_trend_mobile', 'number'),
  field('visibility_impact_mobile', 'number'),
  field('keyword_data.landing_page_mobile', 'text'),
  field('visits', 'integer'),
  field('bounces', 'number'),
  field('conversions_goals', 'number'),
  field('conversions_goals_rate', 'number'),
  field('revenue_value', 'number'),
  field('keyword_data.top_10_difficulty', 'number'),
  field('keyword_data.opportunity', 'number'),
  field('group_name', 'text'),
  field('keyword_data.date_added', 'date'),
  field('keyword_data.main_keyword_id', 'integer'),
  field('keyword_data.close_variation', 'boolean'),
];

/** Keyword data of interface 1.2 (keyword_data): one row per keyword. */
export const v1KeywordDataLayout: Layout = {
  name: 'v1_keyword_data',
  what: 'keyword data',
  schema,
  columns,
  help: describeLayout('One row per keyword.', columns, [
    'id is the keyword id; position and position_mobile are the desktop and mobile rank on the last day of the period,',
    'position_trend and position_trend_mobile their change over the period; visibility_impact_* the impact of that change on visibility.',
    'visits are non-brand organic sessions of the period; group_name lists the groups of the keyword (comma-separated).',
    'Values the service marks as not available (such as "N/A") are shown as sent.',
  ]),
};
