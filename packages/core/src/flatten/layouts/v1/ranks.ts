/**
 * Daily ranks of interface 1.2 (ranks operation). Its item shape is not in the interface document ("keyword_data.name,
 * keyword_data.search_volume, one entry per date"); the vendor's description shows per-device objects keyed by date,
 * `{keyword_data: {id, name, search_volume}, positions: {"2024-05-01": 3}, positions_mobile: {...}}`. Every plausible
 * spelling is folded into `{keyword_data, ranks: {desktop: [{date, rank}], mobile: [...]}}`:
 * - per-device `positions` / `positions_mobile` (also `ranks`, `positions_desktop`) as objects keyed by date or as
 *   lists of `{date, rank | position}`;
 * - date keys on the record itself, each holding a rank (desktop) or `{desktop, mobile}` / `{position, position_mobile}`;
 * - keyword fields at the top level (`name` or `keyword`, `id` or `keyword_id`, `search_volume`).
 */
import { z } from 'zod';
import { dateField, idField, numberField, objectList, section, textField } from '../../../schemas/fields';
import { isPlainObject, type PlainObject } from '../../../schemas/values';
import { describeLayout, deviceColumn, field, type Layout, type LayoutColumn } from '../../layout';
import { firstOf, isDateKey, itemColumn } from './shared';

interface DatedRank {
  date: string;
  rank: unknown;
}

const DESKTOP_SOURCES = ['positions', 'positions_desktop', 'desktop'];
const MOBILE_SOURCES = ['positions_mobile', 'mobile'];

function rankOf(value: unknown): unknown {
  return isPlainObject(value) ? firstOf(value, ['rank', 'position', 'value']) : value;
}

/** Entries of one device: an object keyed by date, or a list of `{date, rank}`. */
function datedRanks(value: unknown): DatedRank[] {
  if (Array.isArray(value)) {
    return value
      .filter(isPlainObject)
      .filter((item) => item.date !== undefined && item.date !== null)
      .map((item) => ({ date: String(item.date), rank: rankOf(item) }));
  }
  if (isPlainObject(value)) {
    return Object.entries(value)
      .filter(([key]) => isDateKey(key))
      .map(([date, rank]) => ({ date, rank: rankOf(rank) }));
  }
  return [];
}

function byDate(a: DatedRank, b: DatedRank): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}

function keywordData(record: PlainObject): PlainObject {
  const nested = isPlainObject(record.keyword_data) ? record.keyword_data : {};
  const flat: PlainObject = {
    id: firstOf(record, ['keyword_id', 'id']),
    name: firstOf(record, ['name', 'keyword']),
    search_volume: record.search_volume,
  };
  const merged: PlainObject = { ...nested };
  for (const [key, value] of Object.entries(flat)) {
    if (merged[key] === undefined && value !== undefined) merged[key] = value;
  }
  return merged;
}

function normaliseRanks(record: unknown): unknown {
  if (!isPlainObject(record)) return record;
  const desktop: DatedRank[] = [];
  const mobile: DatedRank[] = [];
  const rest: PlainObject = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ranks' && isPlainObject(value) && ('desktop' in value || 'mobile' in value)) {
      desktop.push(...datedRanks(value.desktop));
      mobile.push(...datedRanks(value.mobile));
    } else if (key === 'ranks' || DESKTOP_SOURCES.includes(key)) {
      desktop.push(...datedRanks(value));
    } else if (MOBILE_SOURCES.includes(key)) {
      mobile.push(...datedRanks(value));
    } else if (isDateKey(key)) {
      if (isPlainObject(value) && ('mobile' in value || 'position_mobile' in value)) {
        desktop.push({ date: key, rank: firstOf(value, ['desktop', 'position', 'rank']) });
        mobile.push({ date: key, rank: firstOf(value, ['mobile', 'position_mobile']) });
      } else {
        desktop.push({ date: key, rank: rankOf(value) });
      }
    } else if (!['keyword_id', 'id', 'name', 'keyword', 'search_volume'].includes(key)) {
      rest[key] = value;
    }
  }
  return {
    ...rest,
    keyword_data: keywordData(record),
    ranks: { desktop: desktop.sort(byDate), mobile: mobile.sort(byDate) },
  };
}

const dailyRanks = () => objectList({ date: dateField(), rank: numberField() });

const schema = z.preprocess(
  normaliseRanks,
  z.looseObject({
    keyword_data: section({ id: idField(), name: textField(), search_volume: numberField() }),
    ranks: section({ desktop: dailyRanks(), mobile: dailyRanks() }),
  }),
);

const columns: LayoutColumn[] = [
  field('keyword_data.id', 'integer'),
  field('keyword_data.name', 'text'),
  field('keyword_data.search_volume', 'integer'),
  deviceColumn(),
  itemColumn('date', 'date'),
  itemColumn('rank', 'number'),
];

/** Daily desktop and mobile ranks in long format: one row per keyword, device and day. */
export const v1RanksLayout: Layout = {
  name: 'v1_ranks',
  what: 'daily ranks',
  schema,
  columns,
  unroll: { path: 'ranks', perDevice: true },
  help: describeLayout(
    'One row per keyword, device and day (for each keyword: desktop days first, then mobile, oldest first).',
    columns,
    [
      'rank runs from 1 to 100; 101 means not found in the top 100 and is kept as the number 101.',
      'A keyword without any day keeps one row with device, date and rank empty.',
    ],
  ),
};
