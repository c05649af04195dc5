/** Keyword imports (interface 3.0): IMPORT_KEYWORDS (a preview; it never adds keywords) and IMPORT_STATUS. */
import * as z from 'zod/mini';
import { isoDateToSerial, serialToIsoDate } from '../../args';
import { OFFSET_1000 } from '../../engine/paging';
import { fields } from '../../flatten/columns';
import { defineLayout } from '../../flatten/layout';
import { checkImportKeywords, normaliseKeyword } from '../../keyword-import/keyword-list';
import { extractRecordObjects, isPlainObject } from '../../schemas';
import { numberField, textField } from '../../schemas/fields';
import { TABLE_OPTIONS } from '../common-options';
import { yesterday } from '../dates';
import { defineFunction } from '../define-function';
import { param } from '../param';
import { CAMPAIGN_ID } from '../params';
import { campaignKeywordCount } from './campaigns';

/**
 * The preview of an import: one row per keyword that would be sent, normalised as the service stores it. Built by
 * the registry from the campaign's keyword list, so the schema only passes the values through.
 */
export const importPreviewLayout = defineLayout({
  what: 'keyword import preview',
  // The records read are the campaign's daily-ranks records (the preview is made from them), one per tracked keyword.
  recordKey: ['keyword_id'],
  schema: () => z.looseObject({}),
  columns: fields({ keyword: 'text', already_tracked: 'boolean', next_step: 'text' }),
  rows: 'One row per keyword the import would send: invisible characters removed, trimmed, spaces collapsed, lower case, duplicates removed.',
  notes: [
    'already_tracked is TRUE where the campaign already lists the keyword (the service skips those).',
    "next_step says what happens: nothing is added by the formula; add them with Search Visibility > Add keywords… (Sheets) or the task pane's Add keywords section (Excel).",
  ],
});

/** Status of one keyword import: one row. */
export const importStatusLayout = defineLayout({
  what: 'keyword import status',
  schema: () =>
    z.looseObject({
      date_start: textField(),
      date_done: textField(),
      imported: numberField(),
      processing: numberField(),
    }),
  columns: fields({ date_start: 'text', date_done: 'text', imported: 'number', processing: 'number' }),
  rows: 'One row for the import.',
  notes: ["date_start and date_done are the service's date and time text; date_done shows N/A while the import runs."],
});

/** What the preview tells the user to do, since a formula never adds keywords (they are charged). */
export const ADD_KEYWORDS_HOW =
  "not added yet: use Search Visibility > Add keywords… (Sheets) or the task pane's Add keywords section (Excel)";
const ALREADY_TRACKED = 'already tracked: the service skips it, nothing is charged for it';

/**
 * Days of ranks read to list a campaign's keywords. Yesterday in the spreadsheet's time zone is the service's today in
 * a zone ahead of it (Europe in its evening, Asia and Oceania for most of the day), whose ranks are not collected yet:
 * one day alone then listed no keyword, and every keyword read as new and charged. Three days always hold a collected
 * one, whatever the zone.
 */
const TRACKED_READ_DAYS = 3;

/** The keywords of an answer of daily ranks, normalised as the service stores them. */
function trackedKeywords(records: readonly unknown[]): Set<string> {
  const tracked = new Set<string>();
  for (const record of records) {
    const keyword = isPlainObject(record) ? record.keyword : undefined;
    if (typeof keyword === 'string') tracked.add(normaliseKeyword(keyword));
  }
  return tracked;
}

/**
 * A preview, never an import: keywords are charged, and spreadsheets recalculate formulas whenever they choose, so no
 * formula may add them. The action that does is explicit and confirmed (see keyword-import/add-keywords.ts).
 *
 * The campaign's keywords are read from its daily ranks, one record per keyword whatever the days: the lightest
 * answer that lists every tracked keyword (1,000 keywords per request, cached like any other read).
 */
export const IMPORT_KEYWORDS = defineFunction({
  help: 'Previews adding keywords to a campaign: what would be sent, what is already tracked. Never imports: see Add keywords.',
  params: [
    CAMPAIGN_ID,
    param.list(
      'keywords',
      'text',
      'The keywords to check: comma, semicolon or line separated text, or a range with one keyword per cell (at most 1,000, each at most 255 characters).',
    ),
  ],
  options: TABLE_OPTIONS,
  prepare: (args) => ({ ...args, keywords: checkImportKeywords(args.keywords) }),
  what: 'the campaign keywords',
  path: '/rank-tracker/v3.0/keywords/daily-ranks',
  // The keywords to add stay here: the preview reads the recent ranks of every campaign keyword to compare them with.
  query: (_args, _options, coerce) => {
    const end = yesterday(coerce);
    const start = serialToIsoDate(isoDateToSerial(end) - (TRACKED_READ_DAYS - 1));
    return { start_date: start, end_date: end, keywords: undefined };
  },
  paging: OFFSET_1000,
  layout: importPreviewLayout,
  rowCount: (args) => campaignKeywordCount(args.campaign_id),
  records: (body) => extractRecordObjects(body, 'the campaign keywords', new Set(['keyword'])),
  preview(read, args) {
    const tracked = trackedKeywords(read);
    return args.keywords.map((keyword) => ({
      keyword,
      already_tracked: tracked.has(keyword),
      next_step: tracked.has(keyword) ? ALREADY_TRACKED : ADD_KEYWORDS_HOW,
    }));
  },
});

/** Status changes by the minute, so it is always asked afresh and `cache_minutes` is not offered. */
export const IMPORT_STATUS = defineFunction({
  help: 'Progress of a keyword import started with Add keywords: start and end time, keywords imported and pending.',
  params: [
    CAMPAIGN_ID,
    param.id('import_id', 'Import id, a number shown when the keywords were added (Add keywords…).'),
  ],
  options: { columns: TABLE_OPTIONS.columns, headers: TABLE_OPTIONS.headers },
  path: '/rank-tracker/v3.0/keywords/import-status',
  layout: importStatusLayout,
  fresh: true,
});
