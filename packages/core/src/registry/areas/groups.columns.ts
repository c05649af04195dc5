/** The columns of the keyword group functions: GROUPS, GROUP_DATA, GROUP_SERP_FEATURES, GROUP_VISIBILITY (groups.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import {
  aggregateSearchData,
  clickShare,
  forDevices,
  LEGEND,
  opportunity,
  trafficData,
} from '../../dictionary/shared/tracking';

const KEYWORDS_OF_GROUP = "the group's keywords";

/** The group a row of group data sums up. */
const GROUP_IDENTITY: ColumnEntries = {
  group_id: column(
    'Group ID',
    'id',
    'Id of the keyword group the row sums up; pass it as group_id to other functions.',
  ),
  group_name: column('Group name', 'text', 'Name of the keyword group.'),
};

const GROUPS: ColumnEntries = {
  group_id: column('Group ID', 'id', 'Id of the folder, group or smart group; pass it as group_id to other functions.'),
  name: column('Name', 'text', 'Name of the folder, group or smart group.'),
  type: column('Type', 'text', 'What the entry is: folder, group or smart group.'),
  parent_group_id: column(
    'Parent group ID',
    'id',
    'Id of the folder the entry sits in; empty for entries at the top of the tree.',
  ),
  level: column('Level', 'number', 'Depth of the entry in the tree: 1 at the top, 2 inside a top folder, and so on.'),
  path: column('Path', 'text', 'Names of the folders above the entry and its own, from the top, joined by " > ".'),
};

const GROUP_DATA: ColumnEntries = {
  ...GROUP_IDENTITY,
  'keyword_counters.main_keywords': column(
    'Main keywords',
    'count',
    'Keywords of the group that are main keywords (not close variations of another).',
  ),
  'keyword_counters.close_variations': column(
    'Close variations',
    'count',
    'Keywords of the group counted as close variations of a main keyword.',
  ),
  ...aggregateSearchData(KEYWORDS_OF_GROUP),
  ...forDevices((device, Word) => ({
    [`search_data.volume_by_device.${device}`]: column(
      `${Word} search volume`,
      'count',
      `The part of the group's search volume made on ${device}.`,
    ),
  })),
  ...clickShare(KEYWORDS_OF_GROUP),
  ...forDevices((device) => ({
    [`serp_data.${device}.presence_count`]: column(
      `SERP features (${device})`,
      'code list',
      `Each ${device} SERP feature with the number of the group's keywords showing it (FSN:120, QNS:80); ${LEGEND}.`,
    ),
    [`serp_data.${device}.listed_count`]: column(
      `Listed in features (${device})`,
      'code list',
      `Each ${device} SERP feature with the number of the group's keywords where the campaign's site is listed in it; ${LEGEND}.`,
    ),
  })),
  'search_intent.informational': column(
    'Informational keywords',
    'count',
    'Keywords of the group with informational search intent.',
  ),
  'search_intent.commercial': column(
    'Commercial keywords',
    'count',
    'Keywords of the group with commercial search intent.',
  ),
  'search_intent.transactional': column(
    'Transactional keywords',
    'count',
    'Keywords of the group with transactional search intent.',
  ),
  ...forDevices((device, Word) => ({
    [`visibility.${device}.latest`]: column(
      `${Word} visibility`,
      'fraction',
      `${Word} visibility of the campaign's site on the group at the end of the period, as a fraction 0–1 like every visibility (the service sends a percentage here, divided by 100).`,
    ),
    [`visibility.${device}.trend`]: column(
      `${Word} visibility change`,
      'points',
      `Change of the ${device} visibility over the period, in percentage points.`,
    ),
  })),
  ...opportunity(KEYWORDS_OF_GROUP, 'N/A when the service has not computed it'),
  ...trafficData(KEYWORDS_OF_GROUP),
};

const GROUP_SERP_FEATURES: ColumnEntries = {
  ...GROUP_IDENTITY,
  'serp_data.feature': column(
    'SERP feature',
    'code list',
    `Code of the SERP feature the row counts, on the device of the row; ${LEGEND}.`,
  ),
  'serp_data.presence_count': column(
    'Keywords showing it',
    'count',
    "Number of the group's keywords whose results show the feature.",
  ),
  'serp_data.listed_count': column(
    'Keywords listing your site',
    'count',
    "Number of the group's keywords where the campaign's site is listed in the feature.",
  ),
};

const GROUP_VISIBILITY: ColumnEntries = {
  date: column('Day', 'date', 'The day the figures of this row are for.'),
  ...forDevices((device, Word) => ({
    [`visibility.${device}`]: column(
      `${Word} visibility`,
      'fraction',
      `${Word} visibility that day of the campaign's site (or of the domain option) on the keywords asked for, as a fraction 0–1 (0.133 reads 13.3 %), the scale of every visibility.`,
    ),
    [`avg_rank.${device}`]: column(
      `${Word} average rank`,
      'rank',
      `Average ${device} Google rank that day over the keywords asked for, as the service computes it.`,
    ),
    [`feature_visibility.${device}`]: column(
      `${Word} feature visibility`,
      'fraction',
      `${Word} visibility that day within the SERP feature the feature_visibility option names, as a 0–1 fraction; empty without that option.`,
    ),
  })),
};

export const GROUPS_AREA_COLUMNS: FunctionColumns = {
  GROUPS,
  GROUP_DATA,
  GROUP_SERP_FEATURES,
  GROUP_VISIBILITY,
};
