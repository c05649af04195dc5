import { CAMPAIGN, END, START } from './examples';
import { useSheetsAddOn } from './setup';

const sheets = useSheetsAddOn();
beforeEach(() => {
  sheets.addOn.spreadsheet.insertSheet('Report data');
});

const KEYWORDS = `=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}")`;
const CAMPAIGNS = '=SV_CAMPAIGNS()';
const NESTED = `=IFERROR(SV_KEYWORDS(102, Sheet1!$C$1, Sheet1!C2, , "limit=5"), "no data")`;

/** A report: keywords on Sheet1, campaigns and a nested call reading date cells on another sheet. */
function buildReport(): void {
  sheets.addOn.enterValues('C1:C2', [[START], [END]]);
  sheets.addOn.enterFormula('E1', KEYWORDS, () => sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END));
  sheets.addOn.enterFormula('A1', CAMPAIGNS, () => sheets.addOn.cell('SV_CAMPAIGNS'), 'Report data');
  sheets.addOn.enterFormula(
    'A100',
    NESTED,
    () => sheets.addOn.cell('SV_KEYWORDS', 102, sheets.addOn.date(START), sheets.addOn.date(END), '', 'limit=5'),
    'Report data',
  );
}

const lastAlert = () => sheets.addOn.ui.alerts[sheets.addOn.ui.alerts.length - 1]?.message ?? '';

describe('Search Visibility > Refresh now', () => {
  test('loads every SV_ formula into the cache, then the formulas recalculate without a request', () => {
    buildReport();
    const beforeRefresh = sheets.service.requests().length;
    expect(beforeRefresh).toBe(3);

    sheets.addOn.menu('svRefreshNow');

    // Fresh data was fetched although the cache held all three answers: a refresh starts a new cache generation.
    expect(sheets.service.requests()).toHaveLength(beforeRefresh + 3);
    expect(lastAlert()).toMatch(/^3 of 3 calls loaded, 3 formulas recalculated\.$/);
    expect(sheets.addOn.spreadsheet.toasts[0]?.message).toMatch(/^Loading 1 of 3/);
    expect(sheets.addOn.spreadsheet.toasts.some((toast) => /Recalculating 3 formulas/.test(toast.message))).toBe(true);

    // Each formula was taken out and put back, so Sheets runs it again; the formulas themselves are unchanged.
    const rewrites = sheets.addOn.spreadsheet.log.slice(-6);
    expect(rewrites.map((entry) => entry.kind)).toEqual(['clear', 'clear', 'clear', 'formula', 'formula', 'formula']);
    expect(sheets.addOn.sheet().getRange('E1').getFormula()).toBe(KEYWORDS);
    expect(sheets.addOn.sheet('Report data').getRange('A100').getFormula()).toBe(NESTED);
    expect(sheets.addOn.spreadsheet.flushes).toBeGreaterThanOrEqual(2);

    const afterRefresh = sheets.service.requests().length;
    sheets.addOn.recalculate();
    expect(sheets.service.requests()).toHaveLength(afterRefresh);
    expect(sheets.addOn.sheet().getRange('E1:F2').getValues()[0]).toEqual(['keyword_id', 'keyword']);
    expect(sheets.addOn.sheet().getLastRow()).toBe(151);
    expect(sheets.addOn.sheet('Report data').getRange('A101').getValue()).toEqual(expect.any(Number));
  });

  test('arguments from quoted sheet names, absolute references and ranges are read as Sheets passes them', () => {
    const settings = sheets.addOn.spreadsheet.insertSheet("Kunde's settings");
    sheets.addOn.enterValues(
      'A1:B2',
      [
        ['limit', 7],
        ['columns', 'keyword_id,keyword'],
      ],
      "Kunde's settings",
    );
    sheets.addOn.enterValues('D1', [[START]], "Kunde's settings");
    const formula = `=SV_KEYWORDS(101, 'Kunde''s settings'!$D$1, "${END}", 0, 'Kunde''s settings'!A1:B2)`;
    const options = [
      ['limit', 7],
      ['columns', 'keyword_id,keyword'],
    ];
    sheets.addOn.enterFormula('A1', formula, () =>
      sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, sheets.addOn.date(START), END, 0, options),
    );
    expect(settings.getName()).toBe("Kunde's settings");
    sheets.addOn.menu('svRefreshNow');
    expect(lastAlert()).toBe('1 of 1 call loaded, 1 formula recalculated.');
    const fetched = sheets.service.requests().length;
    sheets.addOn.recalculate();
    expect(sheets.service.requests()).toHaveLength(fetched);
    expect(sheets.addOn.sheet().getRange('A1:B8').getValues()[7]).toEqual([expect.any(Number), expect.any(String)]);
  });

  test('a formula whose arguments it cannot read ahead is named, and still recalculates', () => {
    const formula = `=SV_KEYWORDS(${CAMPAIGN}, TODAY()-30, TODAY())`;
    sheets.addOn.enterFormula('A1', formula, () => sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, '30 days ago', 'today'));
    sheets.addOn.menu('svRefreshNow');
    expect(lastAlert()).toContain('0 of 0 calls loaded, 1 formula recalculated.');
    expect(lastAlert()).toContain(
      'Sheet1!A1: SV_KEYWORDS: argument 2 (TODAY()-30) is neither a value nor a cell reference',
    );
    expect(sheets.addOn.spreadsheet.dirty.size).toBe(1);
  });

  test('a failing call is reported with its cells and the message; the others still load', () => {
    sheets.addOn.enterFormula('A1', '=SV_KEYWORDS(999999, "2026-10-01", "2026-10-31")', () => '');
    sheets.addOn.enterFormula('A5', '=SV_KEYWORDS(999999, "2026-10-01", "2026-10-31")', () => '');
    sheets.addOn.enterFormula('C1', CAMPAIGNS, () => sheets.addOn.cell('SV_CAMPAIGNS'));
    sheets.addOn.menu('svRefreshNow');
    expect(lastAlert()).toMatch(/^1 of 2 calls loaded, 3 formulas recalculated\./);
    expect(lastAlert()).toMatch(/Failed:\n• Sheet1!A1, Sheet1!A5: .*campaign/i);
  });

  test('with no token it says where to set it and sends nothing', () => {
    sheets.addOn.properties.documentStore.values.delete('SV_TOKEN');
    sheets.addOn.enterFormula('A1', KEYWORDS, () => '');
    sheets.addOn.menu('svRefreshNow');
    expect(lastAlert()).toMatch(
      /^No API token is set\. In Google Sheets use the menu Search Visibility > Set API token/,
    );
    expect(sheets.service.requests()).toHaveLength(0);
    expect(sheets.addOn.spreadsheet.log.filter((entry) => entry.kind === 'clear')).toHaveLength(0);
  });

  test('a spreadsheet without SV_ formulas says so', () => {
    sheets.addOn.enterFormula('A1', '=SUM(1, 2)', () => 3);
    sheets.addOn.menu('svRefreshNow');
    expect(lastAlert()).toBe('This spreadsheet has no Search Visibility (SV_) formulas to refresh.');
  });

  test.each([
    ['another refresh', 'refresh', /^A refresh of this spreadsheet is already running/],
    ['a keyword import', 'import', /^A keyword import is being sent from this spreadsheet/],
  ])('a refresh while %s holds the lock is refused, naming it', (_case, holder, message) => {
    buildReport();
    sheets.service.clearRequests();
    sheets.addOn.locks.documentLock.heldElsewhere = true;
    sheets.addOn.cache.documentCache.put('SV_LOCK_HOLDER', holder, 600);
    sheets.addOn.menu('svRefreshNow');
    expect(lastAlert()).toMatch(message);
    expect(sheets.service.requests()).toHaveLength(0);
  });

  test('the refresh names itself as the holder while it runs, and not after', () => {
    sheets.addOn.enterFormula('A1', `=SV_CAMPAIGNS("campaign_ids=${CAMPAIGN}")`, () =>
      sheets.addOn.cell('SV_CAMPAIGNS', `campaign_ids=${CAMPAIGN}`),
    );
    const seen: (string | null)[] = [];
    const context = sheets.addOn.context as { UrlFetchApp: { fetchAll(requests: unknown[]): unknown } };
    const real = context.UrlFetchApp;
    context.UrlFetchApp = {
      ...real,
      fetchAll(requests: unknown[]) {
        seen.push(sheets.addOn.cache.documentCache.get('SV_LOCK_HOLDER'));
        return real.fetchAll(requests);
      },
    };
    sheets.addOn.menu('svRefreshNow');
    context.UrlFetchApp = real;
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['refresh']));
    expect(sheets.addOn.cache.documentCache.get('SV_LOCK_HOLDER')).toBeNull();
  });

  test('a run stopped by the time limit is continued by the next one, which skips what was loaded', () => {
    buildReport();
    sheets.addOn.menu('svRefreshNow');
    const state = JSON.parse(sheets.addOn.properties.documentStore.getProperty('SV_REFRESH_STATE') ?? '{}');
    sheets.addOn.properties.documentStore.values.set('SV_REFRESH_STATE', JSON.stringify({ ...state, complete: false }));
    sheets.service.clearRequests();
    sheets.addOn.menu('svRefreshNow');
    expect(sheets.service.requests()).toHaveLength(0);
    expect(lastAlert()).toMatch(/^3 of 3 calls loaded/);
  });

  test('a 25,000-keyword pull lands: loaded in the background, then the cell fills from the cache in time', () => {
    const formula = `=SV_KEYWORDS(103, "${START}", "${END}")`;
    sheets.addOn.evaluators.set(formula, () => {
      const result = sheets.addOn.timedCell('SV_KEYWORDS', 103, START, END);
      expect(result.elapsedMs).toBeLessThan(28000);
      return result.value;
    });
    sheets.addOn.sheet().getRange('A1').setFormula(formula);
    sheets.addOn.menu('svRefreshNow');
    expect(lastAlert()).toMatch(/^1 of 1 call loaded/);
    const fetched = sheets.service.requests().length;
    sheets.addOn.recalculate();
    expect(sheets.service.requests()).toHaveLength(fetched);
    expect(sheets.addOn.sheet().getLastRow()).toBe(25001);
  }, 180000);
});
