import { aioRankSchema } from '../../schemas/aio-rank';
import { describeLayout, deviceColumn, field, itemField, type Layout, type LayoutColumn } from '../layout';

const columns: LayoutColumn[] = [
  field('keyword_id', 'integer'),
  field('keyword', 'text'),
  deviceColumn(),
  itemField('ranking_data', 'date', 'date'),
  itemField('ranking_data', 'rank', 'number'),
  itemField('ranking_data', 'my_brand_present', 'boolean'),
  itemField('ranking_data', 'any_brand_present', 'boolean'),
];

/** Daily AI-overview ranks in long format: one row per keyword, device and day. */
export const aioRanksLayout: Layout = {
  name: 'aio_ranks',
  what: 'daily AI overview rank data',
  schema: aioRankSchema,
  columns,
  unroll: { path: 'ranking_data', perDevice: true },
  help: describeLayout('One row per keyword, device and day (desktop rows first, then mobile).', columns, [
    'device is desktop or mobile. A keyword without any day keeps one row with the day columns empty.',
  ]),
};
