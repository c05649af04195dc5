import { v1OnTargetByDatesLayout, v1OnTargetLayout } from '../../../flatten/layouts/v1';
import { TABLE_OPTIONS } from '../../common-options';
import { OPTIONS } from '../../params';
import { SITE_ID } from './params';
import { v1Path } from './path';
import { v1Operation } from './v1-operation';

export const V1_ON_TARGET = v1Operation({
  name: 'V1_ON_TARGET',
  help: 'Traffic forecast status of a site: real and estimated traffic and the on-target percentage.',
  params: [SITE_ID, OPTIONS],
  options: TABLE_OPTIONS,
  path: (args) => v1Path('on_target', args.site_id as number),
  paging: { kind: 'none' },
  layout: v1OnTargetLayout,
});

export const V1_ON_TARGET_BY_DATES = v1Operation({
  name: 'V1_ON_TARGET_BY_DATES',
  help: 'The forecast set as objective, month by month for the last 12 months: search volume, real, inertial and estimated traffic.',
  params: [SITE_ID, OPTIONS],
  options: TABLE_OPTIONS,
  path: (args) => v1Path('on_target', 'by_dates', args.site_id as number),
  paging: { kind: 'none' },
  layout: v1OnTargetByDatesLayout,
});
