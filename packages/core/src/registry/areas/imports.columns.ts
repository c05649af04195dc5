/** The columns of the keyword imports: IMPORT_KEYWORDS, IMPORT_STATUS (imports.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';

const IMPORT_KEYWORDS: ColumnEntries = {
  keyword: column(
    'Keyword',
    'text',
    'A keyword the import would send, as the service stores it: invisible characters removed, trimmed, spaces collapsed, lower case, duplicates removed.',
  ),
  already_tracked: column(
    'Already tracked',
    'flag',
    'TRUE when the campaign already tracks the keyword, so the service skips it and charges nothing for it.',
  ),
  next_step: column(
    'Next step',
    'text',
    'What happens to the keyword: the formula never adds keywords, the Add keywords action does.',
  ),
};

const IMPORT_STATUS: ColumnEntries = {
  date_start: column(
    'Started at',
    'text',
    'Date and time the import started, as the service writes it (YYYY-MM-DD hh:mm:ss).',
  ),
  date_done: column(
    'Finished at',
    'text',
    'Date and time the import finished, as the service writes it; N/A while it still runs.',
  ),
  imported: column('Keywords imported', 'count', 'Keywords of the import added to the campaign so far.'),
  processing: column('Keywords processing', 'count', 'Keywords of the import still being processed.'),
};

export const IMPORTS_AREA_COLUMNS: FunctionColumns = {
  IMPORT_KEYWORDS,
  IMPORT_STATUS,
};
