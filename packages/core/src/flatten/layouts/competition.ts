import { competitionSchema } from '../../schemas/competition';
import { describeLayout, field, itemField, type Layout, type LayoutColumn } from '../layout';

const columns: LayoutColumn[] = [
  field('keyword_id', 'integer'),
  field('keyword_name', 'text'),
  itemField('competitors', 'domain', 'text'),
  itemField('competitors', 'landing_page', 'text'),
  itemField('competitors', 'rank', 'number'),
  itemField('competitors', 'rank_trend', 'number'),
];

/** Keyword competition in long format: one row per keyword and competitor. */
export const competitionLayout: Layout = {
  name: 'competition',
  what: 'competition data',
  schema: competitionSchema,
  columns,
  unroll: { path: 'competitors', perDevice: false },
  help: describeLayout('One row per keyword and competitor, in the order the service lists them.', columns, [
    'Competitors include the ones you asked for and the top competitors. A keyword without competitors keeps one',
    'row with the competitor columns empty.',
  ]),
};
