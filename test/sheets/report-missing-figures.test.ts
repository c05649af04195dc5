import { columnLabel, NO_ANALYTICS_DATA, NO_DATA } from '@sv/core';
import { computeFigures, computeSvFormulas, createReportSheet, reportInput } from './report-sheet';
import { useSheetsAddOn } from './setup';

/** The report's words for the analytics' e-commerce conversions: the column dictionary's label. */
const TRANSACTIONS = columnLabel('TRAFFIC', 'ecommerce.conversions');

/**
 * A client report in Sheets never shows a 0 for a table that failed: each figure over the table shows its error and
 * message, a period without data says so in words, and freezing refuses only what failed or still loads, by name.
 */
const sheets = useSheetsAddOn({ sandbox: { today: '2026-06-15' } });

const TRAFFIC_PATH = '/v3/organic-traffic/v3.0/daily-traffic';
const KEYWORDS_PATH = '/v3/rank-tracker/v3.0/keywords';
const lastAlert = () => sheets.addOn.ui.alerts[sheets.addOn.ui.alerts.length - 1]?.message ?? '';

/** The report of May 2026 for campaign 101 (or as changed), its SV_ tables and its figures computed. */
function computedReport(request: Parameters<typeof reportInput>[0] = {}) {
  const made = createReportSheet(sheets, reportInput(request));
  computeSvFormulas(sheets, made.definition);
  computeFigures(made.sheet);
  return made;
}

/** What a figure shows, and the message Sheets shows on its error. */
const shown = (report: ReturnType<typeof computedReport>, a1: string) => {
  const range = report.sheet.getRange(a1);
  return {
    value: range.getDisplayValues()[0]?.[0],
    error: report.sheet.cell(range.getRow(), range.getColumn())?.error,
  };
};
const figures = (report: ReturnType<typeof computedReport>, a1: string) => report.sheet.getRange(a1).getValues().flat();

describe('Sheets report: organic traffic', () => {
  test('with analytics, sessions, conversions and the rate are figures', () => {
    const report = computedReport();
    const [sessions, conversions, rate] = figures(report, 'B137:B139');
    expect(sessions).toBeGreaterThan(0);
    expect(conversions).toBeGreaterThan(0);
    expect(rate).toBeCloseTo(Number(conversions) / Number(sessions), 10);
  });

  test('a campaign whose traffic answers 404 shows the service’s error on every traffic figure, never 0', () => {
    sheets.service.addFault({ kind: 'status', status: 404, path: TRAFFIC_PATH });
    const report = computedReport();
    const table = shown(report, 'BJ13');
    expect(table.value).toBe('#ERROR!');
    expect(table.error).toMatch(/no such data for daily traffic/);
    // What it means for a campaign, and what to do: not the ids, which are right.
    expect(table.error).toMatch(/Analytics not connected: .*Link Google Analytics to the campaign/);
    expect(table.error).not.toMatch(/Check the ids/);
    for (const cell of ['B137', 'B138', 'B139']) expect(shown(report, cell)).toEqual(table);
    // The other sections are untouched.
    expect(figures(report, 'B33:C38').every((value) => typeof value === 'number')).toBe(true);
  });

  test('analytics that answers no day: each traffic figure says there is no analytics data, never 0', () => {
    sheets.service.addFault({ kind: 'crafted-answer', answer: [], path: TRAFFIC_PATH });
    const report = computedReport();
    expect(figures(report, 'B137:B139')).toEqual([NO_ANALYTICS_DATA, NO_ANALYTICS_DATA, NO_ANALYTICS_DATA]);
  });
});

describe('Sheets report: rank distribution and movers', () => {
  test('with the keyword pulls, the bands of each day add up to the keywords and the movers are listed', () => {
    const report = computedReport();
    const first = figures(report, 'B33:B38') as number[];
    const last = figures(report, 'C33:C38') as number[];
    const keywords = report.sheet
      .getRange('Q13:Q400')
      .getValues()
      .flat()
      .filter((v) => typeof v === 'number').length;
    expect(keywords).toBe(150);
    expect(first.reduce((a, b) => a + b, 0)).toBe(keywords);
    expect(last.reduce((a, b) => a + b, 0)).toBe(keywords);
    expect(figures(report, 'C52')[0]).toBeGreaterThan(0);
    expect(typeof figures(report, 'A52')[0]).toBe('string');
  });

  test('a keyword pull that fails shows its error on all 12 bands and on the movers, never 0 or blank', () => {
    sheets.service.addFault({ kind: 'status', status: 404, path: KEYWORDS_PATH });
    const report = computedReport();
    for (const cell of [
      'B33',
      'B34',
      'B35',
      'B36',
      'B37',
      'B38',
      'C33',
      'C34',
      'C35',
      'C36',
      'C37',
      'C38',
      'A52',
      'B52',
      'C52',
      'E52',
      'F52',
      'G52',
      'C61',
      'G61',
    ]) {
      const figure = shown(report, cell);
      expect([cell, figure.value]).toEqual([cell, '#ERROR!']);
      expect(figure.error).toMatch(/404/);
    }
  });
});

describe('Sheets report: a period without AI search data', () => {
  test('a one-day period says in words that AI search has no data, shows the daily AI overview figures, and freezes', () => {
    const report = computedReport({ start: '2026-05-14', end: '2026-05-14' });
    const [aioMentions, aioCitations, aisMentions, aisCitations] = figures(report, 'B102:B105');
    expect(typeof aioMentions).toBe('number');
    expect(typeof aioCitations).toBe('number');
    expect([aisMentions, aisCitations]).toEqual([NO_DATA, NO_DATA]);
    sheets.addOn.menu('svFreezeReport');
    expect(lastAlert()).not.toMatch(/Not frozen/);
    expect(report.sheet.getRange('B104').getFormula()).toBe('');
    expect(report.sheet.getRange('B104').getValue()).toBe(NO_DATA);
  });

  test('a month with AI search data shows its figures', () => {
    const report = computedReport();
    expect(figures(report, 'B104:B105').every((value) => typeof value === 'number')).toBe(true);
  });
});

describe('Sheets report: Freeze the whole report', () => {
  test('freezes a report whose figures are all there', () => {
    const report = computedReport();
    sheets.addOn.menu('svFreezeReport');
    expect(lastAlert()).not.toMatch(/Not frozen/);
    expect(report.sheet.getRange('B137').getFormula()).toBe('');
    expect(report.sheet.getRange('B137').getValue()).toBeGreaterThan(0);
  });

  test('refuses while a table failed, naming the table and the figures it leaves missing, and freezes nothing', () => {
    sheets.service.addFault({ kind: 'status', status: 404, path: TRAFFIC_PATH });
    const report = computedReport();
    sheets.addOn.menu('svFreezeReport');
    expect(lastAlert()).toBe(
      'Not frozen: these show an error or are still loading: Organic traffic per day (SV_TRAFFIC) at BJ13; ' +
        `Organic traffic and conversions: Sessions, Total at B137; Organic traffic and conversions: ${TRANSACTIONS}, ` +
        'Total at B138; Organic traffic and conversions: Conversion rate, Total at B139. Run Refresh now, wait for ' +
        'every figure, then freeze the report. Nothing was frozen.',
    );
    expect(report.sheet.getRange('B33').getFormula()).not.toBe('');
  });

  test('refuses while a table is still loading, naming it', () => {
    const report = computedReport();
    const anchor = report.sheet.cell(13, 12);
    if (anchor) anchor.value = 'Loading...';
    sheets.addOn.menu('svFreezeReport');
    expect(lastAlert()).toMatch(
      /^Not frozen: these show an error or are still loading: Visibility per day \(SV_GROUP_VISIBILITY\) at L13\. /,
    );
    expect(report.sheet.getRange('L13').getFormula()).not.toBe('');
  });

  test('names the movers by their list and row when the keyword pull failed, and counts what it does not name', () => {
    sheets.service.addFault({ kind: 'status', status: 404, path: KEYWORDS_PATH });
    computedReport({ sections: ['top_movers'] });
    sheets.addOn.menu('svFreezeReport');
    expect(lastAlert()).toMatch(
      /^Not frozen: these show an error or are still loading: Keywords: rank on the last day and change over the period \(SV_KEYWORDS\) at \w+13; Top movers: Gained most, row 1 at A\d+; Top movers: Gained most, row 1, Rank now at B\d+; Top movers: Gained most, row 1, Change at C\d+; Top movers: Lost most, row 1 at E\d+; 56 more\. /,
    );
  });
});
