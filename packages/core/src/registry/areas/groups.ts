/** Keyword groups (interface 3.0): GROUPS, GROUP_DATA, GROUP_VISIBILITY, with their records and columns. */
import * as z from 'zod/mini';
import { OFFSET_1000 } from '../../engine/paging';
import {
  derivedColumn,
  fields,
  itemColumns,
  itemFields,
  MONTHLY_SEARCHES_NOTE,
  searchDataColumns,
  trafficDataColumns,
} from '../../flatten/columns';
import { defineLayout, deviceColumn, type LayoutColumn } from '../../flatten/layout';
import { lazy } from '../../lazy';
import {
  dateField,
  featureCodeField,
  idField,
  numberField,
  objectList,
  section,
  textField,
} from '../../schemas/fields';
import { deviceNumbers, opportunitySection, searchDataSection, trafficDataSection } from '../../schemas/record-fields';
import { foldAliases } from '../../schemas/reshape';
import { isPlainObject, type PlainObject, toText } from '../../schemas/values';
import { LIST_OPTIONS, TABLE_OPTIONS } from '../common-options';
import { checkPeriod } from '../dates';
import { defineFunction } from '../define-function';
import { optional, param } from '../param';
import { CAMPAIGN_ID, DOMAIN, END_DATE, KEYWORD_IDS, SEGMENT_FILTERS, START_DATE } from '../params';
import { CAMPAIGN_PERIOD } from '../periods';

/** Where the schema puts the tree walked into rows; not an API field. */
const TREE_ROWS = 'group_rows';

interface GroupRow {
  group_id: unknown;
  name: unknown;
  type: unknown;
  parent_group_id: unknown;
  level: number;
  path: string;
}

function childrenOf(node: PlainObject): PlainObject[] {
  const children = node.subgroups;
  // PHP services may send a list as an object keyed by id.
  const list = Array.isArray(children) ? children : isPlainObject(children) ? Object.values(children) : [];
  return list.filter(isPlainObject);
}

/** The node and every descendant, depth first, each with its parent, depth and folder path. */
function walkTree(node: PlainObject, parent: unknown, level: number, trail: readonly string[], out: GroupRow[]) {
  const name = node.name ?? node.group_name;
  // toText, not String: a name sent as an object (even one whose toString is not a function) stays visible text.
  const path = [...trail, toText(name) ?? toText(node.group_id) ?? ''];
  out.push({ group_id: node.group_id, name, type: node.type, parent_group_id: parent, level, path: path.join(' > ') });
  for (const child of childrenOf(node)) walkTree(child, node.group_id, level + 1, path, out);
  return out;
}

const groupTreeSchema = lazy(() =>
  z.pipe(
    z.transform((record) =>
      isPlainObject(record) ? { ...record, [TREE_ROWS]: walkTree(record, undefined, 1, [], []) } : record,
    ),
    z.looseObject({
      group_id: idField(),
      name: textField(),
      type: textField(),
      subgroups: z.optional(z.unknown()),
      [TREE_ROWS]: objectList({
        group_id: idField(),
        name: textField(),
        type: textField(),
        parent_group_id: idField(),
        level: numberField(),
        path: textField(),
      }),
    }),
  ),
);

/** The groups tree: one row per folder, group or smart group, parents before their subgroups. */
export const groupsLayout = defineLayout({
  what: 'keyword groups',
  schema: groupTreeSchema,
  columns: itemColumns({
    group_id: 'integer',
    name: 'text',
    type: 'text',
    parent_group_id: 'integer',
    level: 'integer',
    path: 'text',
  }),
  unroll: { path: TREE_ROWS, perDevice: false },
  rows: 'One row per folder, group or smart group, each parent followed by its subgroups.',
  notes: [
    'type is folder, group or smart group; parent_group_id is empty for top-level entries; level is 1 at the top;',
    'path is the chain of names from the top, joined by " > ".',
  ],
});

/** Where the schema puts SERP feature counts in the `{feature, count}` form the feature_counts format reads. */
const SERP_COUNTS = 'serp_counts';

const serpCountItems = () =>
  objectList({ feature: featureCodeField(), presence_count: numberField(), listed_count: numberField() });

function countsOf(list: unknown, key: 'presence_count' | 'listed_count') {
  if (!Array.isArray(list)) return undefined;
  return list.filter(isPlainObject).map((item) => ({ feature: item.feature, count: item[key] }));
}

function withSerpCounts(record: unknown): unknown {
  if (!isPlainObject(record)) return record;
  const serp = isPlainObject(record.serp_data) ? record.serp_data : {};
  const counts = Object.fromEntries(
    (['desktop', 'mobile'] as const).map((device) => [
      device,
      { presence: countsOf(serp[device], 'presence_count'), listed: countsOf(serp[device], 'listed_count') },
    ]),
  );
  return { ...record, [SERP_COUNTS]: counts };
}

const visibilityFigures = () => section({ latest: numberField(), trend: numberField() });
const countList = () => objectList({ feature: featureCodeField(), count: numberField() });

const groupDataSchema = lazy(() =>
  z.pipe(
    z.transform((record) =>
      withSerpCounts(
        foldAliases(record, [
          ['percentage_clicks', 'serp_data.percentage_clicks'],
          ['opportunity.difficulty_top_10', 'opportunity.difficulty'],
        ]),
      ),
    ),
    z.looseObject({
      group_id: idField(),
      group_name: textField(),
      keyword_counters: section({ main_keywords: numberField(), close_variations: numberField() }),
      serp_data: section({ percentage_clicks: numberField(), desktop: serpCountItems(), mobile: serpCountItems() }),
      search_intent: section({ informational: numberField(), commercial: numberField(), transactional: numberField() }),
      search_data: searchDataSection({ volume_by_device: deviceNumbers() }),
      visibility: section({ desktop: visibilityFigures(), mobile: visibilityFigures() }),
      opportunity: opportunitySection(),
      traffic_data: trafficDataSection(),
      [SERP_COUNTS]: section({
        desktop: section({ presence: countList(), listed: countList() }),
        mobile: section({ presence: countList(), listed: countList() }),
      }),
    }),
  ),
);

const serpCountColumns = (device: string): LayoutColumn[] => [
  derivedColumn(`serp_data.${device}.presence_count`, `${SERP_COUNTS}.${device}.presence`, 'text', 'feature_counts'),
  derivedColumn(`serp_data.${device}.listed_count`, `${SERP_COUNTS}.${device}.listed`, 'text', 'feature_counts'),
];

/** Group data: one row per group. */
export const groupDataLayout = defineLayout({
  recordKey: ['group_id'],
  what: 'group data',
  schema: groupDataSchema,
  columns: [
    ...fields({
      group_id: 'integer',
      group_name: 'text',
      'keyword_counters.main_keywords': 'integer',
      'keyword_counters.close_variations': 'integer',
    }),
    ...searchDataColumns(),
    ...fields({
      'search_data.volume_by_device.desktop': 'integer',
      'search_data.volume_by_device.mobile': 'integer',
      'serp_data.percentage_clicks': 'number',
    }),
    ...serpCountColumns('desktop'),
    ...serpCountColumns('mobile'),
    ...fields({
      'search_intent.informational': 'integer',
      'search_intent.commercial': 'integer',
      'search_intent.transactional': 'integer',
      'visibility.desktop.latest': 'number',
      'visibility.desktop.trend': 'number',
      'visibility.mobile.latest': 'number',
      'visibility.mobile.trend': 'number',
      'opportunity.score': 'number',
      'opportunity.additional_monthly_sessions': 'integer',
      'opportunity.difficulty': 'text',
      'opportunity.avg_cpc': 'number',
    }),
    ...trafficDataColumns(),
  ],
  rows: 'One row per keyword group.',
  notes: [
    MONTHLY_SEARCHES_NOTE,
    'serp_data.desktop.presence_count lists each SERP feature with the number of keywords showing it (FSN:120, QNS:80);',
    'the .listed_count columns count the keywords where your site is listed in the feature.',
    'serp_data.percentage_clicks also reads a top-level percentage_clicks; opportunity.score may show N/A.',
  ],
});

const dailyVisibilitySchema = lazy(() =>
  z.looseObject({
    date: dateField(),
    visibility: section({ desktop: numberField(), mobile: numberField() }),
    avg_rank: section({ desktop: numberField(), mobile: numberField() }),
    feature_visibility: section({ desktop: numberField(), mobile: numberField() }),
  }),
);

/** Daily group visibility: one row per day. */
export const groupVisibilityLayout = defineLayout({
  what: 'daily group visibility',
  schema: dailyVisibilitySchema,
  columns: fields({
    date: 'date',
    'visibility.desktop': 'number',
    'visibility.mobile': 'number',
    'avg_rank.desktop': 'number',
    'avg_rank.mobile': 'number',
    'feature_visibility.desktop': 'number',
    'feature_visibility.mobile': 'number',
  }),
  rows: 'One row per day.',
  notes: ['feature_visibility columns are filled only when the feature_visibility option names a SERP feature.'],
});

export const GROUPS = defineFunction({
  help: 'The keyword folders, groups and smart groups of a campaign, with their ids and where each sits in the tree.',
  params: [CAMPAIGN_ID],
  options: TABLE_OPTIONS,
  path: '/rank-tracker/v3.0/groups',
  layout: groupsLayout,
});

/**
 * The group data operation, read by GROUP_DATA and GROUP_SERP_FEATURES into their own columns: a period and,
 * optionally, some groups.
 */
const GROUPS_DATA = {
  params: [
    CAMPAIGN_ID,
    START_DATE,
    END_DATE,
    optional(
      param.list(
        'group_ids',
        'group_id',
        'Only these groups: group ids as comma text or a range (e.g. 123, 456; "brand" for the Brand folder). Default: every group.',
      ),
    ),
  ],
  path: '/rank-tracker/v3.0/groups/data',
  paging: OFFSET_1000,
} as const;

export const GROUP_DATA = defineFunction({
  sentAsPercent: ['visibility.desktop.latest', 'visibility.mobile.latest'],
  help: 'Search volume, SERP features, visibility, opportunity and traffic totals per keyword group for a period.',
  ...GROUPS_DATA,
  options: LIST_OPTIONS,
  prepare: checkPeriod,
  layout: groupDataLayout,
});

/** SERP features per group in long format: one row per group, device and feature. */
export const groupSerpFeaturesLayout = defineLayout({
  what: 'group SERP feature data',
  recordKey: ['group_id'],
  schema: groupDataSchema,
  columns: [
    ...fields({ group_id: 'integer', group_name: 'text' }),
    deviceColumn(),
    ...itemFields('serp_data', { feature: 'text', presence_count: 'integer', listed_count: 'integer' }),
  ],
  unroll: { path: 'serp_data', perDevice: true },
  rows: 'One row per keyword group, device and SERP feature (desktop rows first).',
  notes: [
    'serp_data.presence_count is how many keywords of the group show the feature; serp_data.listed_count how many of',
    'them list your site in it. A group without SERP features keeps one row with the feature columns empty.',
  ],
});

export const GROUP_SERP_FEATURES = defineFunction({
  help: 'How many keywords of each group show each SERP feature on desktop and mobile, and in how many your site is listed.',
  ...GROUPS_DATA,
  options: {
    ...TABLE_OPTIONS,
    limit: { ...LIST_OPTIONS.limit, help: 'at most this many groups (default: all of them)' },
  },
  prepare: checkPeriod,
  layout: groupSerpFeaturesLayout,
});

const FEATURES = [
  'product_listing',
  'images_pack',
  'questions',
  'ads_pack',
  'knowledge_graph',
  'top_stories',
  'local_pack',
  'featured_snippet',
  'recipes',
  'news',
] as const;

export const GROUP_VISIBILITY = defineFunction({
  help: 'Daily visibility and average rank of a keyword group on desktop and mobile, optionally within one SERP feature.',
  ...CAMPAIGN_PERIOD,
  options: {
    ...TABLE_OPTIONS,
    keyword_ids: KEYWORD_IDS,
    domain: DOMAIN,
    feature_visibility: {
      type: 'enum',
      values: FEATURES,
      help: `also the visibility within one SERP feature: ${FEATURES.join(', ')}`,
    },
    ...SEGMENT_FILTERS,
  },
  path: '/rank-tracker/v3.0/groups/daily-visibility',
  layout: groupVisibilityLayout,
});
