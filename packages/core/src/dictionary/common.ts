import { type ColumnEntries, column } from './column-meaning';

/**
 * Columns that mean the same in every function that has them. A function whose column means something else (another
 * unit, another scope) declares its own entry, which wins.
 */
export const COMMON_COLUMNS: ColumnEntries = {
  keyword_id: column('Keyword ID', 'id', "The service's id of the tracked keyword; stable across periods."),
  keyword: column('Keyword', 'text', 'The search phrase the figures of this row are for.'),
  device: column('Device', 'text', 'Desktop or mobile: the search results the figures of this row come from.'),
};
