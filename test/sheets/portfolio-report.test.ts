import {
  buildPortfolio,
  PARAM_CELLS,
  type PortfolioCampaign,
  portfolioRequestCount,
  renderCall,
  resolveCall,
} from '@sv/core';
import { useSheetsAddOn } from './setup';

const sheets = useSheetsAddOn({ sandbox: { today: '2026-06-15' } });

const INPUT = { campaignIds: ['104', '101'], start: '2026-05-01', end: '2026-05-31', device: 'mobile' };
const SHEET_NAME = 'Portfolio 2026-05-01–05-31';

interface View {
  campaigns: (PortfolioCampaign & { requests: number })[];
  sharedRequests: number;
  maxCampaigns: number;
  start: string;
  end: string;
}

describe('Search Visibility > New portfolio report…', () => {
  test('the menu offers it; its dialog calls only project functions and shows the requests before it runs', () => {
    sheets.addOn.menu('onOpen');
    const labels = sheets.addOn.ui.menus[0]?.items.map((item) => item?.label ?? null);
    expect(labels).toContain('New portfolio report…');
    sheets.addOn.menu('svShowPortfolioDialog');
    const dialog = sheets.addOn.ui.dialogs[0];
    expect(dialog?.title).toBe('Search Visibility: new portfolio report');
    const calls = [...new Set([...(dialog?.html ?? '').matchAll(/\.(sv[A-Za-z]+)\(/g)].map((m) => m[1]))];
    expect(calls.sort()).toEqual(['svCreatePortfolio', 'svPortfolioView']);
    for (const name of calls) expect(typeof sheets.addOn.global(name ?? '')).toBe('function');
    expect(dialog?.html).toContain('the portfolio will send about');
  });

  test('the dialog lists every campaign with its keyword count and the requests it adds', () => {
    const view = sheets.addOn.run('svPortfolioView') as View;
    expect(view.campaigns).toContainEqual({ id: 101, name: 'Northwind Shoes UK', keywordCount: 150, requests: 4 });
    expect(view.campaigns).toContainEqual(expect.objectContaining({ id: 103, keywordCount: 25000, requests: 29 }));
    expect(view.sharedRequests).toBe(1);
    expect(view.maxCampaigns).toBe(50);
    expect(view.start.slice(0, 7)).toBe(view.end.slice(0, 7));
  });

  test('adds the portfolio sheet: parameters, the sorted table, each campaign tables; its formulas send what was announced', () => {
    const message = String(sheets.addOn.run('svCreatePortfolio', INPUT));
    const view = sheets.addOn.run('svPortfolioView') as View;
    const chosen = INPUT.campaignIds.map((id) => view.campaigns.find((c) => c.id === Number(id)) as PortfolioCampaign);
    const estimate = portfolioRequestCount(chosen);
    expect(message).toBe(
      `The portfolio "${SHEET_NAME}" was added with 2 campaigns. Its formulas load now and send about ${estimate} ` +
        'requests; for many campaigns use Search Visibility > Refresh now, then Freeze the whole report before sending it.',
    );
    const sheet = sheets.addOn.sheet(SHEET_NAME);
    expect(sheets.addOn.spreadsheet.getActiveSheet()).toBe(sheet);
    expect(sheet.getRange('A4:B7').getValues()).toEqual([
      ['Campaigns', 2],
      ['First day', sheets.addOn.date('2026-05-01')],
      ['Last day', sheets.addOn.date('2026-05-31')],
      ['Device ranked and sorted by', 'mobile'],
    ]);
    expect(sheet.getRange('A13:C13').getValues()).toEqual([['Campaign', 'Desktop visibility', 'Desktop change (pp)']]);
    expect(sheet.getRange('A14').getFormula()).toBe('=INDEX($L$13:$L$14,MATCH(LARGE($V$13:$V$14,1),$V$13:$V$14,0))');
    expect(sheet.getRange('L13:L14').getValues()).toEqual([['Bluebird Travel DE'], ['Northwind Shoes UK']]);
    expect(sheet.getRange('E14:E15').getNumberFormats()).toEqual([
      ['+0.0" pp";-0.0" pp";0.0" pp"'],
      ['+0.0" pp";-0.0" pp";0.0" pp"'],
    ]);
    expect(sheet.getConditionalFormatRules()).toHaveLength(4);
    expect(sheet.getDeveloperMetadata().map((m) => m.getKey())).toEqual(['sv_report']);

    // Sheets computes each SV_ formula as the built custom function: the requests they send are the estimate.
    const definition = buildPortfolio({ campaigns: chosen, start: INPUT.start, end: INPUT.end, device: 'mobile' });
    const tables = definition.sections.flatMap((section) => section.tables);
    const values = { start: sheets.addOn.date(INPUT.start), end: sheets.addOn.date(INPUT.end), device: 'mobile' };
    for (const table of tables) {
      expect(sheet.getRange(table.anchor).getFormula()).toBe(renderCall(table.call, 'sheets', PARAM_CELLS));
      sheets.addOn.evaluators.set(renderCall(table.call, 'sheets', PARAM_CELLS), () =>
        sheets.addOn.cell(`SV_${table.call.name}`, ...resolveCall(table.call, values)),
      );
    }
    sheets.service.clearRequests();
    sheets.addOn.recalculate();
    expect(sheets.service.requests()).toHaveLength(estimate);
    expect(sheet.getRange(tables[1]?.anchor ?? '').getValue()).toEqual(expect.any(Number));
  });

  test('Freeze the whole report freezes a portfolio too: values in place of every formula, the tables hidden', () => {
    sheets.addOn.run('svCreatePortfolio', INPUT);
    const sheet = sheets.addOn.sheet(SHEET_NAME);
    const chosen = [
      { id: 104, name: 'Bluebird Travel DE', keywordCount: 480 },
      { id: 101, name: 'Northwind Shoes UK', keywordCount: 150 },
    ];
    const definition = buildPortfolio({ campaigns: chosen, start: INPUT.start, end: INPUT.end, device: 'mobile' });
    const values = { start: sheets.addOn.date(INPUT.start), end: sheets.addOn.date(INPUT.end), device: 'mobile' };
    for (const table of definition.sections.flatMap((section) => section.tables))
      sheets.addOn.evaluators.set(renderCall(table.call, 'sheets', PARAM_CELLS), () =>
        sheets.addOn.cell(`SV_${table.call.name}`, ...resolveCall(table.call, values)),
      );
    sheets.addOn.recalculate();
    sheets.addOn.menu('svFreezeReport');
    expect(sheets.addOn.ui.alerts[0]?.buttons).toBe('YES_NO');
    const formulas = sheet
      .getDataRange()
      .getFormulas()
      .flat()
      .filter((formula) => formula !== '');
    expect(formulas).toEqual([]);
    expect(sheet.isColumnHiddenByUser(12)).toBe(true);
    expect(sheet.isColumnHiddenByUser(10)).toBe(false);
  });

  test('refuses before writing anything: no campaign, one the token cannot see, a period backwards', () => {
    expect(() => sheets.addOn.run('svCreatePortfolio', { ...INPUT, campaignIds: [] })).toThrow(/at least one campaign/);
    expect(() => sheets.addOn.run('svCreatePortfolio', { ...INPUT, campaignIds: ['999999'] })).toThrow(
      'Campaign 999999 is not among the campaigns this token can see.',
    );
    expect(() => sheets.addOn.run('svCreatePortfolio', { ...INPUT, start: '2026-06-01' })).toThrow(
      /comes before its first day/,
    );
    expect(sheets.addOn.spreadsheet.getSheets().map((sheet) => sheet.getName())).not.toContain(SHEET_NAME);
  });
});
