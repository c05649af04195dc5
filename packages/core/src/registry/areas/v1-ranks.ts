/** Ranks (interface 1.2): V1_RANKS, with its record and columns. */
import * as z from 'zod/mini';
import { fields, itemColumns } from '../../flatten/columns';
import { defineLayout, deviceColumn } from '../../flatten/layout';
import { firstOf, isDateKey } from '../../flatten/v1-fields';
import { lazy } from '../../lazy';
import { dateField, idField, numberField, objectList, section, textField } from '../../schemas/fields';
import { isPlainObject, type PlainObject, toText } from '../../schemas/values';
import { LIST_OPTIONS } from '../common-options';
import { checkV1Period } from '../dates';
import { defineFunction } from '../define-function';
import { RANKS_MIN_PAGE, RANKS_PAGING } from '../v1-paging';
import { DATE_END, DATE_START, OPTIONAL_GROUP_ID, SITE_ID } from '../v1-params';
import { v1Path } from '../v1-path';

/**
 * Daily ranks of interface 1.2 (ranks operation). Its item shape is not in the interface document ("keyword_data.name,
 * keyword_data.search_volume, one entry per date"); the vendor's description shows per-device objects keyed by date,
 * `{keyword_data: {id, name, search_volume}, positions: {"2024-05-01": 3}, positions_mobile: {...}}`. Every plausible
 * spelling is folded into `{keyword_data, ranks: {desktop: [{date, rank}], mobile: [...]}}`:
 * - per-device `positions` / `positions_mobile` (also `positions_desktop`) as objects keyed by date or as lists of
 *   `{date, rank | position}`;
 * - `ranks` keyed by date (or listed by date) with `{desktop, mobile}` per day, as the sandbox sends;
 * - date keys on the record itself, each holding a rank (desktop) or `{desktop, mobile}` / `{position, position_mobile}`;
 * - keyword fields at the top level (`name` or `keyword`, `id` or `keyword_id`, `search_volume`).
 */

interface DatedRank {
  date: string;
  rank: unknown;
}

interface DeviceRanks {
  desktop: DatedRank[];
  mobile: DatedRank[];
}

type Device = keyof DeviceRanks;

const DESKTOP_SOURCES = ['positions', 'positions_desktop', 'desktop'];
const MOBILE_SOURCES = ['positions_mobile', 'mobile'];
const KEYWORD_FIELDS = ['keyword_id', 'id', 'name', 'keyword', 'search_volume'];

/**
 * One day's entry: a rank for `device`, or an object holding both devices (`{desktop, mobile}`,
 * `{position, position_mobile}`) or one rank (`{rank}`, `{position}`).
 */
function addDay(out: DeviceRanks, date: string, value: unknown, device: Device): void {
  if (!isPlainObject(value)) {
    out[device].push({ date, rank: value });
    return;
  }
  const split = ['desktop', 'mobile', 'position_mobile', 'rank_mobile'].some((key) => key in value);
  if (!split) {
    out[device].push({ date, rank: firstOf(value, ['rank', 'position', 'value']) });
    return;
  }
  const desktop = firstOf(value, ['desktop', 'position', 'rank']);
  const mobile = firstOf(value, ['mobile', 'position_mobile', 'rank_mobile']);
  if (desktop !== undefined) out.desktop.push({ date, rank: desktop });
  if (mobile !== undefined) out.mobile.push({ date, rank: mobile });
}

/** Days of one source: an object keyed by date, or a list of `{date, ...}`. */
function addDays(out: DeviceRanks, source: unknown, device: Device): void {
  if (Array.isArray(source)) {
    for (const item of source) {
      if (isPlainObject(item) && item.date !== undefined && item.date !== null) {
        addDay(out, toText(item.date) ?? '', item, device);
      }
    }
  } else if (isPlainObject(source)) {
    for (const [key, value] of Object.entries(source)) if (isDateKey(key)) addDay(out, key, value, device);
  }
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
  if (merged.id === undefined && merged.keyword_id !== undefined) merged.id = merged.keyword_id;
  for (const [key, value] of Object.entries(flat)) {
    if (merged[key] === undefined && value !== undefined) merged[key] = value;
  }
  return merged;
}

function normaliseRanks(record: unknown): unknown {
  if (!isPlainObject(record)) return record;
  const days: DeviceRanks = { desktop: [], mobile: [] };
  const rest: PlainObject = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ranks' && isPlainObject(value) && (Array.isArray(value.desktop) || Array.isArray(value.mobile))) {
      addDays(days, value.desktop, 'desktop');
      addDays(days, value.mobile, 'mobile');
    } else if (key === 'ranks' || DESKTOP_SOURCES.includes(key)) {
      addDays(days, value, 'desktop');
    } else if (MOBILE_SOURCES.includes(key)) {
      addDays(days, value, 'mobile');
    } else if (isDateKey(key)) {
      addDay(days, key, value, 'desktop');
    } else if (!KEYWORD_FIELDS.includes(key)) {
      rest[key] = value;
    }
  }
  return {
    ...rest,
    keyword_data: keywordData(record),
    ranks: { desktop: days.desktop.sort(byDate), mobile: days.mobile.sort(byDate) },
  };
}

const dailyRanks = () => objectList({ date: dateField(), rank: numberField() });

const schema = lazy(() =>
  z.pipe(
    z.transform(normaliseRanks),
    z.looseObject({
      keyword_data: section({ id: idField(), name: textField(), search_volume: numberField() }),
      ranks: section({ desktop: dailyRanks(), mobile: dailyRanks() }),
    }),
  ),
);

/** Daily desktop and mobile ranks in long format: one row per keyword, device and day. */
export const v1RanksLayout = defineLayout({
  what: 'daily ranks',
  // The documented field is the keyword text; the id goes by keyword_id or id depending on the description.
  recordKey: ['keyword_data.name'],
  schema: schema,
  columns: [
    ...fields({ 'keyword_data.id': 'integer', 'keyword_data.name': 'text', 'keyword_data.search_volume': 'integer' }),
    deviceColumn(),
    ...itemColumns({ date: 'date', rank: 'number' }),
  ],
  unroll: { path: 'ranks', perDevice: true },
  rows: 'One row per keyword, device and day (for each keyword: desktop days first, then mobile, oldest first).',
  notes: [
    'rank runs from 1 to 100; 101 means not found in the top 100 and is kept as the number 101.',
    'A keyword without any day keeps one row with device, date and rank empty.',
  ],
});

export const V1_RANKS = defineFunction({
  help: 'Daily desktop and mobile Google ranks of the tracked keywords of a site (1 to 100; 101 = not in the top 100).',
  params: [SITE_ID, DATE_START, DATE_END, OPTIONAL_GROUP_ID],
  options: {
    ...LIST_OPTIONS,
    limit: { ...LIST_OPTIONS.limit, help: 'at most this many keywords (default: all of them)' },
  },
  prepare: checkV1Period,
  path: (args) => {
    const base = ['ranks', args.site_id, args.date_start, args.date_end] as const;
    return args.group_id === undefined ? v1Path(...base) : v1Path(...base, args.group_id);
  },
  paging: RANKS_PAGING,
  minPageSize: RANKS_MIN_PAGE,
  layout: v1RanksLayout,
});
