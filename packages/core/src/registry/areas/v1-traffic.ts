/**
 * Traffic, content and visibility (interface 1.2): V1_ORGANIC_TRAFFIC, V1_ORGANIC_TRAFFIC_SPLIT, V1_CONTENT,
 * V1_VISIBILITY_DATA, V1_VISIBILITY_SCORE.
 */
import * as z from 'zod/mini';
import { fields, itemFields } from '../../flatten/columns';
import { defineLayout, field, type LayoutColumn } from '../../flatten/layout';
import { annotationsField, keywordNamesField } from '../../flatten/v1-fields';
import { lazy } from '../../lazy';
import { dateField, numberField, objectList, section, textField } from '../../schemas/fields';
import { LIST_OPTIONS, TABLE_OPTIONS } from '../common-options';
import { checkV1Period } from '../dates';
import { defineFunction } from '../define-function';
import { optional, param } from '../param';
import { DEVICE } from '../params';
import { SITE_PERIOD, sitePeriodPath } from '../periods';
import { ROWS_BY_THOUSAND } from '../v1-paging';
import { DATE_END, DATE_START, deviceNumber, OPTIONAL_GROUP_ID, SITE_ID } from '../v1-params';
import { v1Path } from '../v1-path';

const segmentColumns = (segment: 'non_brand' | 'brand'): LayoutColumn[] => [
  field(`visits_${segment}`, 'integer'),
  field(`goals_conversions_${segment}`, 'number'),
  field(`conversion_rate_${segment}`, 'number'),
  field(`goals_conversions_value_${segment}`, 'number'),
];

const organicTrafficColumns: LayoutColumn[] = [
  field('date', 'date'),
  ...segmentColumns('non_brand'),
  ...segmentColumns('brand'),
];

const organicTrafficSchema = lazy(() =>
  z.looseObject({
    date: dateField(),
    ...Object.fromEntries(organicTrafficColumns.slice(1).map((column) => [column.header, numberField()])),
  }),
);

/** Organic traffic per day, brand and non-brand side by side (organic_traffic). */
export const v1OrganicTrafficLayout = defineLayout({
  what: 'organic traffic',
  schema: organicTrafficSchema,
  columns: organicTrafficColumns,
  rows: 'One row per day.',
  notes: [
    'visits are organic sessions, goals_conversions the conversions they generated, conversion_rate their rate and',
    'goals_conversions_value the value of those conversions; the _non_brand columns come first, then the _brand ones.',
  ],
});

const contentSchema = lazy(() =>
  z.looseObject({
    date: dateField(),
    title: textField(),
    article_url: textField(),
    source: textField(),
    social: section({ facebook: numberField() }),
    visits: numberField(),
    conversions: numberField(),
    conversions_value: numberField(),
    landing_pages: objectList(
      {
        url: textField(),
        keywords: keywordNamesField(),
        search_volume: numberField(),
        visibility_score: numberField(),
        visibility_score_change: numberField(),
      },
      { single: true },
    ),
  }),
);

/** Content performance (content): one row per linking article and landing page it links to. */
export const v1ContentLayout = defineLayout({
  what: 'content performance',
  // One record per article; with its publishing day, so an article listed again on another day is not a repeat.
  recordKey: ['article_url', 'date'],
  schema: contentSchema,
  columns: [
    ...fields({
      date: 'date',
      title: 'text',
      article_url: 'text',
      source: 'text',
      'social.facebook': 'integer',
      visits: 'integer',
      conversions: 'number',
      conversions_value: 'number',
    }),
    ...itemFields('landing_pages', {
      url: 'text',
      keywords: 'text',
      search_volume: 'integer',
      visibility_score: 'number',
      visibility_score_change: 'number',
    }),
  ],
  unroll: { path: 'landing_pages', perDevice: false },
  rows: 'One row per linking article and linked landing page (an article without landing pages keeps one row).',
  notes: [
    'date is the publishing day of the article; visits, conversions and conversions_value are what the article generated;',
    'landing_pages.keywords lists the tracked keywords of the landing page (comma-separated); its visibility_score is on',
    'the last day of the period and visibility_score_change the change over the period.',
  ],
});

/** Daily visibility of a group on one device, with graph annotations (visibility_score_data). */
export const v1VisibilityDataLayout = defineLayout({
  what: 'daily visibility',
  schema: () => z.looseObject({ date: dateField(), vscore: numberField(), annotations: annotationsField() }),
  columns: fields({ date: 'date', vscore: 'number', annotations: 'text' }),
  rows: 'One row per day.',
  notes: [
    'vscore is the visibility of the group on the device asked for; annotations joins the notes on the visibility graph that day with "; ".',
  ],
});

export const V1_ORGANIC_TRAFFIC = defineFunction({
  sentAsPercent: ['conversion_rate_non_brand', 'conversion_rate_brand'],
  help: 'Organic sessions, conversions, conversion rate and conversion value per day, non-brand and brand side by side.',
  ...SITE_PERIOD,
  options: TABLE_OPTIONS,
  path: sitePeriodPath('organic_traffic'),
  layout: v1OrganicTrafficLayout,
});

export const V1_ORGANIC_TRAFFIC_SPLIT = defineFunction({
  knownColumns: [
    'date',
    'type',
    'visits',
    'goals_conversions',
    'conversion_rate',
    'goals_conversions_value',
    'conversions_rate',
    'goals_rate',
    'conversions_value',
  ],
  sentAsPercent: ['conversion_rate', 'conversions_rate', 'goals_rate'],
  help: 'Organic traffic per day split into brand and non-brand rows, or only one of the two.',
  params: [
    SITE_ID,
    DATE_START,
    DATE_END,
    optional(param.enum('type', ['brand', 'non-brand'], 'brand or non-brand; empty = both.')),
  ],
  options: TABLE_OPTIONS,
  prepare: checkV1Period,
  what: 'organic traffic split',
  path: sitePeriodPath('organic_traffic', 'split'),
  query: (args) => ({ type: args.type }),
  result:
    'One row per day (and per segment when both are asked for) with the fields the service sends as dotted columns: the item shape is not documented, so the columns follow the answer.',
});

export const V1_CONTENT = defineFunction({
  sentAsPercent: ['landing_pages.visibility_score'],
  help: 'Content performance: articles linking to your site, the traffic they generated and the landing pages they link to.',
  ...SITE_PERIOD,
  options: LIST_OPTIONS,
  path: sitePeriodPath('content'),
  paging: ROWS_BY_THOUSAND,
  layout: v1ContentLayout,
});

/** `/<operation>/{site_id}/{group_id}/{date_start}/{date_end}`, group 0 (all keywords) when left empty. */
const groupPeriodPath =
  (operation: string) => (args: { site_id: number; group_id?: number; date_start: string; date_end: string }) =>
    v1Path(operation, args.site_id, args.group_id ?? 0, args.date_start, args.date_end);

export const V1_VISIBILITY_DATA = defineFunction({
  sentAsPercent: ['vscore'],
  help: 'Daily visibility of a keyword group on desktop or mobile, with the annotations of the visibility graph.',
  params: [SITE_ID, DATE_START, DATE_END, OPTIONAL_GROUP_ID, DEVICE],
  options: TABLE_OPTIONS,
  prepare: checkV1Period,
  path: groupPeriodPath('visibility_score_data'),
  query: (args) => ({ device: deviceNumber(args.device) ?? 1 }),
  layout: v1VisibilityDataLayout,
});

export const V1_VISIBILITY_SCORE = defineFunction({
  knownColumns: ['date', 'desktop', 'mobile', 'vscore', 'vscore_mobile'],
  sentAsPercent: ['desktop', 'mobile', 'vscore', 'vscore_mobile'],
  help: 'Deprecated by the service (use V1_COMPARE_VISIBILITY or V1_VISIBILITY_DATA): visibility scores of a keyword group per day.',
  params: [SITE_ID, DATE_START, DATE_END, OPTIONAL_GROUP_ID],
  options: TABLE_OPTIONS,
  prepare: checkV1Period,
  what: 'visibility scores',
  path: groupPeriodPath('visibility_score'),
  result:
    'One row per day with the fields the service sends as dotted columns (the item shape is not documented, so the columns follow the answer).',
});
