import { buildReport, type ReportDefinition, type ReportRequest } from '@sv/core';
import { freezeReportSheet } from '../../packages/excel/src/taskpane/freeze-report-sheet';
import { writeReportSheet } from '../../packages/excel/src/taskpane/report-workbook';
import { addressOf, cellAddress, FakeRequestContext, type FakeWorksheet, parseArea } from './helpers/excel-api-fake';

const REQUEST: ReportRequest = {
  campaignId: 101,
  campaignName: 'Acme Shoes',
  start: '2026-10-01',
  end: '2026-10-31',
  device: 'desktop',
  competitors: ['rival.com'],
};

/** Rows each SV. table fills when Excel has calculated it: the period's days, at most this many for keyword tables. */
const KEYWORD_ROWS = 40;

async function calculatedReport(): Promise<{
  context: FakeRequestContext;
  sheet: FakeWorksheet;
  definition: ReportDefinition;
}> {
  const context = new FakeRequestContext();
  const definition = buildReport(REQUEST);
  const name = await writeReportSheet(context as unknown as Excel.RequestContext, definition);
  const sheet = context.workbook.sheets.find((candidate) => candidate.name === name) as FakeWorksheet;
  // What Excel shows once every formula is calculated: each SV. answer spills over its table's rows, each figure
  // shows a number or words. A keyword that reads like a formula must stay text when frozen.
  for (const table of definition.sections.flatMap((section) => section.tables)) {
    const anchor = parseArea(table.anchor);
    const rows = Math.min(table.maxRows ?? KEYWORD_ROWS, KEYWORD_ROWS);
    for (let r = 0; r < rows; r += 1) {
      table.headers.forEach((_, c) => {
        const cell = sheet.cell(anchor.top + r, anchor.left + c);
        cell.shown = c === 0 && r === 1 && table.maxRows === null ? '=cheap shoes' : (r + 1) * 0.01 + c;
      });
    }
  }
  for (const [address, cell] of sheet.grid) {
    if (typeof cell.formula === 'string' && cell.formula.startsWith('=') && cell.shown === undefined) {
      cell.shown = parseArea(address).left <= 10 ? 'No data in the period' : 0.125;
    }
  }
  return { context, sheet, definition };
}

/** What every cell of the sheet shows, by address (empty cells left out). */
function shownCells(sheet: FakeWorksheet): Map<string, unknown> {
  const shown = new Map<string, unknown>();
  const used = sheet.getUsedRange();
  used.values.forEach((row, r) => {
    row.forEach((value, c) => {
      if (value !== '') shown.set(cellAddress(used.rowIndex + r + 1, used.columnIndex + c + 1), value);
    });
  });
  return shown;
}

/** Each chart's series: the ranges it draws and the numbers in them. */
function seriesData(sheet: FakeWorksheet) {
  const read = (address?: string) => (address ? sheet.getRange(address).values.map((row) => row.join('|')) : undefined);
  return sheet.chartList.map((chart) =>
    chart.seriesList.map((series) => ({
      values: series.values,
      categories: series.xAxisValues,
      numbers: read(series.values),
      labels: read(series.xAxisValues),
    })),
  );
}

const freeze = (context: FakeRequestContext) => freezeReportSheet(context as unknown as Excel.RequestContext);

describe('Excel: Freeze report turns the report sheet into values', () => {
  it('leaves no formula, every cell showing what it showed; the charts draw the same numbers; the data is hidden', async () => {
    const { context, sheet } = await calculatedReport();
    const before = shownCells(sheet);
    const charts = seriesData(sheet);
    const formulas = [...sheet.grid.values()].filter(
      (cell) => typeof cell.formula === 'string' && cell.formula.startsWith('='),
    ).length;
    expect(formulas).toBeGreaterThan(100);

    const report = await freeze(context);

    const left = [...sheet.grid.entries()].filter(
      ([, cell]) => typeof cell.formula === 'string' && cell.formula.startsWith('=') && !cell.quotePrefix,
    );
    expect(left.map(([address]) => address)).toEqual([]);
    expect(shownCells(sheet)).toEqual(before);
    // A keyword that reads like a formula stays text.
    expect([...sheet.grid.values()].filter((cell) => cell.formula === '=cheap shoes')).toEqual([
      expect.objectContaining({ quotePrefix: true }),
      expect.objectContaining({ quotePrefix: true }),
    ]);
    expect([...before.values()]).toContain('=cheap shoes');
    expect(seriesData(sheet)).toEqual(charts);
    expect(charts.flat().every((series) => series.numbers?.some((row) => row !== ''))).toBe(true);
    // The data tables, from column L to the last used one, are hidden; the charts plot hidden cells.
    const used = sheet.getUsedRange();
    const last = addressOf({ top: 1, left: used.columnIndex + used.columnCount, rows: 1, columns: 1 }).replace('1', '');
    expect(report).toEqual({ sheet: sheet.name, formulas, hiddenColumns: `L:${last}` });
    expect(sheet.hiddenColumns.has('L')).toBe(true);
    expect(sheet.hiddenColumns.has(last)).toBe(true);
    expect(['A', 'B', 'E', 'J', 'K'].filter((column) => sheet.hiddenColumns.has(column))).toEqual([]);
    expect(sheet.chartList.every((chart) => chart.plotVisibleOnly === false)).toBe(true);
    // Formats stay: the visibility table's shares are still percentages.
    expect(sheet.at('M14')?.numberFormat).toBe('0.0%');
  });

  it('a second freeze finds nothing to freeze and changes nothing', async () => {
    const { context, sheet } = await calculatedReport();
    await freeze(context);
    const once = shownCells(sheet);
    const charts = seriesData(sheet);
    const again = await freeze(context);
    expect(again.formulas).toBe(0);
    expect(again.hiddenColumns).toMatch(/^L:/);
    expect(shownCells(sheet)).toEqual(once);
    expect(seriesData(sheet)).toEqual(charts);
  });

  it('refuses while a formula still loads or failed, naming the cells, and changes nothing', async () => {
    const { context, sheet, definition } = await calculatedReport();
    const traffic = definition.sections.flatMap((s) => s.tables).find((table) => table.id === 'traffic');
    const anchor = sheet.at(traffic?.anchor ?? '');
    if (anchor) anchor.shown = '#BUSY!';
    const b9 = sheet.at('B9');
    if (b9) b9.shown = '#N/A';
    await expect(freeze(context)).rejects.toThrow(
      new RegExp(
        `^Not frozen: these cells show an error or are still loading: B9, ${traffic?.anchor}\\. Wait until Excel has calculated every SV\\. formula`,
      ),
    );
    expect(String(sheet.at('B9')?.formula)).toMatch(/^=SV\.CAMPAIGNS\(/);
    expect(sheet.hiddenColumns.size).toBe(0);
  });

  it('refuses a sheet the add-in did not make, naming it, and changes nothing', async () => {
    const { context, sheet } = await calculatedReport();
    const other = context.workbook.sheets[0] as FakeWorksheet;
    other.cell(1, 1).formula = '=SV.CAMPAIGNS()';
    other.activate();
    await expect(freeze(context)).rejects.toThrow(
      'The sheet "Sheet1" is not a client report made by this add-in. Open the report sheet (added by Add the report sheet) and try again. Nothing was changed.',
    );
    expect(other.at('A1')?.formula).toBe('=SV.CAMPAIGNS()');
    expect(String(sheet.at('B9')?.formula)).toMatch(/^=SV\./);
  });
});
