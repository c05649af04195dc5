import { v1ContentLayout, v1OrganicTrafficLayout } from '../../../flatten/layouts/v1';
import { LIST_OPTIONS, TABLE_OPTIONS } from '../../common-options';
import { OPTIONS } from '../../params';
import { ROWS_BY_THOUSAND } from './paging';
import { DATE_END, DATE_START, SITE_ID, validatePeriod } from './params';
import { v1Path } from './path';
import { v1Operation } from './v1-operation';

const periodPath = (operation: readonly string[]) => (args: Record<string, unknown>) =>
  v1Path(...operation, args.site_id as number, args.date_start as string, args.date_end as string);

export const V1_ORGANIC_TRAFFIC = v1Operation({
  name: 'V1_ORGANIC_TRAFFIC',
  help: 'Organic sessions, conversions, conversion rate and conversion value per day, non-brand and brand side by side.',
  params: [SITE_ID, DATE_START, DATE_END, OPTIONS],
  options: TABLE_OPTIONS,
  path: periodPath(['organic_traffic']),
  paging: { kind: 'none' },
  layout: v1OrganicTrafficLayout,
  validate: validatePeriod,
});

export const V1_ORGANIC_TRAFFIC_SPLIT = v1Operation({
  name: 'V1_ORGANIC_TRAFFIC_SPLIT',
  help: 'Organic traffic per day split into brand and non-brand rows, or only one of the two.',
  params: [
    SITE_ID,
    DATE_START,
    DATE_END,
    {
      name: 'type',
      type: 'enum',
      optional: true,
      values: ['brand', 'non-brand'],
      help: 'brand or non-brand; empty = both.',
    },
    OPTIONS,
  ],
  options: TABLE_OPTIONS,
  what: 'organic traffic split',
  path: periodPath(['organic_traffic', 'split']),
  query: (args) => ({ type: args.type as string | undefined }),
  paging: { kind: 'none' },
  result:
    'One row per day (and per segment when both are asked for) with the fields the service sends as dotted columns: the item shape is not documented, so the columns follow the answer.',
  validate: validatePeriod,
});

export const V1_CONTENT = v1Operation({
  name: 'V1_CONTENT',
  help: 'Content performance: articles linking to your site, the traffic they generated and the landing pages they link to.',
  params: [SITE_ID, DATE_START, DATE_END, OPTIONS],
  options: LIST_OPTIONS,
  path: periodPath(['content']),
  paging: ROWS_BY_THOUSAND,
  layout: v1ContentLayout,
  validate: validatePeriod,
});
