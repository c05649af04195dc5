/**
 * Daily visibility of the site and its competitors (compare/competitors/visibility_score). The vendor describes an
 * object keyed by date whose values map each domain to its visibility, `{"2024-05-01": {"a.com": 3.2, "b.net": 1.1}}`;
 * the variant with competitors in the path adds annotations. Each date becomes one record holding a `domains` list
 * (so domains, which contain dots, never become column names); a list of `{date, <domain>: value}` records is read the
 * same way, as is a date-keyed object under one property of the answer (`{site, device, visibility: {...}}`).
 * Annotations are looked for beside each date and in a top-level `annotations` (keyed by date or listed with dates).
 */
import * as z from 'zod/mini';
import { dateField, numberField, objectList, textField } from '../../../schemas/fields';
import { isPlainObject, type PlainObject } from '../../../schemas/values';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../layout';
import { annotationsField, firstOf, isDateKey, itemColumn } from './shared';

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
        ? dayRecord(String(item.date), item, undefined)
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

const columns: LayoutColumn[] = [
  field('date', 'date'),
  itemColumn('domain', 'text'),
  itemColumn('vscore', 'number'),
  field('annotations', 'text'),
];

export const v1CompareVisibilityLayout: Layout = {
  name: 'v1_compare_visibility',
  what: 'competitor visibility',
  schema: z.looseObject({
    date: dateField(),
    domains: objectList({ domain: textField(), vscore: numberField() }),
    annotations: annotationsField(),
  }),
  columns,
  unroll: { path: 'domains', perDevice: false },
  help: describeLayout('One row per day and domain (your site and each competitor), oldest day first.', columns, [
    'vscore is the visibility of that domain on that day; annotations joins the notes on the visibility graph that day with "; ".',
  ]),
};
