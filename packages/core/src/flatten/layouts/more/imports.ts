/** Keyword imports: the preview of an import and the import status. */
import * as z from 'zod/mini';
import { numberField, textField } from '../../../schemas/fields';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../layout';

const previewColumns: LayoutColumn[] = [
  field('keyword', 'text'),
  field('already_tracked', 'boolean'),
  field('next_step', 'text'),
];

/**
 * The preview of an import: one row per keyword that would be sent, normalised as the service stores it. Built by
 * the registry from the campaign's keyword list, so the schema only passes the values through.
 */
export const importPreviewLayout: Layout = {
  name: 'keyword_import_preview',
  what: 'keyword import preview',
  schema: z.looseObject({}),
  columns: previewColumns,
  help: describeLayout(
    'One row per keyword the import would send: trimmed, spaces collapsed, lower case, duplicates removed.',
    previewColumns,
    [
      'already_tracked is TRUE where the campaign already lists the keyword (the service skips those).',
      "next_step says what happens: nothing is added by the formula; add them with Search Visibility > Add keywords… (Sheets) or the task pane's Add keywords section (Excel).",
    ],
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
