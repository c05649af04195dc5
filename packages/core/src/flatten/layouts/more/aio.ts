/** AI Overview: keyword data day by day, and daily mention and citation visibility. */
import * as z from 'zod/mini';
import { dateField, flagField, idField, numberField, objectList, section, textField } from '../../../schemas/fields';
import { isPlainObject, type PlainObject } from '../../../schemas/values';
import { describeLayout, deviceColumn, field, itemField, type Layout, type LayoutColumn } from '../../layout';
import { perDeviceColumns } from './columns';
import { deviceNumbers, linkListField } from './record-fields';

/** `{<date>: {...}}` as a list of `{date, ...}`, oldest first; a list stays as it is. */
function daysAsList(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  return Object.keys(value)
    .sort()
    .map((date) => {
      const day = value[date];
      return isPlainObject(day) ? { date, ...day } : { date, value: day };
    });
}

function withDayLists(record: unknown): unknown {
  if (!isPlainObject(record) || !isPlainObject(record.sge_widget_data)) return record;
  const widget: PlainObject = record.sge_widget_data;
  return {
    ...record,
    sge_widget_data: { ...widget, desktop: daysAsList(widget.desktop), mobile: daysAsList(widget.mobile) },
  };
}

const overviewDays = () =>
  objectList({
    date: dateField(),
    rank: numberField(),
    brand_presence: flagField(),
    brand_presence_any: flagField(),
    links: linkListField(),
    content: textField(),
  });

const aioKeywordSchema = z.pipe(
  z.transform(withDayLists),
  z.looseObject({
    keyword_id: idField(),
    keyword: textField(),
    sge_widget_data: section({ desktop: overviewDays(), mobile: overviewDays() }),
  }),
);

const aioKeywordColumns: LayoutColumn[] = [
  field('keyword_id', 'integer'),
  field('keyword', 'text'),
  deviceColumn(),
  itemField('sge_widget_data', 'date', 'date'),
  itemField('sge_widget_data', 'rank', 'number'),
  itemField('sge_widget_data', 'brand_presence', 'boolean'),
  itemField('sge_widget_data', 'brand_presence_any', 'boolean'),
  itemField('sge_widget_data', 'links', 'text'),
  itemField('sge_widget_data', 'content', 'text'),
];

/** Keyword AI overview data in long format: one row per keyword, device and day. */
export const aioKeywordsLayout: Layout = {
  name: 'aio_keywords',
  what: 'keyword AI overview data',
  schema: aioKeywordSchema,
  columns: aioKeywordColumns,
  unroll: { path: 'sge_widget_data', perDevice: true },
  help: describeLayout(
    'One row per keyword, device and day with an AI overview (desktop rows first).',
    aioKeywordColumns,
    [
      'Only keywords with an AI overview are listed. brand_presence says your brand is mentioned, brand_presence_any',
      'that any tracked brand is; links are the cited addresses, comma-joined; content is the overview text. A rank',
      'of 100 means your site is not cited.',
    ],
  ),
};

function visibilityLayout(name: string, visibilityField: string, what: string): Layout {
  const columns: LayoutColumn[] = [field('date', 'date'), ...perDeviceColumns(visibilityField, 'number')];
  return {
    name,
    what,
    schema: z.looseObject({ date: dateField(), [visibilityField]: deviceNumbers() }),
    columns,
    help: describeLayout('One row per day.', columns),
  };
}

/** Daily AI overview mention visibility: one row per day. */
export const aioMentionsLayout = visibilityLayout(
  'aio_mentions',
  'aio_mentions_visibility',
  'AI overview mention visibility',
);

/** Daily AI overview citation visibility: one row per day. */
export const aioCitationsLayout = visibilityLayout(
  'aio_citations',
  'aio_citations_visibility',
  'AI overview citation visibility',
);
