/**
 * Keyword groups (interface 1.2): V1_GROUPS, V1_GROUP_DETAILS, V1_ALL_GROUP_DETAILS, V1_KEYWORD_GROUPS, with their
 * records and columns.
 */
import * as z from 'zod/mini';
import { fields } from '../../flatten/columns';
import { defineLayout, field, type LayoutColumn } from '../../flatten/layout';
import { keywordIdsField } from '../../flatten/v1-fields';
import { lazy } from '../../lazy';
import { flagField, idField, numberField, textField } from '../../schemas/fields';
import { LIST_OPTIONS, TABLE_OPTIONS } from '../common-options';
import { checkV1Period } from '../dates';
import { defineFunction } from '../define-function';
import { SITE_PERIOD, sitePeriodPath } from '../periods';
import { keywordGroupsPaging } from '../v1-paging';
import { DATE_END, DATE_START, GROUP_ID, SITE_ID } from '../v1-params';
import { v1Path } from '../v1-path';

const KEYWORD_IDS_NOTE =
  'keywords lists the keyword ids (comma-separated) only when load_keyword_ids=TRUE is in options.';

const groupsSchema = lazy(() => z.looseObject({ id: idField(), name: textField(), is_smart: flagField() }));

/** Keyword groups of a site (groups_list): one row per group. */
export const v1GroupsLayout = defineLayout({
  what: 'the group list',
  schema: groupsSchema,
  columns: [field('id', 'integer'), field('name', 'text'), field('is_smart', 'boolean')],
  rows: 'One row per keyword group.',
  notes: ['id is the group id the other V1 functions take; is_smart is TRUE for a group defined by a smart rule.'],
});

const keywordGroupsSchema = lazy(() =>
  z.looseObject({
    id: idField(),
    name: textField(),
    is_smart: flagField(),
    kw_count: numberField(),
    search_volume: numberField(),
    vscore_start: numberField(),
    vscore_end: numberField(),
    vscore_start_mobile: numberField(),
    vscore_end_mobile: numberField(),
    keywords: keywordIdsField(),
  }),
);

/** Keyword groups with their period figures (the deprecated keyword_groups operation): one row per group. */
export const v1KeywordGroupsLayout = defineLayout({
  what: 'keyword group data',
  recordKey: ['id'],
  schema: keywordGroupsSchema,
  columns: fields({
    id: 'integer',
    name: 'text',
    is_smart: 'boolean',
    kw_count: 'integer',
    search_volume: 'number',
    vscore_start: 'number',
    vscore_end: 'number',
    vscore_start_mobile: 'number',
    vscore_end_mobile: 'number',
    keywords: 'text',
  }),
  rows: 'One row per keyword group.',
  notes: [
    'kw_count and search_volume are totals for the period; vscore_start and vscore_end are desktop visibility at the',
    'start and the end of the period, the _mobile columns the same on mobile.',
    KEYWORD_IDS_NOTE,
  ],
});

const detailsShape = () => ({
  kw_count: numberField(),
  search_volume: numberField(),
  vscore_start_desktop: numberField(),
  vscore_stop_desktop: numberField(),
  vscore_start_mobile: numberField(),
  vscore_stop_mobile: numberField(),
  desktop_performance_change: numberField(),
  mobile_performance_change: numberField(),
  keywords: keywordIdsField(),
});

const detailsColumns: LayoutColumn[] = [
  ...fields({
    kw_count: 'integer',
    search_volume: 'number',
    vscore_start_desktop: 'number',
    vscore_stop_desktop: 'number',
    vscore_start_mobile: 'number',
    vscore_stop_mobile: 'number',
    desktop_performance_change: 'number',
    mobile_performance_change: 'number',
    keywords: 'text',
  }),
];

const DETAILS_NOTE =
  'vscore_start_* and vscore_stop_* are visibility at the start and the end of the period; *_performance_change is the performance-related visibility change.';

/** Performance of one group over a period (group_details). */
export const v1GroupDetailsLayout = defineLayout({
  what: 'group performance',
  schema: () => z.looseObject(detailsShape()),
  columns: detailsColumns,
  rows: 'One row for the group.',
  notes: [DETAILS_NOTE, KEYWORD_IDS_NOTE],
});

/** Performance of every group over a period (all_group_details): one row per group. */
export const v1AllGroupDetailsLayout = defineLayout({
  what: 'performance of all groups',
  schema: () => z.looseObject({ group_name: textField(), ...detailsShape() }),
  columns: [field('group_name', 'text'), ...detailsColumns],
  rows: 'One row per keyword group.',
  notes: [DETAILS_NOTE, KEYWORD_IDS_NOTE],
});

const LOAD_KEYWORD_IDS = {
  type: 'boolean',
  help: 'TRUE also lists the keyword ids of each group in the keywords column (slower)',
} as const;

/** `load_keyword_ids=1` when asked for; the service reads 1, not true. */
const keywordIdsQuery = (options: Record<string, unknown>) => ({
  load_keyword_ids: options.load_keyword_ids === true ? 1 : undefined,
});

export const V1_KEYWORD_GROUPS = defineFunction({
  sentAsPercent: ['vscore_start', 'vscore_end', 'vscore_start_mobile', 'vscore_end_mobile'],
  help: 'Deprecated by the service (use V1_GROUPS with V1_GROUP_DETAILS or V1_ALL_GROUP_DETAILS): keyword groups with keyword counts, search volume and visibility for a period.',
  ...SITE_PERIOD,
  options: {
    ...LIST_OPTIONS,
    load_keyword_ids: { ...LOAD_KEYWORD_IDS, help: `${LOAD_KEYWORD_IDS.help}; pages then hold 10 groups` },
  },
  path: sitePeriodPath('keyword_groups'),
  query: (_args, options) => keywordIdsQuery(options),
  paging: (options) => keywordGroupsPaging(options.load_keyword_ids === true),
  layout: v1KeywordGroupsLayout,
});

export const V1_GROUPS = defineFunction({
  help: 'The keyword groups of a site: group id, name and whether it is a smart group.',
  params: [SITE_ID],
  options: TABLE_OPTIONS,
  path: (args) => v1Path('groups_list', args.site_id),
  layout: v1GroupsLayout,
});

export const V1_GROUP_DETAILS = defineFunction({
  sentAsPercent: ['vscore_start_desktop', 'vscore_stop_desktop', 'vscore_start_mobile', 'vscore_stop_mobile'],
  help: 'Performance of one keyword group over a period: keywords, search volume, desktop and mobile visibility and its change.',
  params: [SITE_ID, GROUP_ID, DATE_START, DATE_END],
  options: { ...TABLE_OPTIONS, load_keyword_ids: LOAD_KEYWORD_IDS },
  prepare: checkV1Period,
  path: (args) => v1Path('group_details', args.site_id, args.group_id, args.date_start, args.date_end),
  query: (_args, options) => keywordIdsQuery(options),
  layout: v1GroupDetailsLayout,
});

export const V1_ALL_GROUP_DETAILS = defineFunction({
  sentAsPercent: ['vscore_start_desktop', 'vscore_stop_desktop', 'vscore_start_mobile', 'vscore_stop_mobile'],
  help: 'Performance of every keyword group over a period: keywords, search volume, desktop and mobile visibility and its change.',
  ...SITE_PERIOD,
  options: { ...TABLE_OPTIONS, load_keyword_ids: LOAD_KEYWORD_IDS },
  path: sitePeriodPath('all_group_details'),
  query: (_args, options) => keywordIdsQuery(options),
  layout: v1AllGroupDetailsLayout,
});
