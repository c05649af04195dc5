import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compiledText } from './sheets/held-text';

const size = (path: string) => statSync(join(__dirname, '..', path)).size;

/**
 * Apps Script loads and evaluates the whole bundle on every custom-function call, and Excel loads functions.js with
 * the workbook. Pulling in a library's whole namespace again (zod classic is ~800 KB) would slow every cell, and so
 * would a library built without minifying its names (the Sheets library was 338 KB so, 450 KB not minified at all).
 */
const CEILINGS: [string, number][] = [
  // +20 KB (was 260,000 and 220,000) for the column dictionary's labels and units, which headers=labels and the
  // reports need in the cell; its meanings stay out of both bundles (packages/core/labels-only-plugin.mjs).
  // +15 KB (was 280,000): 10.6 KB for the sidebar's server side (argument check, preview, insert, status), the refresh
  // history, the request count and the failed-run email (menu code, but Apps Script loads every file on every call);
  // the rest came with the core's host wording and "did you mean" suggestions (issue 22). 292,660 bytes at a582429.
  // +10 KB (was 295,000 and 240,000; issue 27): the paging engine's flight (each answer as it arrives, pages checked
  // one by one), a record key for every paged function, notes beside a table (Sheets: the sidebar's list of them), and
  // rows built as pages arrive so Excel refuses a table too large before reading it whole; 301,604 and 247,558 bytes.
  // +35 KB and +18 KB (was 305,000 and 250,000; issues 28 and 30): comparisons with an earlier period (6 KB: the join,
  // the periods, the builders' choice), the compared client report (about 10 KB: its figures, rank bands and charts),
  // the shared spreadsheet's refresh rules (confirmed calls, two histories, ended schedules), the strict address
  // reader, the third round of redaction; 333,359 and 262,611 bytes at fa532c7. Issue 31's lighter cold start, which
  // evaluates only what a call uses, is where they come back down.
  // +22 KB (issue 29): the portfolio report, the report's measured widths, glossary and print setup, the PDF mail and
  // its scheduled delivery, the freeze that hides the data tables; 356,767 bytes at 692bd68. Apps Script evaluates all
  // of it for every cell, though a cell uses none of it: issue 31.
  // Issue 31: that whole library is now held as text (sv-lib-held.js, a comment V8 skips: compiled only by a cell the
  // cache does not answer and by the menus), and sv-lib.js is what every execution compiles: what a cell answered
  // from the document cache runs, 28,861 bytes (src/cells/cached-answer.ts); 11,946 once it hashed with Apps Script's
  // own digest and checked the settings without the core's error messages (no noble, no redaction).
  ['packages/sheets/dist/sv-lib.js', 16_000],
  // The whole library held as text: 368,154 bytes at a4cb372, 375,683 with issue 32's first changes.
  ['packages/sheets/dist/sv-lib-held.js', 400_000],
  // Issue 32: about 4 KB of the core's wording per surface (the task pane's and the terminal's words, TLS failures
  // named with what to do, the period words); 272,414 bytes with the other first changes of issue 32.
  ['packages/excel/dist/functions.js', 276_000],
  // The task pane: Excel loads it with the pane's page, after functions.js. Fluent UI's web components (the eight the
  // pane registers, with FAST and the light and dark themes' tokens) are about 170 KB of it; 494,323 bytes with them,
  // 526,572 with the compared report and the "Compare with" choice (issue 28), 546,239 with the portfolio, the freeze
  // and the report's print setup (issue 29).
  // 563,291 with issue 32's first changes: about 4 KB of them the core's wording per surface, the rest the pane's.
  ['packages/excel/dist/taskpane.js', 568_000],
];

/**
 * Every script file of the Apps Script project is compiled on every call, the generated declarations included, but
 * for the text held in comments (packages/sheets/hold-code.mjs).
 */
const SHEETS_DIST = 'packages/sheets/dist';
const compiledBytes = (file: string) =>
  Buffer.byteLength(compiledText(readFileSync(join(__dirname, '..', SHEETS_DIST, file), 'utf8')));

describe('built bundles stay small', () => {
  it.each(CEILINGS)('%s is under %i bytes', (path, ceiling) => {
    expect(size(path)).toBeLessThan(ceiling);
  });

  it('the Apps Script files compiled per call are under 160,000 bytes together', () => {
    // 431,000 bytes with issue 27's additions, 470,848 with issues 28 and 30's, 495,284 with issue 29's (above); the
    // library held as text since issue 31: 152,331 bytes, 135,925 of them the JSDoc-documented declarations Sheets
    // reads (functions.js).
    const scripts = readdirSync(join(__dirname, '..', SHEETS_DIST)).filter((file) => /\.(js|gs)$/.test(file));
    expect(scripts).toContain('sv-lib-held.js');
    expect(scripts.reduce((sum, file) => sum + compiledBytes(file), 0)).toBeLessThan(160_000);
  });
});
