/** Keyword-level daily series: organic ranks and SERP feature presence. */
import * as z from 'zod/mini';
import { dateField, flagField, idField, numberField, objectList, section, textField } from '../../../schemas/fields';
import { describeLayout, deviceColumn, field, itemField, type Layout, type LayoutColumn } from '../../layout';
import { itemColumn } from './columns';
import { dailyPoints, serpFeatureItems } from './record-fields';

const dailyRanksSchema = z.looseObject({
  keyword_id: idField(),
  keyword: textField(),
  ranking_data: section({
    desktop: dailyPoints({ rank: numberField() }),
    mobile: dailyPoints({ rank: numberField() }),
  }),
});

const dailyRanksColumns: LayoutColumn[] = [
  field('keyword_id', 'integer'),
  field('keyword', 'text'),
  deviceColumn(),
  itemField('ranking_data', 'date', 'date'),
  itemField('ranking_data', 'rank', 'number'),
];

/** Daily organic ranks in long format: one row per keyword, device and day. */
export const dailyRanksLayout: Layout = {
  name: 'daily_ranks',
  what: 'daily rank data',
  schema: dailyRanksSchema,
  columns: dailyRanksColumns,
  unroll: { path: 'ranking_data', perDevice: true },
  help: describeLayout('One row per keyword, device and day (desktop rows first, then mobile).', dailyRanksColumns, [
    'device is desktop or mobile. A rank equal to the campaign tracking depth means not found within it.',
    'A keyword without any day keeps one row with the day columns empty.',
  ]),
};

const serpFeatures = () => serpFeatureItems({ listed: flagField() });

const serpFeaturesSchema = z.looseObject({
  keyword_id: idField(),
  keyword: textField(),
  serp_data: objectList({ date: dateField(), desktop: serpFeatures(), mobile: serpFeatures() }),
});

const deviceFeatureColumns = (device: string): LayoutColumn[] => [
  itemColumn(`serp_data.${device}`, device, 'text', 'features_present'),
  itemColumn(`serp_data.${device}.listed`, device, 'text', 'features_listed'),
];

const serpFeaturesColumns: LayoutColumn[] = [
  field('keyword_id', 'integer'),
  field('keyword', 'text'),
  itemField('serp_data', 'date', 'date'),
  ...deviceFeatureColumns('desktop'),
  ...deviceFeatureColumns('mobile'),
];

/** Daily SERP feature presence: one row per keyword and day. */
export const serpFeaturesLayout: Layout = {
  name: 'serp_features',
  what: 'daily SERP feature data',
  schema: serpFeaturesSchema,
  columns: serpFeaturesColumns,
  unroll: { path: 'serp_data', perDevice: false },
  help: describeLayout('One row per keyword and day.', serpFeaturesColumns, [
    'serp_data.desktop and serp_data.mobile list the codes of every SERP feature present that day (upper case,',
    'comma-joined); the .listed columns list only the features in which your site is listed.',
  ]),
};
