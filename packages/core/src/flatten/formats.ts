/** The named cell formats of layouts (see `CellFormat`): lists of objects folded into one readable cell. */
import { isPlainObject, toFeatureCode, toFlag, toNumberOrText, toText } from '../schemas/values';
import type { Cell, ColumnKind } from '../table';
import { toCell } from './cells';
import type { CellFormat } from './layout';

function objectItems(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isPlainObject) : [];
}

function featureCodes(value: unknown, onlyListed: boolean): string {
  return objectItems(value)
    .filter((item) => !onlyListed || toFlag(item.listed) === true)
    .map((item) => toFeatureCode(item.feature))
    .filter((code): code is string => code !== undefined)
    .join(', ');
}

function featureCounts(value: unknown): string {
  return objectItems(value)
    .map((item) => {
      const code = toFeatureCode(item.feature);
      if (code === undefined) return undefined;
      const count = toText(toNumberOrText(item.count));
      return count === undefined ? code : `${code}:${count}`;
    })
    .filter((entry): entry is string => entry !== undefined)
    .join(', ');
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Month number 1..12 from a name ("January", "Jan") or a number, else undefined. */
function monthNumber(month: unknown): number | undefined {
  const asNumber = toNumberOrText(month);
  if (typeof asNumber === 'number')
    return Number.isInteger(asNumber) && asNumber >= 1 && asNumber <= 12 ? asNumber : undefined;
  const index = MONTHS.indexOf((toText(month) ?? '').trim().slice(0, 3).toLowerCase());
  return index >= 0 ? index + 1 : undefined;
}

interface MonthEntry {
  label: string;
  order: number;
  position: number;
}

/** `YYYY-MM:volume` entries, oldest first; a month that cannot be read keeps its own text and its place. */
function monthlySearches(value: unknown): string {
  const entries: MonthEntry[] = objectItems(value).map((item, position) => {
    const month = monthNumber(item.month);
    const year = toNumberOrText(item.year);
    const volume = toText(toNumberOrText(item.search_volume)) ?? '';
    if (month !== undefined && typeof year === 'number') {
      return { label: `${year}-${String(month).padStart(2, '0')}:${volume}`, order: year * 12 + month, position };
    }
    const when = [toText(item.month), toText(year)].filter(Boolean).join(' ');
    return { label: `${when}:${volume}`, order: Number.NaN, position };
  });
  const datable = entries.every((entry) => !Number.isNaN(entry.order));
  const ordered = datable ? [...entries].sort((a, b) => a.order - b.order || a.position - b.position) : entries;
  return ordered.map((entry) => entry.label).join(', ');
}

export function formatCell(value: unknown, format: CellFormat, kind: ColumnKind): Cell {
  switch (format) {
    case 'value':
      return toCell(value, kind);
    case 'features_present':
      return featureCodes(value, false);
    case 'features_listed':
      return featureCodes(value, true);
    case 'feature_counts':
      return featureCounts(value);
    case 'monthly_searches':
      return monthlySearches(value);
    case 'count':
      return Array.isArray(value) ? value.length : '';
  }
}
