/** Keyword imports (interface 3.0): IMPORT_KEYWORDS (a preview; it never adds keywords) and IMPORT_STATUS. */
import * as z from 'zod/mini';
import { isoDateToSerial, serialToIsoDate } from '../../args';
import type { Program } from '../../engine/effects';
import { OFFSET_1000, readAllPages } from '../../engine/paging';
import type { Session } from '../../engine/session';
import { emptyTable, flatten, selectColumns } from '../../flatten';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../flatten/layout';
import { checkImportKeywords, normaliseKeyword } from '../../keyword-import/keyword-list';
import { extractRecordObjects } from '../../schemas';
import { numberField, textField } from '../../schemas/fields';
import { optionsOf, TABLE_OPTIONS } from '../common-options';
import { operationFunction } from '../operation-function';
import { CAMPAIGN_ID, OPTIONS } from '../params';
import type { Args, FunctionDef } from '../types';

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

/** Import status is never served from the cache, so `cache_minutes` is not offered there. */
const STATUS_OPTIONS = { columns: TABLE_OPTIONS.columns, headers: TABLE_OPTIONS.headers };

/** What the preview tells the user to do, since a formula never adds keywords (they are charged). */
export const ADD_KEYWORDS_HOW =
  "not added yet: use Search Visibility > Add keywords… (Sheets) or the task pane's Add keywords section (Excel)";
const ALREADY_TRACKED = 'already tracked: the service skips it, nothing is charged for it';

/**
 * The campaign's keywords as the service lists them, normalised. Read from the daily ranks of yesterday: one day of
 * one rank per keyword is the lightest answer that lists every tracked keyword (1,000 keywords per request, cached
 * like any other read).
 */
function* trackedKeywords(session: Session, campaignId: number, today: string): Program<Set<string>> {
  const yesterday = serialToIsoDate(isoDateToSerial(today) - 1);
  const what = 'the campaign keywords';
  const records = yield* readAllPages(session, {
    request: {
      api: '3.0',
      path: '/rank-tracker/v3.0/keywords/daily-ranks',
      query: { campaign_id: campaignId, start_date: yesterday, end_date: yesterday },
      operation: what,
    },
    paging: OFFSET_1000,
    rows: (body) => extractRecordObjects(body, what, new Set(['keyword'])),
  });
  const tracked = new Set<string>();
  for (const record of records) {
    const keyword = (record as { keyword?: unknown }).keyword;
    if (typeof keyword === 'string') tracked.add(normaliseKeyword(keyword));
  }
  return tracked;
}

/**
 * A preview, never an import: keywords are charged, and spreadsheets recalculate formulas whenever they choose, so no
 * formula may add them. The action that does is explicit and confirmed (see keyword-import/add-keywords.ts).
 */
export const IMPORT_KEYWORDS: FunctionDef = {
  name: 'IMPORT_KEYWORDS',
  help: 'Previews adding keywords to a campaign: what would be sent, what is already tracked. Never imports: see Add keywords.',
  result: importPreviewLayout.help,
  api: '3.0',
  params: [
    CAMPAIGN_ID,
    {
      name: 'keywords',
      type: 'list',
      items: 'text',
      optional: false,
      help: 'The keywords to check: comma, semicolon or line separated text, or a range with one keyword per cell (at most 1,000, each at most 255 characters).',
    },
    OPTIONS,
  ],
  options: TABLE_OPTIONS,
  validate(args: Args) {
    checkImportKeywords(args.keywords as string[]);
    const columns = optionsOf(args).columns;
    if (Array.isArray(columns)) selectColumns(emptyTable(importPreviewLayout), columns as string[]);
  },
  *run(args, ctx) {
    const keywords = checkImportKeywords(args.keywords as string[]);
    const tracked = yield* trackedKeywords(ctx.session, args.campaign_id as number, ctx.coerce.today());
    const records = keywords.map((keyword) => ({
      keyword,
      already_tracked: tracked.has(keyword),
      next_step: tracked.has(keyword) ? ALREADY_TRACKED : ADD_KEYWORDS_HOW,
    }));
    return flatten(records, importPreviewLayout);
  },
};

const statusFunction = operationFunction({
  name: 'IMPORT_STATUS',
  help: 'Progress of a keyword import started with Add keywords: start and end time, keywords imported and pending.',
  api: '3.0',
  params: [
    CAMPAIGN_ID,
    {
      name: 'import_id',
      type: 'id',
      optional: false,
      help: 'Import id, a number shown when the keywords were added (Add keywords…).',
    },
    OPTIONS,
  ],
  options: STATUS_OPTIONS,
  path: '/rank-tracker/v3.0/keywords/import-status',
  query: (args) => ({ import_id: args.import_id as number, campaign_id: args.campaign_id as number }),
  paging: { kind: 'none' },
  layout: importStatusLayout,
});

/** Status changes by the minute, so it is always asked afresh. */
export const IMPORT_STATUS: FunctionDef = {
  ...statusFunction,
  run: (args, ctx) => statusFunction.run(args, { ...ctx, session: { ...ctx.session, cache: null } }),
};
