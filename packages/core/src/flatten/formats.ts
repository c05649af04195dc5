/** The named cell formats of layouts (see `CellFormat`): lists of objects folded into one readable cell. */
import { isPlainObject, toFeatureCode, toFlag, toNumberOrText, toText } from '../schemas/values';
import type { Cell, ColumnKind } from '../table';
import { toCell } from './cells';
import type { CellFormat } from './layout';

/** Comma-joined codes of the `{feature}` items of a list, or only those where the site is listed. */
function featureCodes(value: unknown, onlyListed: boolean): string {
  if (!Array.isArray(value)) return '';
  let text = '';
  let first = true;
  for (const item of value) {
    if (!isPlainObject(item) || (onlyListed && toFlag(item.listed) !== true)) continue;
    const code = toFeatureCode(item.feature);
    if (code === undefined) continue;
    text = first ? code : `${text}, ${code}`;
    first = false;
  }
  return text;
}

function featureCounts(value: unknown): string {
  if (!Array.isArray(value)) return '';
  let text = '';
  let first = true;
  for (const item of value) {
    if (!isPlainObject(item)) continue;
    const code = toFeatureCode(item.feature);
    if (code === undefined) continue;
    const count = toText(toNumberOrText(item.count));
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
function monthlySearches(value: unknown): string {
  if (!Array.isArray(value)) return '';
  // Lists arrive oldest first: the text is written as the items come, and sorted only when one is out of order.
  let text = '';
  let previous = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < value.length; i += 1) {
    const item = value[i];
    if (!isPlainObject(item)) continue;
    const month = monthNumber(item.month);
    const year = toNumberOrText(item.year);
    if (month === undefined || typeof year !== 'number') return monthlySearchesAsSent(value);
    const order = year * 12 + month;
    if (order < previous) return monthlySearchesAsSent(value);
    previous = order;
    const volume = toText(toNumberOrText(item.search_volume)) ?? '';
    const label = `${year}-${month < 10 ? '0' : ''}${month}:${volume}`;
    text = text === '' ? label : `${text}, ${label}`;
  }
  return text;
}

/** The general case: entries sorted by month (equal months keep their order), unless one cannot be dated. */
function monthlySearchesAsSent(value: unknown[]): string {
  const labels: string[] = [];
  const orders: number[] = [];
  let datable = true;
  for (const item of value) {
    if (!isPlainObject(item)) continue;
    const month = monthNumber(item.month);
    const year = toNumberOrText(item.year);
    const volume = toText(toNumberOrText(item.search_volume)) ?? '';
    if (month !== undefined && typeof year === 'number') {
      labels.push(`${year}-${month < 10 ? '0' : ''}${month}:${volume}`);
      orders.push(year * 12 + month);
    } else {
      const when = [toText(item.month), toText(year)].filter(Boolean).join(' ');
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

/** The function that turns a column's value into its cell, chosen once per column. */
export function cellFormatter(format: CellFormat, kind: ColumnKind): (value: unknown) => Cell {
  switch (format) {
    case 'value':
      return (value) => toCell(value, kind);
    case 'features_present':
      return (value) => featureCodes(value, false);
    case 'features_listed':
      return (value) => featureCodes(value, true);
    case 'feature_counts':
      return featureCounts;
    case 'monthly_searches':
      return monthlySearches;
    case 'count':
      return (value) => (Array.isArray(value) ? value.length : '');
  }
}
