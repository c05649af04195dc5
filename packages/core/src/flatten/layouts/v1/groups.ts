import * as z from 'zod/mini';
import { flagField, idField, numberField, textField } from '../../../schemas/fields';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../layout';
import { keywordIdsField } from './shared';

const KEYWORD_IDS_NOTE =
  'keywords lists the keyword ids (comma-separated) only when load_keyword_ids=TRUE is in options.';

const groupsSchema = z.looseObject({ id: idField(), name: textField(), is_smart: flagField() });

const groupsColumns: LayoutColumn[] = [field('id', 'integer'), field('name', 'text'), field('is_smart', 'boolean')];

/** Keyword groups of a site (groups_list): one row per group. */
export const v1GroupsLayout: Layout = {
  name: 'v1_groups',
  what: 'the group list',
  schema: groupsSchema,
  columns: groupsColumns,
  help: describeLayout('One row per keyword group.', groupsColumns, [
    'id is the group id the other V1 functions take; is_smart is TRUE for a group defined by a smart rule.',
  ]),
};

const keywordGroupsSchema = z.looseObject({
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
});

const keywordGroupsColumns: LayoutColumn[] = [
  field('id', 'integer'),
  field('name', 'text'),
  field('is_smart', 'boolean'),
  field('kw_count', 'integer'),
  field('search_volume', 'number'),
  field('vscore_start', 'number'),
  field('vscore_end', 'number'),
  field('vscore_start_mobile', 'number'),
  field('vscore_end_mobile', 'number'),
  field('keywords', 'text'),
];

/** Keyword groups with their period figures (the deprecated keyword_groups operation): one row per group. */
export const v1KeywordGroupsLayout: Layout = {
  name: 'v1_keyword_groups',
  what: 'keyword group data',
  schema: keywordGroupsSchema,
  columns: keywordGroupsColumns,
  help: describeLayout('One row per keyword group.', keywordGroupsColumns, [
    'kw_count and search_volume are totals for the period; vscore_start and vscore_end are desktop visibility at the',
    'start and the end of the period, the _mobile columns the same on mobile.',
    KEYWORD_IDS_NOTE,
  ]),
};

const detailsShape = {
  kw_count: numberField(),
  search_volume: numberField(),
  vscore_start_desktop: numberField(),
  vscore_stop_desktop: numberField(),
  vscore_start_mobile: numberField(),
  vscore_stop_mobile: numberField(),
  desktop_performance_change: numberField(),
  mobile_performance_change: numberField(),
  keywords: keywordIdsField(),
};

const detailsColumns: LayoutColumn[] = [
  field('kw_count', 'integer'),
  field('search_volume', 'number'),
  field('vscore_start_desktop', 'number'),
  field('vscore_stop_desktop', 'number'),
  field('vscore_start_mobile', 'number'),
  field('vscore_stop_mobile', 'number'),
  field('desktop_performance_change', 'number'),
  field('mobile_performance_change', 'number'),
  field('keywords', 'text'),
];

const DETAILS_NOTE =
  'vscore_start_* and vscore_stop_* are visibility at the start and the end of the period; *_performance_change is the performance-related visibility change.';

/** Performance of one group over a period (group_details). */
export const v1GroupDetailsLayout: Layout = {
  name: 'v1_group_details',
  what: 'group performance',
  schema: z.looseObject(detailsShape),
  columns: detailsColumns,
  help: describeLayout('One row for the group.', detailsColumns, [DETAILS_NOTE, KEYWORD_IDS_NOTE]),
};

const allDetailsColumns: LayoutColumn[] = [field('group_name', 'text'), ...detailsColumns];

/** Performance of every group over a period (all_group_details): one row per group. */
export const v1AllGroupDetailsLayout: Layout = {
  name: 'v1_all_group_details',
  what: 'performance of all groups',
  schema: z.looseObject({ group_name: textField(), ...detailsShape }),
  columns: allDetailsColumns,
  help: describeLayout('One row per keyword group.', allDetailsColumns, [DETAILS_NOTE, KEYWORD_IDS_NOTE]),
};
