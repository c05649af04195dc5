/**
 * Comparison with competitors (interface 1.2): V1_COMPARE_KEYWORDS, V1_COMPARE_VISIBILITY, with their records and
 * columns.
 */
import * as z from 'zod/mini';
import { fields, itemColumns, itemFields } from '../../flatten/columns';
import { defineLayout, field } from '../../flatten/layout';
import { annotationsField, firstOf, isDateKey } from '../../flatten/v1-fields';
import { lazy } from '../../lazy';
import { commaListField, dateField, numberField, objectList, textField } from '../../schemas/fields';
import { isPlainObject, type PlainObject, toText } from '../../schemas/values';
import { commaList, LIST_OPTIONS, TABLE_OPTIONS } from '../common-options';
import { checkPeriod } from '../dates';
import { defineFunction } from '../define-function';
import { DEVICE, REQUIRED_END_DATE, REQUIRED_START_DATE } from '../params';
import { COMPARE_KEYWORDS_PAGING } from '../v1-paging';
import {
  COMPETITORS,
  deviceNumber,
  OPTIONAL_COMPETITORS,
  OPTIONAL_GROUP_ID,
  OPTIONAL_GROUP_IDS,
  SITE_ID,
} from '../v1-params';
import { v1Path } from '../v1-path';

/**
 * Keyword rankings of competitors (compare/keywords). The answer wraps the keywords as `{results, limit, offset,
 * pages, total_results}`; each result carries `name, search_volume, avg_cpc, yoy` (the interface document's columns),
 * `serp_features` (a list of codes) and `competitors` with a rank and a change per competitor. The competitors come
 * as an object keyed by domain (also under the name `ranks`, domain → rank), or as a list whose items name their
 * domain; all are read as a list.
 */

const DOMAIN_FIELDS = ['domain', 'site', 'competitor', 'url'];

function competitorList(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.filter(isPlainObject).map((item) => {
      const domain = firstOf(item, DOMAIN_FIELDS);
      return domain === undefined || item.domain !== undefined ? item : { ...item, domain };
    });
  }
  if (isPlainObject(value)) {
    return Object.entries(value).map(([domain, figures]) =>
      isPlainObject(figures) ? { domain, ...figures } : { domain, rank: figures },
    );
  }
  return value;
}

/** `ranks` (domain → rank) is read as `competitors` when the record has no `competitors` of its own. */
function normaliseResult(record: unknown): unknown {
  if (!isPlainObject(record)) return record;
  const { ranks, ...rest } = record;
  const competitors = record.competitors ?? ranks;
  if (competitors === undefined) return record;
  return { ...(record.competitors === undefined ? rest : record), competitors: competitorList(competitors) };
}

const compareKeywordsSchema = lazy(() =>
  z.pipe(
    z.transform(normaliseResult),
    z.looseObject({
      name: textField(),
      search_volume: numberField(),
      avg_cpc: numberField(),
      yoy: numberField(),
      serp_features: commaListField(', ', (code) => code.toUpperCase()),
      competitors: objectList({ domain: textField(), rank: numberField(), change: numberField() }),
    }),
  ),
);

/** The keyword list of a compare/keywords answer: the `results` of its wrapper, or a bare list. */
export function compareKeywordsRecords(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (!isPlainObject(body) || !('results' in body)) return undefined;
  const { results } = body;
  if (Array.isArray(results)) return results;
  // PHP sends an empty list as an object, and may key the results by keyword.
  return isPlainObject(results) ? Object.values(results) : [];
}

export const v1CompareKeywordsLayout = defineLayout({
  what: 'competitor keyword rankings',
  // The interface document names no id for these records: the keyword text is the key.
  recordKey: ['name'],
  schema: compareKeywordsSchema,
  columns: [
    ...fields({ name: 'text', search_volume: 'integer', avg_cpc: 'number', yoy: 'number', serp_features: 'text' }),
    ...itemFields('competitors', { domain: 'text', rank: 'number', change: 'number' }),
  ],
  unroll: { path: 'competitors', perDevice: false },
  rows: 'One row per keyword and competitor (a keyword without competitor data keeps one row).',
  notes: [
    'search_volume, avg_cpc and yoy describe the keyword; serp_features lists the SERP feature codes (upper case, comma-joined);',
    'competitors.rank is the rank of that competitor domain (101 = not in the top 100) and competitors.change its change over the period.',
  ],
});

/**
 * Daily visibility of the site and its competitors (compare/competitors/visibility_score). The vendor describes an
 * object keyed by date whose values map each domain to its visibility, `{"2024-05-01": {"a.com": 3.2, "b.net": 1.1}}`;
 * the variant with competitors in the path adds annotations. Each date becomes one record holding a `domains` list
 * (so domains, which contain dots, never become column names); a list of `{date, <domain>: value}` records is read the
 * same way, as is a date-keyed object under one property of the answer (`{site, device, visibility: {...}}`).
 * Annotations are looked for beside each date and in a top-level `annotations` (keyed by date or listed with dates).
 */

const NOT_DOMAINS = new Set(['date', 'annotations', 'annotation', 'domains']);

function visibilityOf(value: unknown): unknown {
  return isPlainObject(value) ? firstOf(value, ['vscore', 'visibility', 'visibility_score', 'value']) : value;
}

function dayRecord(date: string, values: PlainObject, annotations: unknown): PlainObject {
  const domains = Object.entries(values)
    .filter(([key]) => !NOT_DOMAINS.has(key))
    .map(([domain, value]) => ({ domain, vscore: visibilityOf(value) }));
  return { date, domains, annotations: firstOf(values, ['annotations', 'annotation']) ?? annotations };
}

/** Annotations by date: an object keyed by date, or a list of `{date, ...}` items. */
function annotationsByDate(value: unknown): Map<string, unknown[]> {
  const byDate = new Map<string, unknown[]>();
  const add = (date: string, note: unknown) => byDate.set(date, [...(byDate.get(date) ?? []), note]);
  if (isPlainObject(value)) {
    for (const [date, note] of Object.entries(value)) if (isDateKey(date)) add(date, note);
  } else if (Array.isArray(value)) {
    for (const note of value)
      if (isPlainObject(note) && typeof note.date === 'string') add(note.date.slice(0, 10), note);
  }
  return byDate;
}

/** The object keyed by date: the body itself, or its one property that is (`{site, device, visibility: {...}}`). */
function dateKeyed(body: PlainObject): PlainObject | undefined {
  if (Object.keys(body).some(isDateKey)) return body;
  const nested = Object.values(body).filter(
    (value): value is PlainObject => isPlainObject(value) && Object.keys(value).some(isDateKey),
  );
  return nested.length === 1 ? nested[0] : undefined;
}

/**
 * Records of a compare visibility answer, one per date, oldest first; undefined when the body has neither shape
 * (the caller then reports it as unrecognised).
 */
export function compareVisibilityRecords(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) {
    return body.map((item) =>
      isPlainObject(item) && item.date !== undefined && !Array.isArray(item.domains)
        ? dayRecord(toText(item.date) ?? '', item, undefined)
        : item,
    );
  }
  if (!isPlainObject(body)) return undefined;
  if (Object.keys(body).length === 0) return [];
  const days = dateKeyed(body);
  if (days === undefined) return undefined;
  const notes = annotationsByDate(body.annotations);
  return Object.keys(days)
    .filter(isDateKey)
    .sort()
    .map((date) => {
      const values = days[date];
      return dayRecord(date, isPlainObject(values) ? values : {}, notes.get(date));
    });
}

export const v1CompareVisibilityLayout = defineLayout({
  what: 'competitor visibility',
  schema: () =>
    z.looseObject({
      date: dateField(),
      domains: objectList({ domain: textField(), vscore: numberField() }),
      annotations: annotationsField(),
    }),
  columns: [field('date', 'date'), ...itemColumns({ domain: 'text', vscore: 'number' }), field('annotations', 'text')],
  unroll: { path: 'domains', perDevice: false },
  rows: 'One row per day and domain (your site and each competitor), oldest day first.',
  notes: [
    'vscore is the visibility of that domain on that day; annotations joins the notes on the visibility graph that day with "; ".',
  ],
});

/** Whether competitors and group go in the path: some competitors and at most one group. */
const inPath = (args: { competitors?: readonly string[]; group_id?: readonly number[] }): boolean =>
  (args.competitors?.length ?? 0) > 0 && (args.group_id?.length ?? 0) <= 1;

const competitorsText = (args: { competitors?: readonly string[] }): string => (args.competitors ?? []).join(',');

export const V1_COMPARE_KEYWORDS = defineFunction({
  help: 'Ranks of up to 10 competitor domains on your tracked keywords, with search volume, CPC and YoY: one row per keyword and competitor.',
  params: [SITE_ID, REQUIRED_START_DATE, REQUIRED_END_DATE, COMPETITORS, OPTIONAL_GROUP_ID, DEVICE],
  options: LIST_OPTIONS,
  prepare: checkPeriod,
  path: (args) => {
    const base = ['compare', 'keywords', args.site_id, args.start_date, args.end_date, competitorsText(args)] as const;
    // Only the path with a group reads the device: a device alone asks for the all-keywords group (0).
    if (args.group_id === undefined && args.device === undefined) return v1Path(...base);
    return v1Path(...base, args.group_id ?? 0);
  },
  query: (args) => ({ device: deviceNumber(args.device) }),
  paging: COMPARE_KEYWORDS_PAGING,
  layout: v1CompareKeywordsLayout,
  records: compareKeywordsRecords,
});

export const V1_COMPARE_VISIBILITY = defineFunction({
  sentAsPercent: ['vscore'],
  help: 'Daily visibility of your site and up to 10 competitors, with graph annotations when competitors are named: one row per day and domain.',
  params: [SITE_ID, REQUIRED_START_DATE, REQUIRED_END_DATE, OPTIONAL_COMPETITORS, OPTIONAL_GROUP_IDS, DEVICE],
  options: TABLE_OPTIONS,
  prepare: checkPeriod,
  // Named competitors and at most one group go in the path, which also brings the graph annotations; without
  // competitors, or for several groups, the query form takes both as comma lists.
  path: (args) => {
    const base = ['compare', 'competitors', 'visibility_score', args.site_id, args.start_date, args.end_date] as const;
    return inPath(args) ? v1Path(...base, competitorsText(args), args.group_id?.[0] ?? 0) : v1Path(...base);
  },
  query: (args) => ({
    competitors: inPath(args) ? undefined : commaList(args.competitors),
    group_id: inPath(args) ? undefined : commaList(args.group_id),
    device: deviceNumber(args.device) ?? 1,
  }),
  layout: v1CompareVisibilityLayout,
  records: compareVisibilityRecords,
});
