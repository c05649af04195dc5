/** Keyword imports: the answer of the import request and the import status. */
import * as z from 'zod/mini';
import { idField, numberField, textField } from '../../../schemas/fields';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../layout';

const importColumns: LayoutColumn[] = [field('import_id', 'integer')];

/** The started import: one row. */
export const importLayout: Layout = {
  name: 'keyword_import',
  what: 'keyword import',
  schema: z.looseObject({ import_id: idField() }),
  columns: importColumns,
  help: describeLayout(
    'One row for the started import; pass import_id to SV_IMPORT_STATUS / SV.IMPORT_STATUS.',
    importColumns,
  ),
};

const importStatusColumns: LayoutColumn[] = [
  field('date_start', 'text'),
  field('date_done', 'text'),
  field('imported', 'number'),
  field('processing', 'number'),
];

/** Status of one keyword import: one row. */
export const importStatusLayout: Layout = {
  name: 'keyword_import_status',
  what: 'keyword import status',
  schema: z.looseObject({
    date_start: textField(),
    date_done: textField(),
    imported: numberField(),
    processing: numberField(),
  }),
  columns: importStatusColumns,
  help: describeLayout('One row for the import.', importStatusColumns, [
    "date_start and date_done are the service's date and time text; date_done shows N/A while the import runs.",
  ]),
};
