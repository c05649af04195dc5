import {
  v1AllGroupDetailsLayout,
  v1GroupDetailsLayout,
  v1GroupsLayout,
  v1KeywordGroupsLayout,
} from '../../../flatten/layouts/v1';
import { LIST_OPTIONS, TABLE_OPTIONS } from '../../common-options';
import { OPTIONS } from '../../params';
import { keywordGroupsPaging } from './paging';
import { DATE_END, DATE_START, GROUP_ID, SITE_ID, validateGroup, validatePeriod } from './params';
import { v1Path } from './path';
import { v1Operation } from './v1-operation';

const LOAD_KEYWORD_IDS = {
  type: 'boolean',
  help: 'TRUE also lists the keyword ids of each group in the keywords column (slower)',
} as const;

/** `load_keyword_ids=1` when asked for; the service reads 1, not true. */
const keywordIdsQuery = (options: Record<string, unknown>) => ({
  load_keyword_ids: options.load_keyword_ids === true ? 1 : undefined,
});

export const V1_KEYWORD_GROUPS = v1Operation({
  name: 'V1_KEYWORD_GROUPS',
  help: 'Deprecated by the service (use V1_GROUPS with V1_GROUP_DETAILS or V1_ALL_GROUP_DETAILS): keyword groups with keyword counts, search volume and visibility for a period.',
  params: [SITE_ID, DATE_START, DATE_END, OPTIONS],
  options: {
    ...LIST_OPTIONS,
    load_keyword_ids: { ...LOAD_KEYWORD_IDS, help: `${LOAD_KEYWORD_IDS.help}; pages then hold 10 groups` },
  },
  path: (args) => v1Path('keyword_groups', args.site_id as number, args.date_start as string, args.date_end as string),
  query: (_args, options) => keywordIdsQuery(options),
  paging: (options) => keywordGroupsPaging(options.load_keyword_ids === true),
  layout: v1KeywordGroupsLayout,
  validate: validatePeriod,
});

export const V1_GROUPS = v1Operation({
  name: 'V1_GROUPS',
  help: 'The keyword groups of a site: group id, name and whether it is a smart group.',
  params: [SITE_ID, OPTIONS],
  options: TABLE_OPTIONS,
  path: (args) => v1Path('groups_list', args.site_id as number),
  paging: { kind: 'none' },
  layout: v1GroupsLayout,
});

export const V1_GROUP_DETAILS = v1Operation({
  name: 'V1_GROUP_DETAILS',
  help: 'Performance of one keyword group over a period: keywords, search volume, desktop and mobile visibility and its change.',
  params: [SITE_ID, GROUP_ID, DATE_START, DATE_END, OPTIONS],
  options: { ...TABLE_OPTIONS, load_keyword_ids: LOAD_KEYWORD_IDS },
  path: (args) =>
    v1Path(
      'group_details',
      args.site_id as number,
      args.group_id as number,
      args.date_start as string,
      args.date_end as string,
    ),
  query: (_args, options) => keywordIdsQuery(options),
  paging: { kind: 'none' },
  layout: v1GroupDetailsLayout,
  validate(args, coerce) {
    validateGroup(args, false);
    validatePeriod(args, coerce);
  },
});

export const V1_ALL_GROUP_DETAILS = v1Operation({
  name: 'V1_ALL_GROUP_DETAILS',
  help: 'Performance of every keyword group over a period: keywords, search volume, desktop and mobile visibility and its change.',
  params: [SITE_ID, DATE_START, DATE_END, OPTIONS],
  options: { ...TABLE_OPTIONS, load_keyword_ids: LOAD_KEYWORD_IDS },
  path: (args) =>
    v1Path('all_group_details', args.site_id as number, args.date_start as string, args.date_end as string),
  query: (_args, options) => keywordIdsQuery(options),
  paging: { kind: 'none' },
  layout: v1AllGroupDetailsLayout,
  validate: validatePeriod,
});
