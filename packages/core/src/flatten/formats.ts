/** The named cell formats of layouts (see `CellFormat`): lists of objects folded into one readable cell. */
import { memoByText } from '../schemas/text-memo';
import { isPlainObject, toFeatureCode, toFlag, toNumberOrText, toText } from '../schemas/values';
import type { Cell, ColumnKind } from '../table';
import { toCell } from './cells';
import type { CellFormat } from './layout';
import type { ItemFieldRead, ItemFieldReaders } from './reader-plan';

const SEPARATOR = ', ';

/**
 * The first `count` parts of an array made at the largest size a cell could need. An array grown by pushes is made
 * again each time it fills up, and a large table's cells would leave all those copies to the garbage collector.
 */
function cutTo(parts: string[], count: number): string[] {
  if (parts.length !== count) parts.length = count;
  return parts;
}

/** An item's field as the item holds it: the parsed items of a normalised record. */
const ownFields: ItemFieldReaders = (key) => (item) => item[key];

/**
 * Comma-joined codes of the `{feature}` items of a list, or only those where the site is listed. Cells are joined
 * from their parts at once: a cell built by repeated `+` is a tree of pieces the table would hold for its lifetime.
 */
function featureCodes(onlyListed: boolean, fields: ItemFieldReaders): (value: unknown) => string {
  const feature = fields('feature');
  const listed = fields('listed');
  return (value) => {
    if (!Array.isArray(value)) return '';
    // Made at the first code, as large as the codes left could need, and cut to those written (see `cutTo`).
    let codes: string[] | undefined;
    let count = 0;
    for (let i = 0; i < value.length; i += 1) {
      const item = value[i];
      if (!isPlainObject(item) || (onlyListed && toFlag(listed(item)) !== true)) continue;
      const code = toFeatureCode(feature(item));
      if (code === undefined) continue;
      codes ??= new Array<string>(value.length - i);
      codes[count++] = code;
    }
    return codes ? cutTo(codes, count).join(SEPARATOR) : '';
  };
}

function featureCounts(fields: ItemFieldReaders): (value: unknown) => string {
  const feature = fields('feature');
  const count = fields('count');
  return (value) => {
    if (!Array.isArray(value)) return '';
    const entries: string[] = [];
    for (let i = 0; i < value.length; i += 1) {
      const item = value[i];
      if (!isPlainObject(item)) continue;
      const code = toFeatureCode(feature(item));
      if (code === undefined) continue;
      const counted = toText(toNumberOrText(count(item)));
      entries.push(counted === undefined ? code : `${code}:${counted}`);
    }
    return entries.join(SEPARATOR);
  };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Month number 1..12 from a name ("January", "Jan") or a number, else undefined; a table repeats a dozen names. */
const monthNumber = memoByText(monthOf, 256);

function monthOf(month: unknown): number | undefined {
  const asNumber = toNumberOrText(month);
  if (typeof asNumber === 'number')
    return Number.isInteger(asNumber) && asNumber >= 1 && asNumber <= 12 ? asNumber : undefined;
  const text = typeof month === 'string' ? month : (toText(month) ?? '');
  const index = MONTHS.indexOf(text.trim().slice(0, 3).toLowerCase());
  return index >= 0 ? index + 1 : undefined;
}

/**
 * `YYYY-MM:` of whole years, made once, alone (the first entry) or after the separator `, ` (the others): a table
 * repeats the same thirteen months in every row, and a cell is then joined from these and the volumes alone.
 */
const firstMonthPrefixes = new Map<number, string>();
const laterMonthPrefixes = new Map<number, string>();
const MONTH_PREFIXES_KEPT = 1024;

function monthPrefix(year: number, month: number, first: boolean): string {
  // Whole years and months 1..12 give distinct orders.
  const prefixes = Number.isSafeInteger(year) ? (first ? firstMonthPrefixes : laterMonthPrefixes) : undefined;
  const order = year * 12 + month;
  let prefix = prefixes?.get(order);
  if (prefix === undefined) {
    prefix = `${first ? '' : SEPARATOR}${year}-${month < 10 ? '0' : ''}${month}:`;
    if (prefixes && prefixes.size < MONTH_PREFIXES_KEPT) prefixes.set(order, prefix);
  }
  return prefix;
}

interface MonthFields {
  month: ItemFieldRead;
  year: ItemFieldRead;
  volume: ItemFieldRead;
}

/** `YYYY-MM:volume` entries, oldest first; a month that cannot be read keeps its own text and its place. */
function monthlySearches(fields: ItemFieldReaders): (value: unknown) => string {
  const read: MonthFields = { month: fields('month'), year: fields('year'), volume: fields('search_volume') };
  return (value) => {
    if (!Array.isArray(value)) return '';
    // Lists arrive oldest first: entries are kept as the items come, and sorted only when one is out of order.
    // Prefixes (separator included) and volumes in turn, joined once: no entry is made as a string of its own.
    const parts = new Array<string>(2 * value.length);
    let count = 0;
    let previous = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < value.length; i += 1) {
      const item = value[i];
      if (!isPlainObject(item)) continue;
      const month = monthNumber(read.month(item));
      const year = toNumberOrText(read.year(item));
      if (month === undefined || typeof year !== 'number') return monthlySearchesAsSent(value, read);
      const order = year * 12 + month;
      if (order < previous) return monthlySearchesAsSent(value, read);
      previous = order;
      parts[count] = monthPrefix(year, month, count === 0);
      parts[count + 1] = toText(toNumberOrText(read.volume(item))) ?? '';
      count += 2;
    }
    return cutTo(parts, count).join('');
  };
}

/** The general case: entries sorted by month (equal months keep their order), unless one cannot be dated. */
function monthlySearchesAsSent(value: unknown[], read: MonthFields): string {
  const labels: string[] = [];
  const orders: number[] = [];
  let datable = true;
  for (const item of value) {
    if (!isPlainObject(item)) continue;
    const itemMonth = read.month(item);
    const month = monthNumber(itemMonth);
    const year = toNumberOrText(read.year(item));
    const volume = toText(toNumberOrText(read.volume(item))) ?? '';
    if (month !== undefined && typeof year === 'number') {
      labels.push(monthPrefix(year, month, true) + volume);
      orders.push(year * 12 + month);
    } else {
      const when = [toText(itemMonth), toText(year)].filter(Boolean).join(' ');
      labels.push(`${when}:${volume}`);
      orders.push(Number.NaN);
      datable = false;
    }
  }
  if (!datable) return labels.join(SEPARATOR);
  const positions = labels.map((_label, position) => position);
  positions.sort((a, b) => (orders[a] as number) - (orders[b] as number) || a - b);
  return positions.map((position) => labels[position]).join(SEPARATOR);
}

/** Whether a format reads a list item by item, through `ItemFieldReaders` (so the list may be read in place). */
export const readsItems = (format: CellFormat): boolean => format !== 'value';

/**
 * The function that turns a column's value into its cell, chosen once per column. Formats that read list items read
 * their fields through `fields`, resolved here for the keys they read (by default the items' own properties).
 */
export function cellFormatter(
  format: CellFormat,
  kind: ColumnKind,
  fields: ItemFieldReaders = ownFields,
): (value: unknown) => Cell {
  switch (format) {
    case 'value':
      return (value) => toCell(value, kind);
    case 'features_present':
      return featureCodes(false, fields);
    case 'features_listed':
      return featureCodes(true, fields);
    case 'feature_counts':
      return featureCounts(fields);
    case 'monthly_searches':
      return monthlySearches(fields);
    case 'count':
      return (value) => (Array.isArray(value) ? value.length : '');
  }
}
