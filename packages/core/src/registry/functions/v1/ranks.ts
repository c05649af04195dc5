import { v1RanksLayout } from '../../../flatten/layouts/v1';
import { LIST_OPTIONS } from '../../common-options';
import { OPTIONS } from '../../params';
import { RANKS_MIN_PAGE, RANKS_PAGING } from './paging';
import { DATE_END, DATE_START, OPTIONAL_GROUP_ID, SITE_ID, validateGroup, validatePeriod } from './params';
import { v1Path } from './path';
import { v1Operation } from './v1-operation';

export const V1_RANKS = v1Operation({
  name: 'V1_RANKS',
  help: 'Daily desktop and mobile Google ranks of the tracked keywords of a site (1 to 100; 101 = not in the top 100).',
  params: [SITE_ID, DATE_START, DATE_END, OPTIONAL_GROUP_ID, OPTIONS],
  options: {
    ...LIST_OPTIONS,
    limit: { ...LIST_OPTIONS.limit, help: 'at most this many keywords (default: all of them)' },
  },
  path: (args) => {
    const base = ['ranks', args.site_id as number, args.date_start as string, args.date_end as string] as const;
    return args.group_id === undefined ? v1Path(...base) : v1Path(...base, args.group_id as number);
  },
  paging: RANKS_PAGING,
  minPageSize: RANKS_MIN_PAGE,
  layout: v1RanksLayout,
  validate(args, coerce) {
    validateGroup(args, false);
    validatePeriod(args, coerce);
  },
});
