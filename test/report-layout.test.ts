/**
 * The client report laid out as each host draws it (issue 29, first Done when): the column widths and charts the
 * Sheets writer gives the Apps Script fake and the Excel writer gives the Excel fake, placed on each host's grid
 * (its default row height, its default width for a column the report leaves alone). Asserts that no chart covers a
 * cell the report writes or a table may fill, that no text is wider than the room it has (its column, or the empty
 * cells a written title runs over, up to the report's last column), that the share-of-clicks legend lists only
 * domains with data (Excel's once calculated, Sheets' once frozen), and that every share axis stays within 0–100 %. Texts are measured with the report's font
 * metric (Arial's widths at 11 pt, the larger of the hosts' default sizes; text-width.ts).
 */
import { buildReport, type ReportCell, type ReportDefinition, type ReportRequest } from '@sv/core';
import { parseCellAddress } from '../packages/core/src/report/a1';
import { maySpill, textsOf, usedCells } from '../packages/core/src/report/column-widths';
import { REPORT_LAST_COLUMN } from '../packages/core/src/report/layout';
import { textWidthPx } from '../packages/core/src/report/text-width';
import { writeReportSheet } from '../packages/excel/src/taskpane/report-workbook';
import { FakeRequestContext, fakeExcelRun, parseArea } from './excel/helpers/excel-api-fake';
import { computeFigures, computeSvFormulas, createReportSheet, reportInput } from './sheets/report-sheet';
import { useSheetsAddOn } from './sheets/setup';

const REQUEST: ReportRequest = {
  campaignId: 101,
  campaignName: 'Northwind Shoes UK',
  start: '2026-05-01',
  end: '2026-05-31',
  device: 'mobile',
  competitors: ['example-rival.com'],
};
const VARIANTS: readonly ReportRequest[] = [
  REQUEST,
  { ...REQUEST, device: 'desktop', comparison: 'previous_year' },
  { ...REQUEST, comparison: 'previous_period', start: '2026-05-31' },
];

/** A chart as a host placed it, in pixels from the sheet's top-left corner. */
interface PlacedChart {
  readonly id: string;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** A host's grid: each column's width as the writer set it (or the host's default), rows at the default height. */
interface HostGrid {
  readonly host: string;
  readonly columnWidth: (column: number) => number;
  readonly rowHeight: number;
  readonly charts: readonly PlacedChart[];
}

const columnLeft = (grid: HostGrid, column: number) => {
  let left = 0;
  for (let c = 1; c < column; c++) left += grid.columnWidth(c);
  return left;
};

/** The columns and rows a chart covers, first and last (a chart ending exactly on a border does not cover beyond it). */
function coveredCells(grid: HostGrid, chart: PlacedChart) {
  let column = 1;
  while (columnLeft(grid, column + 1) <= chart.left) column++;
  let lastColumn = column;
  while (columnLeft(grid, lastColumn + 1) < chart.left + chart.width) lastColumn++;
  const row = Math.floor(chart.top / grid.rowHeight) + 1;
  const lastRow = Math.ceil((chart.top + chart.height) / grid.rowHeight);
  return { column, lastColumn, row, lastRow };
}

/** Every cell the report writes, and every cell its tables may fill (a keyword table: every row below it). */
function usedRanges(definition: ReportDefinition) {
  const cells = allCells(definition).map((cell) => {
    const { column, row } = parseCellAddress(cell.address);
    return { column, lastColumn: column, row, lastRow: row, what: cell.address };
  });
  const tables = definition.sections
    .flatMap((section) => section.tables)
    .map((table) => {
      const area = parseArea(table.bounds);
      return {
        column: area.left,
        lastColumn: area.left + area.columns - 1,
        row: area.top,
        lastRow: area.top + area.rows - 1,
        what: table.id,
      };
    });
  return [...cells, ...tables];
}

const allCells = (definition: ReportDefinition): ReportCell[] => [
  ...definition.cells,
  ...definition.sections.flatMap((section) => section.cells),
];

function expectNoChartOverUsedCells(grid: HostGrid, definition: ReportDefinition): void {
  const used = usedRanges(definition);
  const covered = grid.charts.map((chart) => ({ chart, area: coveredCells(grid, chart) }));
  for (const { chart, area } of covered) {
    const under = used.filter(
      (range) =>
        range.column <= area.lastColumn &&
        range.lastColumn >= area.column &&
        range.row <= area.lastRow &&
        range.lastRow >= area.row,
    );
    expect([grid.host, chart.id, under.map((range) => range.what)]).toEqual([grid.host, chart.id, []]);
    expect([grid.host, chart.id, area.lastColumn <= REPORT_LAST_COLUMN]).toEqual([grid.host, chart.id, true]);
  }
  for (const [index, { chart, area }] of covered.entries())
    for (const other of covered.slice(index + 1)) {
      const overlaps =
        other.area.column <= area.lastColumn &&
        other.area.lastColumn >= area.column &&
        other.area.row <= area.lastRow &&
        other.area.lastRow >= area.row;
      expect([grid.host, chart.id, other.chart.id, overlaps]).toEqual([grid.host, chart.id, other.chart.id, false]);
    }
}

/** The room a text has: its column, or for a written text with empty neighbours the run of them, to column J. */
function roomOf(grid: HostGrid, cell: ReportCell, used: ReadonlySet<string>, definition: ReportDefinition): number {
  const { column, row } = parseCellAddress(cell.address);
  let room = grid.columnWidth(column);
  if (!maySpill(cell, used)) return room;
  const underChart = (c: number) =>
    grid.charts.some((chart) => {
      const area = coveredCells(grid, chart);
      return c >= area.column && c <= area.lastColumn && row >= area.row && row <= area.lastRow;
    });
  // Beyond the report's columns a label runs to the next used cell, or past the last table (a few columns are enough).
  const last = column <= REPORT_LAST_COLUMN ? REPORT_LAST_COLUMN : column + 12;
  for (let next = column + 1; next <= last && !used.has(`${next}:${row}`) && !underChart(next); next++) {
    // A table's data rows are used too, beyond the cells the report writes.
    const inTable = definition.sections
      .flatMap((section) => section.tables)
      .some((table) => {
        const area = parseArea(table.bounds);
        return next >= area.left && next < area.left + area.columns && row >= area.top;
      });
    if (inTable) break;
    room += grid.columnWidth(next);
  }
  return room;
}

function expectEveryTextFits(grid: HostGrid, definition: ReportDefinition): void {
  const cells = allCells(definition);
  const used = usedCells(cells);
  const cut = cells.flatMap((cell) =>
    textsOf(cell)
      .filter((text) => textWidthPx(text, cell.style) > roomOf(grid, cell, used, definition))
      .map((text) => `${cell.address}: "${text}" ${textWidthPx(text, cell.style)} px`),
  );
  expect([grid.host, cut]).toEqual([grid.host, []]);
}

function expectShareAxesWithinWhole(definition: ReportDefinition): void {
  for (const chart of definition.sections.flatMap((section) => section.charts))
    for (const axis of [chart.yAxis, chart.secondaryAxis])
      if (axis?.format.includes('%')) {
        expect([chart.id, axis.min]).toEqual([chart.id, 0]);
        expect([chart.id, Math.min(axis.max ?? 1, axis.ceiling ?? Number.POSITIVE_INFINITY) <= 1]).toEqual([
          chart.id,
          true,
        ]);
      }
}

describe('the report as Sheets draws it', () => {
  const sheets = useSheetsAddOn({ sandbox: { today: '2026-06-15' } });
  /** Sheets' default column width and row height (Arial 10). */
  const SHEETS_COLUMN_PX = 100;
  const SHEETS_ROW_PX = 21;

  test.each(VARIANTS.map((request) => [request.comparison ?? 'uncompared', request.device, request]))(
    '%s, %s: no chart over a used cell, every text within its room, share axes from 0 to at most 100 %%',
    (_comparison, _device, request) => {
      const definition = buildReport(request);
      const message = sheets.addOn.run('svCreateReport', {
        campaignId: String(request.campaignId),
        start: request.start,
        end: request.end,
        device: request.device,
        competitors: request.competitors.join(', '),
        comparison: request.comparison ?? '',
        sections: definition.sections.map((section) => section.id),
      });
      expect(message).toMatch(/was added/);
      const sheet = sheets.addOn.spreadsheet.getActiveSheet();
      const specs = definition.sections.flatMap((section) => section.charts);
      const charts = sheet.getCharts().map((chart, index): PlacedChart => {
        const position = chart.position ?? { row: 1, column: 1, offsetX: 0, offsetY: 0 };
        const grid = { columnWidth: (c: number) => sheet.getColumnWidth(c) };
        let left = position.offsetX;
        for (let c = 1; c < position.column; c++) left += grid.columnWidth(c);
        return {
          id: specs[index]?.id ?? String(index),
          left,
          top: (position.row - 1) * SHEETS_ROW_PX + position.offsetY,
          width: Number(chart.options.width),
          height: Number(chart.options.height),
        };
      });
      expect(charts).toHaveLength(specs.length);
      const grid: HostGrid = {
        host: 'sheets',
        columnWidth: (column) => sheet.getColumnWidth(column) ?? SHEETS_COLUMN_PX,
        rowHeight: SHEETS_ROW_PX,
        charts,
      };
      expectNoChartOverUsedCells(grid, definition);
      expectEveryTextFits(grid, definition);
      expectShareAxesWithinWhole(definition);
      // The host starts each share axis at 0 and never runs one past 100 %.
      for (const [index, chart] of sheet.getCharts().entries()) {
        const spec = specs[index];
        if (!spec?.yAxis.format.includes('%')) continue;
        const valueAxis = (spec.type === 'bar' ? chart.options.hAxis : chart.options.vAxis) as {
          viewWindow?: { min?: number; max?: number };
        };
        expect([spec.id, valueAxis.viewWindow?.min]).toEqual([spec.id, 0]);
        expect([spec.id, (valueAxis.viewWindow?.max ?? 1) <= 1]).toEqual([spec.id, true]);
      }
    },
  );
});

describe('the share-of-clicks legend as Sheets draws it', () => {
  const sheets = useSheetsAddOn({ sandbox: { today: '2026-06-15' } });

  test('a legend entry only for a domain with data: 4 for a campaign with 4 domains in the report that is sent', () => {
    const { sheet, definition } = createReportSheet(sheets, reportInput({ competitors: ['example-rival.com'] }));
    computeSvFormulas(sheets, definition);
    computeFigures(sheet);
    const index = definition.sections.flatMap((section) => section.charts).findIndex((c) => c.id === 'share_of_clicks');
    // Sheets names each series from its header cell: a grid column naming no domain is an entry without a name.
    const legend = () => {
      const [, ...series] = sheet.getCharts()[index]?.getRanges() ?? [];
      return series.map((range) => range.getDisplayValues()[0]?.[0] ?? '');
    };
    const domains = [
      'northwind-shoes.example',
      'stridewear.example',
      'footloose-store.example',
      'bootcamp-outdoor.example',
    ];
    // The live chart keeps the grid's five columns (the domains may change with the data)...
    expect(legend()).toEqual([...domains, '']);
    // ...the frozen report, the one a client gets, has a legend entry per domain with data.
    sheets.addOn.menu('svFreezeReport');
    expect(legend()).toEqual(domains);
  });
});

describe('the report as Excel draws it', () => {
  const excel = globalThis as { Excel?: unknown };
  afterEach(() => {
    delete excel.Excel;
  });
  /** Excel's default column width (8.43 characters of Calibri 11); rows: Aptos 11's 19 px, the lowest default. */
  const EXCEL_COLUMN_PX = 64;
  const EXCEL_ROW_PX = 19;
  const PX_PER_POINT = 4 / 3;

  async function written(request: ReportRequest) {
    const context = new FakeRequestContext();
    excel.Excel = { run: fakeExcelRun(context).run };
    const definition = buildReport(request);
    const name = await writeReportSheet(context as unknown as Excel.RequestContext, definition);
    const sheet = context.workbook.sheets.find((candidate) => candidate.name === name);
    if (!sheet) throw new Error(`no sheet ${name}`);
    return { definition, sheet };
  }

  test.each(VARIANTS.map((request) => [request.comparison ?? 'uncompared', request.device, request]))(
    '%s, %s: no chart over a used cell, every text within its room, share axes from 0 to at most 100 %%',
    async (_comparison, _device, request) => {
      const { definition, sheet } = await written(request);
      const columnWidth = (column: number) => {
        let letters = '';
        for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
          letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
        const points = sheet.columnWidths.get(letters);
        return points === undefined ? EXCEL_COLUMN_PX : points * PX_PER_POINT;
      };
      const charts = sheet.chartList.map((chart): PlacedChart => {
        const anchor = parseArea(chart.position?.start ?? 'A1');
        let left = 0;
        for (let c = 1; c < anchor.left; c++) left += columnWidth(c);
        return {
          id: chart.name ?? '',
          left,
          top: (anchor.top - 1) * EXCEL_ROW_PX,
          width: (chart.width ?? 0) * PX_PER_POINT,
          height: (chart.height ?? 0) * PX_PER_POINT,
        };
      });
      const grid: HostGrid = { host: 'excel', columnWidth, rowHeight: EXCEL_ROW_PX, charts };
      expectNoChartOverUsedCells(grid, definition);
      expectEveryTextFits(grid, definition);
      expectShareAxesWithinWhole(definition);
      const specs = new Map(definition.sections.flatMap((section) => section.charts).map((chart) => [chart.id, chart]));
      for (const chart of sheet.chartList) {
        const spec = specs.get(chart.name ?? '');
        if (!spec?.yAxis.format.includes('%')) continue;
        const axis = chart.axes.valueAxis as { minimum?: number; maximum?: number };
        expect([spec.id, axis.minimum]).toEqual([spec.id, 0]);
        expect([spec.id, (axis.maximum ?? 1) <= 1]).toEqual([spec.id, true]);
      }
    },
  );

  test('the share-of-clicks legend lists only the domains with data: none before Excel calculates, 4 of 5 after', async () => {
    const { definition, sheet } = await written(REQUEST);
    const clicks = sheet.chartList.find((chart) => chart.name === 'share_of_clicks');
    const legend = () =>
      (clicks?.seriesList ?? []).filter((series) => series.filtered !== true).map((series) => series.name);
    // Before calculation the grid names no domain and holds no share: no "Domain 1…5" over an empty chart.
    expect(legend()).toEqual([]);
    const spec = definition.sections.flatMap((s) => s.charts).find((chart) => chart.id === 'share_of_clicks');
    const headers = (spec?.series ?? []).map((series) => series.range.split(':')[0] ?? '');
    // A campaign with 4 domains: the grid's fifth column stays blank.
    const shown = ['northwind.example', 'rival.com', 'other.net', 'third.org', ''];
    headers.forEach((address, index) => {
      const cell = sheet.at(address);
      if (cell) cell.shown = shown[index];
    });
    await sheet.calculated();
    expect(legend()).toEqual(['northwind.example', 'rival.com', 'other.net', 'third.org']);
  });

  test('prints the client columns landscape, one page wide, with the title rows on every page', async () => {
    const { definition, sheet } = await written(REQUEST);
    expect(sheet.printed).toEqual({
      area: definition.print?.area,
      orientation: 'Landscape',
      zoom: { horizontalFitToPages: 1, verticalFitToPages: 0 },
      titleRows: '$1:$2',
    });
    const client = allCells(definition)
      .map((cell) => parseCellAddress(cell.address))
      .filter((at) => at.column <= 10);
    const lastRow = Math.max(...client.map((at) => at.row));
    expect(definition.print?.area).toBe(`A1:J${lastRow}`);
  });
});
