import { ownEntry } from '../own-entry';
import type { ColumnMeaning } from './column-meaning';
// The spreadsheet bundles resolve './entries' to the same entries without their meanings (labels-only-plugin.mjs).
import { BY_FUNCTION, COMMON_COLUMNS } from './entries';
import { readablePath } from './readable-path';
import { UNIT_SUFFIX, type Unit } from './unit';

export { type ColumnEntries, type ColumnMeaning, column, type FunctionColumns } from './column-meaning';
export { DATE_NUMBER_FORMAT, NUMBER_FORMAT_OF_UNIT, numberFormatKinds, numberFormatOfColumn } from './number-format';
export { readablePath } from './readable-path';
export { SERP_FEATURE_CODES } from './serp-features';
export { UNIT_SUFFIX, UNIT_TEXT, UNITS, type Unit } from './unit';

/** What a column of a function's table is: its own entry, else the common one; undefined when the dictionary has none. */
export function describeColumn(functionName: string, header: string): ColumnMeaning | undefined {
  return ownEntry(ownEntry(BY_FUNCTION, functionName), header) ?? ownEntry(COMMON_COLUMNS, header);
}

/** The header a client reads: the dictionary's label, else the field path in words (for fields nobody declared). */
export function columnLabel(functionName: string, header: string): string {
  return describeColumn(functionName, header)?.label ?? readablePath(header);
}

/**
 * The label with its unit, as `headers=labels` shows it ("Desktop visibility (0–1)", "AIO mentions (desktop, 0–1)"): in
 * Sheets, a CSV or older Excel no number format says that 0.133 is a share, so the header does.
 */
export function labelWithUnit(label: string, unit: Unit | undefined): string {
  const suffix = unit === undefined ? undefined : UNIT_SUFFIX[unit];
  if (suffix === undefined) return label;
  return label.endsWith(')') ? `${label.slice(0, -1)}, ${suffix})` : `${label} (${suffix})`;
}

/** `columnLabel` with the column's unit (`labelWithUnit`). */
export function columnLabelWithUnit(functionName: string, header: string): string {
  return labelWithUnit(columnLabel(functionName, header), describeColumn(functionName, header)?.unit);
}
