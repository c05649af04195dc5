import type { ColumnMeaning, FunctionColumns } from './column-meaning';
import { COMMON_COLUMNS } from './common';
import { V1_COLUMNS } from './functions/v1';
import { V3_INSIGHT_COLUMNS } from './functions/v3-insights';
import { V3_TRACKING_COLUMNS } from './functions/v3-tracking';
import { readablePath } from './readable-path';

export { type ColumnEntries, type ColumnMeaning, column, type FunctionColumns } from './column-meaning';
export { readablePath } from './readable-path';
export { SERP_FEATURE_CODES } from './serp-features';
export { UNIT_TEXT, UNITS, type Unit } from './unit';

/** Every function's own entries; the parts are written per area of the service (functions/). */
const BY_FUNCTION: FunctionColumns = { ...V3_TRACKING_COLUMNS, ...V3_INSIGHT_COLUMNS, ...V1_COLUMNS };

/** What a column of a function's table is: its own entry, else the common one; undefined when the dictionary has none. */
export function describeColumn(functionName: string, header: string): ColumnMeaning | undefined {
  return BY_FUNCTION[functionName]?.[header] ?? COMMON_COLUMNS[header];
}

/** The header a client reads: the dictionary's label, else the field path in words (for fields nobody declared). */
export function columnLabel(functionName: string, header: string): string {
  return describeColumn(functionName, header)?.label ?? readablePath(header);
}
