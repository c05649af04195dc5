/** The named cell formats of layouts (see `CellFormat`): lists of objects folded into one readable cell. */
import { isPlainObject, toFeatureCode, toFlag, toNumberOrText, toText } from '../schemas/values';
import type { Cell, ColumnKind } from '../table';
import { toCell } from './cells';
import type { CellFormat } from './layout';
import type { ItemField } from './record-reader';

/** An item's field as the item holds it: the parsed items of a normalised record. */
const ownField: ItemField = (item, key) => item[key];

/** Comma-joined codes of the `{feature}` items of a list, or only those where the site is listed. */
function featureCodes(value: unknown, onlyListed: boolean, field: ItemField): string {
  if (!Array.isArray(value)) return '';
  let text = '';
  let first = true;
  for (const item of value) {
    if (!isPlainObject(item) || (onlyListed && toFlag(field(item, 'listed')) !== true)) continue;
    const code = toFeatureCode(field(item, 'feature'));
    if (code === undefined) continue;
    text = first ? code : `${text}, ${code}`;
    first = false;
  }
  return text;
}

function featureCounts(value: unknown, field: ItemField): string {
  if (!Array.isArray(value)) return '';
  let text = '';
  let first = true;
  for (const item of value) {
    if (!isPlainObject(item)) continue;
    const code = toFeatureCode(field(item, 'feature'));
    if (code === undefined) continue;
    const count = toText(toNumberOrText(field(item, 'count')));
    const entry = count === undefined ? code : `${code}:${count}`;
    text = first ? entry : `${text}, ${entry}`;
    first = false;
  }
  return text;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Month names seen so far: a table repeats the same dozen names in every row. */
const monthsByName = new Map<string, number | undefined>();
const MONTH_NAMES_KEPT = 256;

function monthOfText(month: string): number | undefined {
  const known = monthsByName.get(month);
  if (known !== undefined || monthsByName.has(month)) return known;
  const index = MONTHS.indexOf(month.trim().slice(0, 3).toLowerCase());
  const number = index >= 0 ? index + 1 : undefined;
  if (monthsByName.size < MONTH_NAMES_KEPT) monthsByName.set(month, number);
  return number;
}

/** Month number 1..12 from a name ("January", "Jan") or a number, else undefined. */
function monthNumber(month: unknown): number | undefined {
  const asNumber = toNumberOrText(month);
  if (typeof asNumber === 'number')
    return Number.isInteger(asNumber) && asNumber >= 1 && asNumber <= 12 ? asNumber : undefined;
  return typeof month === 'string' ? monthOfText(month) : monthOfText(toText(month) ?? '');
}

/** `YYYY-MM:volume` entries, oldest first; a month that cannot be read keeps its own text and its place. */
function monthlySearches(value: unknown, field: ItemField): string {
  if (!Array.isArray(value)) return '';
  // Lists arrive oldest first: the text is written as the items come, and sorted only when one is out of order.
  let text = '';
  let previous = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < value.length; i += 1) {
    const item = value[i];
    if (!isPlainObject(item)) continue;
    const month = monthNumber(field(item, 'month'));
    const year = toNumberOrText(field(item, 'year'));
    if (month === undefined || typeof year !== 'number') return monthlySearchesAsSent(value, field);
    const order = year * 12 + month;
    if (order < previous) return monthlySearchesAsSent(value, field);
    previous = order;
    const volume = toText(toNumberOrText(field(item, 'search_volume'))) ?? '';
    const label = `${year}-${month < 10 ? '0' : ''}${month}:${volume}`;
    text = text === '' ? label : `${text}, ${label}`;
  }
  return text;
}

/** The general case: entries sorted by month (equal months keep their order), unless one cannot be dated. */
function monthlySearchesAsSent(value: unknown[], field: ItemField): string {
  const labels: string[] = [];
  const orders: number[] = [];
  let datable = true;
  for (const item of value) {
    if (!isPlainObject(item)) continue;
    const itemMonth = field(item, 'month');
    const month = monthNumber(itemMonth);
    const year = toNumberOrText(field(item, 'year'));
    const volume = toText(toNumberOrText(field(item, 'search_volume'))) ?? '';
    if (month !== undefined && typeof year === 'number') {
      labels.push(`${year}-${month < 10 ? '0' : ''}${month}:${volume}`);
      orders.push(year * 12 + month);
    } else {
      const when = [toText(itemMonth), toText(year)].filter(Boolean).join(' ');
      labels.push(`${when}:${volume}`);
      orders.push(Number.NaN);
      datable = false;
    }
  }
  if (!datable) return labels.join(', ');
  const positions = labels.map((_label, position) => position);
  positions.sort((a, b) => (orders[a] as number) - (orders[b] as number) || a - b);
  return positions.map((position) => labels[position]).join(', ');
}

/** Whether a format reads a list item by item, through an `ItemField` (so the list may be read in place). */
export const readsItems = (format: CellFormat): boolean => format !== 'value';

/**
 * The function that turns a column's value into its cell, chosen once per column. Formats that read list items read
 * their fields through `field` (by default the items' own properties).
 */
export function cellFormatter(format: CellFormat, kind: ColumnKind): (value: unknown, field?: ItemField) => Cell {
  switch (format) {
    case 'value':
      return (value) => toCell(value, kind);
    case 'features_present':
      return (value, field = ownField) => featureCodes(value, false, field);
    case 'features_listed':
      return (value, field = ownField) => featureCodes(value, true, field);
    case 'feature_counts':
      return (value, field = ownField) => featureCounts(value, field);
    case 'monthly_searches':
      return (value, field = ownField) => monthlySearches(value, field);
    case 'count':
      return (value) => (Array.isArray(value) ? value.length : '');
  }
}
