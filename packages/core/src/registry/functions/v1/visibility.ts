import { v1VisibilityDataLayout } from '../../../flatten/layouts/v1';
import { TABLE_OPTIONS } from '../../common-options';
import { OPTIONS } from '../../params';
import {
  DATE_END,
  DATE_START,
  deviceNumber,
  OPTIONAL_GROUP_ID,
  SITE_ID,
  V1_DEVICE,
  validateGroup,
  validatePeriod,
} from './params';
import { v1Path } from './path';
import { v1Operation } from './v1-operation';

/** `/<operation>/{site_id}/{group_id}/{date_start}/{date_end}`, group 0 (all keywords) when left empty. */
const groupPeriodPath = (operation: string) => (args: Record<string, unknown>) =>
  v1Path(
    operation,
    args.site_id as number,
    (args.group_id as number | undefined) ?? 0,
    args.date_start as string,
    args.date_end as string,
  );

function validateGroupPeriod(args: Record<string, unknown>, coerce: Parameters<typeof validatePeriod>[1]): void {
  validateGroup(args, false);
  validatePeriod(args, coerce);
}

export const V1_VISIBILITY_DATA = v1Operation({
  name: 'V1_VISIBILITY_DATA',
  help: 'Daily visibility of a keyword group on desktop or mobile, with the annotations of the visibility graph.',
  params: [SITE_ID, DATE_START, DATE_END, OPTIONAL_GROUP_ID, V1_DEVICE, OPTIONS],
  options: TABLE_OPTIONS,
  path: groupPeriodPath('visibility_score_data'),
  query: (args) => ({ device: deviceNumber(args.device) ?? 1 }),
  paging: { kind: 'none' },
  layout: v1VisibilityDataLayout,
  validate: validateGroupPeriod,
});

export const V1_VISIBILITY_SCORE = v1Operation({
  name: 'V1_VISIBILITY_SCORE',
  help: 'Deprecated by the service (use V1_COMPARE_VISIBILITY or V1_VISIBILITY_DATA): visibility scores of a keyword group per day.',
  params: [SITE_ID, DATE_START, DATE_END, OPTIONAL_GROUP_ID, OPTIONS],
  options: TABLE_OPTIONS,
  what: 'visibility scores',
  path: groupPeriodPath('visibility_score'),
  paging: { kind: 'none' },
  result:
    'One row per day with the fields the service sends as dotted columns (the item shape is not documented, so the columns follow the answer).',
  validate: validateGroupPeriod,
});
