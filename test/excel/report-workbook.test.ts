import { buildReport, columnLabel, isoDateToSerial, MOVERS, type ReportDefinition, type ReportRequest } from '@sv/core';
import { writeReportSheet } from '../../packages/excel/src/taskpane/report-workbook';
import { addressOf, FakeRequestContext, type FakeWorksheet, fakeExcelRun, parseArea } from './helpers/excel-api-fake';

const REQUEST: ReportRequest = {
  campaignId: 101,
  campaignName: 'Acme Shoes',
  start: '2026-10-01',
  end: '2026-10-31',
  device: 'mobile',
  competitors: ['rival.com', 'other.net'],
};

async function createReport(context: FakeRequestContext, definition: ReportDefinition): Promise<FakeWorksheet> {
  const name = await writeReportSheet(context as unknown as Excel.RequestContext, definition);
  const sheet = context.workbook.sheets.find((candidate) => candidate.name === name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
}

const formulaAt = (sheet: FakeWorksheet, address: string) => sheet.at(address)?.formula;

describe('Excel: the Report section writes the report with the Excel JavaScript API', () => {
  const definition = buildReport(REQUEST);
  let context: FakeRequestContext;
  let sheet: FakeWorksheet;

  beforeAll(async () => {
    context = new FakeRequestContext();
    sheet = await createReport(context, definition);
  });

  it('adds a new worksheet named after the campaign and period, and shows it', () => {
    expect(context.workbook.sheets.map((s) => s.name)).toEqual(['Sheet1', definition.sheetName]);
    expect(sheet.name).toMatch(/^Acme Shoes 2026-10-01/);
    expect(sheet.activated).toBe(true);
    expect(context.workbook.sheets[0]?.grid.size).toBe(0);
    expect(formulaAt(sheet, 'A1')).toBe('Acme Shoes: 2026-10-01 to 2026-10-31');
    expect(sheet.at('A1')?.bold).toBe(true);
  });

  it('writes the parameter block: dates as date cells, the tracking depth as an SV. call over the block', () => {
    expect(formulaAt(sheet, 'B4')).toBe(101);
    expect(formulaAt(sheet, 'B5')).toBe(isoDateToSerial('2026-10-01'));
    expect(sheet.at('B5')?.numberFormat).toBe('yyyy-mm-dd');
    expect(formulaAt(sheet, 'B6')).toBe(isoDateToSerial('2026-10-31'));
    expect(formulaAt(sheet, 'B7')).toBe('mobile');
    expect(formulaAt(sheet, 'B8')).toBe('rival.com, other.net');
    expect(formulaAt(sheet, 'B9')).toBe(
      '=SV.CAMPAIGNS("campaign_ids="&$B$4&"; headers=false; columns=campaign_info.max_tracked_position_"&$B$7)',
    );
  });

  it('puts every SV table at its anchor as an Excel formula (SV. prefix) that refers to the block', () => {
    const tables = definition.sections.flatMap((section) => section.tables);
    expect(tables.length).toBeGreaterThanOrEqual(8);
    for (const table of tables) {
      const formula = String(formulaAt(sheet, table.anchor));
      expect(formula).toMatch(new RegExp(`^=SV\\.${table.call.name}\\(\\$B\\$4`));
      expect(formula).not.toContain('SV_');
      // The call sits under the header row the report writes in words, which is bold.
      const call = parseArea(table.anchor);
      expect(sheet.cell(call.top - 1, call.left).bold).toBe(true);
      expect(formulaAt(sheet, addressOf({ ...call, top: call.top - 1 }))).toBe(table.labels[0]);
    }
    const visibility = tables.find((table) => table.id === 'visibility');
    expect(formulaAt(sheet, visibility?.anchor ?? '')).toBe(
      '=SV.GROUP_VISIBILITY($B$4,$B$5,$B$6,,"headers=false; columns=date,visibility.desktop,visibility.mobile")',
    );
  });

  it('formats the tables’ columns: dates as dates, shares as percentages, down to the last row a table can fill', () => {
    const visibility = definition.sections.flatMap((s) => s.tables).find((table) => table.id === 'visibility');
    const bounds = parseArea(visibility?.bounds ?? '');
    const lastRow = bounds.top + bounds.rows - 1;
    expect(bounds.rows - 1).toBe(31);
    expect(sheet.cell(bounds.top + 1, bounds.left).numberFormat).toBe('yyyy-mm-dd');
    expect(sheet.cell(lastRow, bounds.left + 1).numberFormat).toBe('0.0%');
    expect(sheet.cell(lastRow + 1, bounds.left + 1).numberFormat).toBeUndefined();
  });

  it('writes the aggregations as plain spreadsheet formulas and freezes the header rows', () => {
    const distribution = definition.sections.find((section) => section.id === 'rank_distribution');
    const counted = distribution?.cells.filter((cell) => cell.formula?.kind === 'formula') ?? [];
    expect(counted.length).toBe(12);
    for (const cell of counted) {
      // The count, behind the keyword table's error and the words for a day without ranks (never a 0 for either).
      expect(String(formulaAt(sheet, cell.address))).toMatch(
        /^=IF\(ISERROR\(\$[A-Z]+\$13\),\$[A-Z]+\$13,IF\(COUNT\(\$[A-Z]+:\$[A-Z]+\)=0,"No data in the period",COUNT/,
      );
      expect(sheet.at(cell.address)?.numberFormat).toBe('#,##0');
    }
    expect(sheet.frozenRows).toBe(definition.frozenRows);
    expect(sheet.columnWidths.get('A')).toBe((definition.columnWidths[0]?.width ?? 0) * 0.75);
  });

  it('colours the top movers: gains green, losses red', () => {
    const rules = sheet.conditionalFormats.map((format) => format.record());
    expect(rules).toHaveLength(2);
    expect(rules[0]).toMatchObject({ type: 'CellValue', rule: { operator: 'GreaterThan', formula1: '0' } });
    expect(rules[0]?.fontColor).toBe('#137333');
    expect(rules[1]).toMatchObject({ type: 'CellValue', rule: { operator: 'LessThan', formula1: '0' } });
    expect(rules[1]?.fill).toBe('#fce8e6');
    expect(parseArea(rules[0]?.address ?? '').rows).toBe(MOVERS);
  });

  it('adds one Chart per chart of the definition, bound to its ranges without their header row, titled and sized', () => {
    const charts = definition.sections.flatMap((section) => section.charts);
    expect(sheet.chartList.map((chart) => chart.name)).toEqual(charts.map((chart) => chart.id));
    for (const [index, expected] of charts.entries()) {
      const chart = sheet.chartList[index];
      expect(chart?.title.text).toBe(expected.title);
      expect(chart?.position?.start).toBe(expected.anchor);
      expect(chart?.width).toBe(expected.widthPx * 0.75);
      const categories = parseArea(expected.categories);
      const withoutHeader = `${categories.top + 1}`;
      expect(chart?.seriesList).toHaveLength(expected.series.length);
      chart?.seriesList.forEach((series, s) => {
        const range = parseArea(expected.series[s]?.range ?? '');
        const values = parseArea(series.values ?? '');
        expect(values).toEqual({ ...range, top: range.top + 1, rows: range.rows - 1 });
        expect(series.xAxisValues).toMatch(new RegExp(`^[A-Z]+${withoutHeader}:`));
        expect(series.name).toBeTruthy();
      });
      expect(chart?.axes.valueAxis.title.text).toBe(expected.yAxis.title);
    }
    const byId = new Map(sheet.chartList.map((chart) => [chart.name, chart]));
    expect(byId.get('visibility_trend')?.type).toBe('Line');
    // Every series is named by the definition's label: words, never a field path or a cell address.
    for (const [index, expected] of charts.entries()) {
      expect(sheet.chartList[index]?.seriesList.map((series) => series.name)).toEqual(
        expected.series.map((series) => series.label),
      );
    }
    const names = sheet.chartList.flatMap((chart) => chart.seriesList.map((series) => String(series.name)));
    for (const name of names) expect(name).not.toMatch(/^[A-Z]+\d+:[A-Z]+\d+$|[a-z]+[._][a-z]/);
    expect(byId.get('share_of_clicks')?.seriesList.map((series) => series.name)).toEqual([
      'Domain 1',
      'Domain 2',
      'Domain 3',
      'Domain 4',
      'Domain 5',
    ]);
    expect(byId.get('visibility_trend')?.axes.valueAxis.numberFormat).toBe('0.0%');
    expect(byId.get('rank_distribution')?.type).toBe('ColumnClustered');
    expect(byId.get('rank_distribution')?.seriesList.map((series) => series.name)).toEqual(['First day', 'Last day']);
    expect(byId.get('share_of_voice')?.type).toBe('BarClustered');
    expect(byId.get('share_of_clicks')?.type).toBe('AreaStacked');
    expect(byId.get('traffic')?.seriesList[1]?.axisGroup).toBe('Secondary');
    // The secondary axis (conversions) has its own title and format; shares end at 100 %.
    expect(byId.get('traffic')?.axes.secondaryValueAxis).toEqual({
      title: { text: columnLabel('TRAFFIC', 'ecommerce.conversions') },
      numberFormat: '#,##0',
    });
    expect(byId.get('share_of_clicks')?.axes.valueAxis.maximum).toBe(1);
    expect(byId.get('share_of_voice')?.axes.valueAxis.maximum).toBeUndefined();
    expect(byId.get('traffic')?.axes.valueAxis.maximum).toBeUndefined();
  });

  it('a second report of the same campaign and period gets a sheet of its own', async () => {
    const again = await createReport(context, definition);
    expect(again.name).toBe(`${definition.sheetName} (2)`);
    expect(context.workbook.sheets).toHaveLength(3);
  });

  it('only the chosen sections are written', async () => {
    const fresh = new FakeRequestContext();
    const small = await createReport(fresh, buildReport({ ...REQUEST, sections: ['visibility'] }));
    expect(small.chartList.map((chart) => chart.name)).toEqual(['visibility_trend']);
    expect(small.conditionalFormats).toHaveLength(0);
  });
});

describe('Excel: an Excel without the APIs a report needs', () => {
  const office = globalThis as { Office?: unknown };
  afterEach(() => {
    delete office.Office;
  });

  it('refuses before the first call, naming what is missing and which Excel has it; the workbook is untouched', async () => {
    const asked: string[] = [];
    office.Office = {
      context: {
        requirements: {
          isSetSupported: (set: string, version: string) => {
            asked.push(`${set} ${version}`);
            return version !== '1.8';
          },
        },
      },
    };
    const context = new FakeRequestContext();
    await expect(writeReportSheet(context as unknown as Excel.RequestContext, buildReport(REQUEST))).rejects.toThrow(
      /^This version of Excel cannot add a report sheet: it lacks the Excel JavaScript API 1\.8 \(charts with a series per figure, a second value axis.*Excel on the web, Microsoft 365 version 1808 or later on Windows, Excel 2021 or later, and Excel 16\.17 or later on Mac have it\. Nothing was changed/,
    );
    expect(asked).toEqual(['ExcelApi 1.8']);
    expect(context.workbook.sheets.map((sheet) => sheet.name)).toEqual(['Sheet1']);
    expect(context.syncs).toBe(0);
  });

  it('writes the report where ExcelApi 1.8 is there', async () => {
    office.Office = { context: { requirements: { isSetSupported: () => true } } };
    const context = new FakeRequestContext();
    await writeReportSheet(context as unknown as Excel.RequestContext, buildReport(REQUEST));
    expect(context.workbook.sheets).toHaveLength(2);
  });
});

describe('Excel: the share-of-clicks legend names the domains once Excel has calculated them', () => {
  const excel = globalThis as { Excel?: unknown };
  afterEach(() => {
    delete excel.Excel;
  });

  it('renames the grid’s series after the domains its header cells show, leaves an empty one and errors alone', async () => {
    const context = new FakeRequestContext();
    excel.Excel = { run: fakeExcelRun(context).run };
    const definition = buildReport(REQUEST);
    const sheet = await createReport(context, definition);
    const clicks = sheet.chartList.find((chart) => chart.name === 'share_of_clicks');
    const grid = definition.sections.flatMap((s) => s.charts).find((chart) => chart.id === 'share_of_clicks');
    const headers = (grid?.series ?? []).map((series) => series.range.split(':')[0] ?? '');
    // Before Excel calculated anything: their places in the service's list.
    expect(clicks?.seriesList.map((series) => series.name)).toEqual([
      'Domain 1',
      'Domain 2',
      'Domain 3',
      'Domain 4',
      'Domain 5',
    ]);
    const shown = ['acme-shoes.example', 'rival.com', '#BUSY!', 'other.net', ''];
    headers.forEach((address, index) => {
      const cell = sheet.at(address);
      if (cell) cell.shown = shown[index];
    });
    await sheet.calculated();
    expect(clicks?.seriesList.map((series) => series.name)).toEqual([
      'acme-shoes.example',
      'rival.com',
      'Domain 3',
      'other.net',
      'Domain 5',
    ]);
    // The other charts' series keep the report's words.
    expect(sheet.chartList.find((chart) => chart.name === 'traffic')?.seriesList[0]?.name).toBe('Sessions');
  });
});
