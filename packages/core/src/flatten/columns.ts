import type { ColumnKind } from '../table';
import { type CellFormat, field, type LayoutColumn } from './layout';

/** Column helpers shared by the layouts of the further 3.0 operations. */

/** A column of the unrolled item read at `path` and shown under `header` (which may differ from `path`). */
export function itemColumn(header: string, path: string, kind: ColumnKind, format: CellFormat = 'value'): LayoutColumn {
  return { header, kind, source: 'item', path, format };
}

/** A column of the record read at `path` (a value the schema derived) and shown under the API path `header`. */
export function derivedColumn(
  header: string,
  path: string,
  kind: ColumnKind,
  format: CellFormat = 'value',
): LayoutColumn {
  return { header, kind, source: 'record', path, format };
}

/** `search_data` of research, vault and group records. */
export const searchDataColumns = (prefix = 'search_data'): LayoutColumn[] => [
  field(`${prefix}.search_volume`, 'integer'),
  field(`${prefix}.year_over_year`, 'number'),
  field(`${prefix}.monthly_searches`, 'text', 'monthly_searches'),
];

/** Per-device figures `{desktop, mobile}` under `prefix`. */
export const perDeviceColumns = (prefix: string, kind: ColumnKind): LayoutColumn[] => [
  field(`${prefix}.desktop`, kind),
  field(`${prefix}.mobile`, kind),
];

export const MONTHLY_SEARCHES_NOTE =
  'search_data.monthly_searches lists the previous 13 months as YYYY-MM:volume, oldest first.';
