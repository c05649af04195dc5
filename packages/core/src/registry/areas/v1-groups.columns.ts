/** The columns of V1_GROUPS, V1_GROUP_DETAILS, V1_ALL_GROUP_DETAILS and V1_KEYWORD_GROUPS (v1-groups.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { visibility, visibilityChange } from '../../dictionary/shared/v1';

const GROUP_IDENTITY: ColumnEntries = {
  id: column('Group ID', 'id', 'The id of the keyword group that the other V1 functions take (0 is all keywords).'),
  name: column('Group', 'text', 'The name of the keyword group.'),
  is_smart: column(
    'Smart group',
    'flag',
    'TRUE for a smart group (its keywords follow a rule), FALSE for a plain one.',
  ),
};

const GROUP_PERIOD_FIGURES: ColumnEntries = {
  kw_count: column('Keywords', 'count', 'The number of keywords in the group in the period.'),
  search_volume: column(
    'Search volume',
    'count',
    'The total average monthly searches of the keywords of the group in the period.',
  ),
  keywords: column(
    'Keyword IDs',
    'text',
    'The ids of the keywords of the group, comma-separated; filled only with load_keyword_ids=TRUE in options.',
  ),
};

const KEYWORD_GROUPS_COLUMNS: ColumnEntries = {
  ...GROUP_IDENTITY,
  ...GROUP_PERIOD_FIGURES,
  vscore_start: visibility(
    'Desktop visibility at start',
    'Desktop visibility of the group on the first day of the period',
  ),
  vscore_end: visibility('Desktop visibility at end', 'Desktop visibility of the group on the last day of the period'),
  vscore_start_mobile: visibility(
    'Mobile visibility at start',
    'Mobile visibility of the group on the first day of the period',
  ),
  vscore_end_mobile: visibility(
    'Mobile visibility at end',
    'Mobile visibility of the group on the last day of the period',
  ),
};

const GROUP_DETAILS_COLUMNS: ColumnEntries = {
  ...GROUP_PERIOD_FIGURES,
  vscore_start_desktop: visibility(
    'Desktop visibility at start',
    'Desktop visibility of the group on the first day of the period',
  ),
  vscore_stop_desktop: visibility(
    'Desktop visibility at end',
    'Desktop visibility of the group on the last day of the period',
  ),
  vscore_start_mobile: visibility(
    'Mobile visibility at start',
    'Mobile visibility of the group on the first day of the period',
  ),
  vscore_stop_mobile: visibility(
    'Mobile visibility at end',
    'Mobile visibility of the group on the last day of the period',
  ),
  desktop_performance_change: visibilityChange(
    'Desktop visibility change',
    'The performance-related change in desktop visibility of the group over the period',
  ),
  mobile_performance_change: visibilityChange(
    'Mobile visibility change',
    'The performance-related change in mobile visibility of the group over the period',
  ),
};

const ALL_GROUP_DETAILS_COLUMNS: ColumnEntries = {
  group_name: column('Group', 'text', 'The name of the keyword group this row describes.'),
  ...GROUP_DETAILS_COLUMNS,
};

export const V1_GROUPS_AREA_COLUMNS: FunctionColumns = {
  V1_GROUPS: GROUP_IDENTITY,
  V1_GROUP_DETAILS: GROUP_DETAILS_COLUMNS,
  V1_ALL_GROUP_DETAILS: ALL_GROUP_DETAILS_COLUMNS,
  V1_KEYWORD_GROUPS: KEYWORD_GROUPS_COLUMNS,
};
