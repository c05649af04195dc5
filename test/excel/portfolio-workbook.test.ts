import { buildPortfolio, isoDateToSerial, type PortfolioRequest } from '@sv/core';
import { writeReportSheet } from '../../packages/excel/src/taskpane/report-workbook';
import { FakeRequestContext } from './helpers/excel-api-fake';

const REQUEST: PortfolioRequest = {
  campaigns: [
    { id: 101, name: 'Northwind Shoes UK', keywordCount: 150 },
    { id: 104, name: 'Bluebird Travel DE', keywordCount: 480 },
  ],
  start: '2026-10-01',
  end: '2026-10-31',
  device: 'desktop',
};

describe('Excel: the Portfolio section writes the portfolio with the report writer', () => {
  const definition = buildPortfolio(REQUEST);

  it('adds a Portfolio sheet: the block, the sorted table, every campaign table as an SV. call', async () => {
    const context = new FakeRequestContext();
    const name = await writeReportSheet(context as unknown as Excel.RequestContext, definition);
    expect(name).toBe('Portfolio 2026-10-01–10-31');
    const sheet = context.workbook.sheets.find((candidate) => candidate.name === name);
    if (!sheet) throw new Error(`no sheet ${name}`);
    const at = (address: string) => sheet.at(address)?.formula;
    expect([at('A4'), at('B4'), at('B5'), at('B7')]).toEqual([
      'Campaigns',
      2,
      isoDateToSerial('2026-10-01'),
      'desktop',
    ]);
    expect(at('A14')).toBe('=INDEX($L$13:$L$14,MATCH(LARGE($V$13:$V$14,1),$V$13:$V$14,0))');
    expect(sheet.at('C14')?.numberFormat).toBe('+0.0" pp";-0.0" pp";0.0" pp"');
    const tables = definition.sections.flatMap((section) => section.tables);
    expect(tables).toHaveLength(1 + 2 * 4);
    for (const table of tables) expect(String(at(table.anchor))).toMatch(new RegExp(`^=SV\\.${table.call.name}\\(`));
    expect(String(at(tables[1]?.anchor ?? ''))).toBe(
      '=SV.GROUP_DATA(101,$B$5,$B$6,0,"headers=false; columns=visibility.desktop.latest,visibility.desktop.trend,visibility.mobile.latest,visibility.mobile.trend")',
    );
  });
});
