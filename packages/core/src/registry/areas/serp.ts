/** SERP (interface 3.0): SERP_FEATURES, SERP_VISIBILITY, TOP_RESULTS, RANKING_PAGES, with their records and columns. */
import * as z from 'zod/mini';
import { type CellArg, coerceGroupId } from '../../args';
import { OFFSET_1000 } from '../../engine/paging';
import { InputError } from '../../errors';
import { fields, itemColumn, itemFields } from '../../flatten/columns';
import { defineLayout, itemField, type LayoutColumn } from '../../flatten/layout';
import { lazy } from '../../lazy';
import { dateField, flagField, idField, numberField, objectList, textField } from '../../schemas/fields';
import { serpFeatureItems } from '../../schemas/record-fields';
import { LIST_OPTIONS, TABLE_OPTIONS } from '../common-options';
import { checkDay, checkPeriod } from '../dates';
import { defineFunction } from '../define-function';
import { optional, param, withHelp } from '../param';
import {
  CAMPAIGN_ID,
  DAY,
  DEVICE,
  END_DATE,
  GROUP_ID,
  KEYWORD_IDS,
  KEYWORD_ROWS,
  KEYWORD_ROWS_BY_TEXT,
  offsetPages,
  START_DATE,
  TRACKING_DEPTH_NOTE,
} from '../params';
import { CAMPAIGN_PERIOD } from '../periods';

// Keyword-level daily SERP feature presence.

const serpFeatures = () => serpFeatureItems({ listed: flagField() });

const serpFeaturesSchema = lazy(() =>
  z.looseObject({
    keyword_id: idField(),
    keyword: textField(),
    serp_data: objectList({ date: dateField(), desktop: serpFeatures(), mobile: serpFeatures() }),
  }),
);

const deviceFeatureColumns = (device: string): LayoutColumn[] => [
  itemColumn(`serp_data.${device}`, device, 'text', 'features_present'),
  itemColumn(`serp_data.${device}.listed`, device, 'text', 'features_listed'),
];

/** Daily SERP feature presence: one row per keyword and day. */
export const serpFeaturesLayout = defineLayout({
  recordKey: ['keyword_id'],
  what: 'daily SERP feature data',
  schema: serpFeaturesSchema,
  columns: [
    ...fields({ keyword_id: 'integer', keyword: 'text' }),
    itemField('serp_data', 'date', 'date'),
    ...deviceFeatureColumns('desktop'),
    ...deviceFeatureColumns('mobile'),
  ],
  unroll: { path: 'serp_data', perDevice: false },
  rows: 'One row per keyword and day.',
  notes: [
    'serp_data.desktop and serp_data.mobile list the codes of every SERP feature present that day (upper case,',
    'comma-joined); the .listed columns list only the features in which your site is listed.',
  ],
});

// Top 100 results of tracked keywords, and the campaign's ranking pages.

const topResultsSchema = lazy(() =>
  z.looseObject({
    keyword_id: idField(),
    keyword: textField(),
    top_100_results: objectList({
      rank: numberField(),
      domain: textField(),
      landing_page: textField(),
      title: textField(),
      description: textField(),
      search_intent: textField(),
    }),
  }),
);

/** Top 100 results in long format: one row per keyword and result. */
export const topResultsLayout = defineLayout({
  recordKey: ['keyword_id'],
  what: 'top 100 results',
  schema: topResultsSchema,
  columns: [
    ...fields({ keyword_id: 'integer', keyword: 'text' }),
    ...itemFields('top_100_results', {
      rank: 'number',
      domain: 'text',
      landing_page: 'text',
      title: 'text',
      description: 'text',
      search_intent: 'text',
    }),
  ],
  unroll: { path: 'top_100_results', perDevice: false },
  rows: 'One row per keyword and result (up to 100 per keyword), in the order the service lists them.',
});

const rankingPagesSchema = lazy(() =>
  z.looseObject({
    url: textField(),
    title: textField(),
    description: textField(),
    ranking_keywords: objectList({ keyword_id: idField(), keyword: textField() }),
  }),
);

/** Ranking pages in long format: one row per page and keyword it ranks for. */
export const rankingPagesLayout = defineLayout({
  what: 'ranking pages',
  recordKey: ['url'],
  schema: rankingPagesSchema,
  columns: [
    ...fields({ url: 'text', title: 'text', description: 'text' }),
    ...itemFields('ranking_keywords', { keyword_id: 'integer', keyword: 'text' }),
  ],
  unroll: { path: 'ranking_keywords', perDevice: false },
  rows: 'One row per landing page and tracked keyword it ranks for.',
  notes: ['A page without ranking keywords keeps one row with the keyword columns empty.', TRACKING_DEPTH_NOTE],
});

/** This operation reads the device as a number. */
const DEVICE_NUMBER = { desktop: 1, mobile: 2 } as const;

/** Only all keywords (0) or the Brand folder (-1) are measured here; the service spells them 0 and brand. */
const SERP_VISIBILITY_GROUP = optional(
  param.custom(
    'group_id',
    'group_id',
    'All keywords (0, "all" or empty) or the Brand folder (-1 or "brand"); other groups are not measured here.',
    (value: CellArg): number => {
      const group = coerceGroupId(value, 'group_id');
      if (group === 0 || group === -1) return group;
      throw new InputError(
        `group_id: SERP visibility is measured for all keywords (0) or the Brand folder ("brand") only, not group ${group}.`,
      );
    },
  ),
);

export const SERP_VISIBILITY = defineFunction({
  knownColumns: ['date', 'device', 'visibility', 'serp_features.feature', 'serp_features.visibility'],
  help: 'Visibility of your site across the SERP features of all keywords or of the Brand folder, for a period.',
  params: [
    CAMPAIGN_ID,
    START_DATE,
    END_DATE,
    withHelp(DEVICE, 'desktop or mobile (default: the service decides).'),
    SERP_VISIBILITY_GROUP,
  ],
  options: TABLE_OPTIONS,
  prepare: checkPeriod,
  what: 'SERP visibility data',
  path: '/rank-tracker/v3.0/serp-visibility',
  query: (args) => ({
    group_id: args.group_id === -1 ? 'brand' : args.group_id,
    device: args.device === undefined ? undefined : DEVICE_NUMBER[args.device],
  }),
  result:
    'One row per record as the service sends it; nested fields become dotted columns and one list of items is unrolled into one row per item. The service does not document this answer, so the columns follow what it sends.',
});

export const SERP_FEATURES = defineFunction({
  help: 'Day-by-day SERP features on desktop and mobile for each tracked keyword, and those where your site is listed.',
  ...CAMPAIGN_PERIOD,
  options: KEYWORD_ROWS_BY_TEXT,
  path: '/rank-tracker/v3.0/keywords/serp-feature-presence',
  // A keyword carries every day's feature lists for both devices, so pages stay smaller than the usual 1000.
  paging: offsetPages(250),
  layout: serpFeaturesLayout,
});

export const TOP_RESULTS = defineFunction({
  help: 'The top 100 Google results of each tracked keyword on one day: domain, page, title, description and intent.',
  params: [CAMPAIGN_ID, DAY, DEVICE, GROUP_ID],
  options: KEYWORD_ROWS,
  prepare: checkDay,
  path: '/rank-tracker/v3.0/keywords/top-results',
  query: (args) => ({ device: args.device ?? 'desktop' }),
  // Each keyword carries 100 results with titles and descriptions: 100 keywords a page keep answers a few MB.
  paging: offsetPages(100),
  layout: topResultsLayout,
});

export const RANKING_PAGES = defineFunction({
  help: 'The pages of your site that rank for tracked keywords, with their titles and the keywords each ranks for.',
  params: [CAMPAIGN_ID, GROUP_ID],
  options: {
    ...LIST_OPTIONS,
    limit: { type: 'integer', min: 1, max: 1_000_000, help: 'at most this many pages (default: all of them)' },
    keyword_ids: KEYWORD_IDS,
    search: { type: 'text', help: 'only pages matching this text' },
  },
  path: '/rank-tracker/v3.0/keywords/ranking-pages',
  paging: OFFSET_1000,
  layout: rankingPagesLayout,
});
