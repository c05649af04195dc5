import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildReport, describeColumn, FUNCTIONS, type ReportDefinition } from '@sv/core';
import { calculateReport } from '../../packages/excel/src/preview/calculate-report';
import { chartData } from '../../packages/excel/src/preview/chart-data';
import { formatValue } from '../../packages/excel/src/preview/number-format';
import { parseA1 } from '../../packages/excel/src/shared/a1-range';
import { writeReportSheet } from '../../packages/excel/src/taskpane/report-workbook';
import { FakeRequestContext } from '../excel/helpers/excel-api-fake';
import { loadFunctionsScript } from '../excel/helpers/excel-shim';
import { fieldPathIn } from '../excel/helpers/field-paths';
import type { FakeSheet } from './fakes/spreadsheet';
import { computeFigures, computeSvFormulas, createReportSheet, reportInput } from './report-sheet';
import { useSheetsAddOn } from './setup';

/**
 * A client reads a report's legends, axis titles and headers: none may be an API field path. The report is made
 * against the sandbox through each host's own builder (the Sheets menu action, the Excel pane's writer, the preview's
 * calculation), computed, and every legend, axis title and header read back as the host would show it.
 */
const sheets = useSheetsAddOn({ sandbox: { today: '2026-06-15' } });

/** Texts a client reads, each with where it is, for a failure message that says which. */
type Shown = { where: string; text: string }[];

function pathsShown(shown: Shown, definition: ReportDefinition): string[] {
  const own = new Set(definition.sections.flatMap((section) => section.tables.flatMap((table) => table.headers)));
  return shown.flatMap(({ where, text }) => {
    const path = fieldPathIn(text, own);
    return path ? [`${where}: "${text}" shows ${path}`] : [];
  });
}

/** Sheets: each chart's legend (the header cell of each series range), its axis titles; every header cell. */
function sheetsTexts(sheet: FakeSheet): Shown {
  const shown: Shown = [];
  for (const [index, chart] of sheet.getCharts().entries()) {
    const options = chart.options as Record<string, { title?: string } | Record<string, { title?: string }>>;
    const [, ...series] = chart.getRanges();
    for (const range of series) {
      const header = sheet.getRange(range.getRow(), range.getColumn()).getValue();
      // A domain column of the clicks grid with no domain draws nothing, as in the sheet.
      if (header !== '') shown.push({ where: `Sheets chart ${index} legend`, text: String(header) });
    }
    for (const key of ['hAxis', 'vAxis'] as const) {
      const title = (options[key] as { title?: string } | undefined)?.title;
      if (title) shown.push({ where: `Sheets chart ${index} ${key}`, text: title });
    }
    for (const axis of Object.values((options.vAxes ?? {}) as Record<string, { title?: string }>))
      if (axis.title) shown.push({ where: `Sheets chart ${index} vAxes`, text: axis.title });
  }
  for (const key of sheet.cells.keys()) {
    const [row, column] = key.split(',').map(Number) as [number, number];
    const cell = sheet.cell(row, column);
    if (cell?.style?.background === '#f1f3f4')
      shown.push({ where: `Sheets header ${key}`, text: String(sheet.getRange(row, column).getValue()) });
  }
  return shown;
}

describe('a report a client reads: no field path in any legend, axis title or header', () => {
  test('Sheets: the report the menu makes, computed against the sandbox', () => {
    const { sheet, definition } = createReportSheet(sheets, reportInput({ device: 'desktop' }));
    computeSvFormulas(sheets, definition);
    computeFigures(sheet);
    const shown = sheetsTexts(sheet);
    // Seven charts with their legends, and the header rows of every table and figure block.
    expect(shown.filter(({ where }) => where.includes('legend')).length).toBeGreaterThanOrEqual(15);
    expect(shown.filter(({ where }) => where.includes('header')).length).toBeGreaterThanOrEqual(40);
    expect(pathsShown(shown, definition)).toEqual([]);
    // The legends of the clicks chart name the domains, as the service lists them.
    const clicks = sheet.getCharts()[3];
    const first = clicks?.getRanges()[1];
    expect(String(sheet.getRange(first?.getRow() ?? 1, first?.getColumn() ?? 1).getValue())).toMatch(/\./);
  });

  test('Excel: the sheet the pane writes, its series names, axis titles and header cells', async () => {
    const { definition } = createReportSheet(sheets, reportInput({ device: 'desktop' }));
    const context = new FakeRequestContext();
    const name = await writeReportSheet(context as unknown as Excel.RequestContext, definition);
    const sheet = context.workbook.sheets.find((candidate) => candidate.name === name);
    if (!sheet) throw new Error(`no sheet ${name}`);
    const shown: Shown = [];
    for (const chart of sheet.chartList) {
      for (const series of chart.seriesList)
        shown.push({ where: `Excel ${chart.name} series`, text: String(series.name ?? '(no name)') });
      for (const [axis, spec] of Object.entries({
        category: chart.axes.categoryAxis,
        value: chart.axes.valueAxis,
        secondary: chart.axes.secondaryValueAxis,
      }))
        if (spec.title.text !== undefined)
          shown.push({ where: `Excel ${chart.name} ${axis} axis`, text: spec.title.text });
    }
    for (const [address, cell] of sheet.grid)
      if (cell.fill === '#e8eef7' && typeof cell.formula === 'string' && !cell.formula.startsWith('='))
        shown.push({ where: `Excel header ${address}`, text: cell.formula });
    expect(shown.filter(({ where }) => where.endsWith('series')).length).toBe(
      definition.sections.flatMap((section) => section.charts.flatMap((chart) => chart.series)).length,
    );
    expect(pathsShown(shown, definition)).toEqual([]);
    // A series is never named by a cell address, as the clicks chart's were (AM12:AM43).
    expect(shown.filter(({ text }) => /^[A-Z]+\d+(:[A-Z]+\d+)?$/.test(text))).toEqual([]);
  });

  test('the preview: each chart as it draws it (legend, axis titles), the figure headers and the tables’ headers', async () => {
    const { definition } = createReportSheet(sheets, reportInput({ device: 'mobile' }));
    const excel = loadFunctionsScript({
      SV_TOKEN: sheets.service.info.tokens.full,
      SV_GATEWAY_URL: sheets.service.info.v3Url,
      SV_V1_URL: sheets.service.info.v1Url,
    });
    const calculated = await calculateReport(definition, (fn, args) => {
      const arity = FUNCTIONS.find((candidate) => candidate.name === fn)?.params.length ?? args.length;
      const padded = [...args, ...Array.from({ length: Math.max(0, arity - args.length) }, () => null)];
      return excel.call(fn, ...padded) as Promise<readonly (readonly unknown[])[]>;
    });
    const shown: Shown = [];
    for (const section of definition.sections) {
      for (const chart of section.charts) {
        const drawn = chartData(chart, calculated.sheet);
        expect(drawn.series.length).toBeGreaterThan(0);
        for (const series of drawn.series) shown.push({ where: `preview ${chart.id} legend`, text: series.name });
        for (const title of Object.values(drawn.axisTitles))
          if (title) shown.push({ where: `preview ${chart.id} axis`, text: title });
      }
      for (const cell of section.cells.filter((candidate) => candidate.style === 'header')) {
        const { top, left } = parseA1(cell.address);
        shown.push({ where: `preview header ${cell.address}`, text: formatValue(calculated.sheet.value(top, left)) });
      }
      for (const table of section.tables)
        for (const label of table.labels) shown.push({ where: `preview table ${table.id}`, text: label });
    }
    expect(calculated.answers.size).toBeGreaterThanOrEqual(10);
    expect(pathsShown(shown, definition)).toEqual([]);
  });

  test('the detector itself: it finds the paths the issue saw, and lets words and domains through', () => {
    const own = new Set(['sessions']);
    for (const path of [
      'organic_share_of_voice.domains.share_of_voice',
      'aio_mentions_visibility.desktop',
      'visibility.desktop',
      'domains.share_of_clicks',
      'sessions',
    ])
      expect(fieldPathIn(path, own)).not.toBeNull();
    for (const words of ['Desktop visibility', 'Share of voice (organic)', 'rival.com', 'Domain 1', 'Sessions'])
      expect(fieldPathIn(words, own)).toBeNull();
  });
});

describe('docs/reports.md', () => {
  test('its piece of the column dictionary says what the dictionary and the report say', () => {
    const text = readFileSync(join(__dirname, '../../docs/reports.md'), 'utf8');
    const rows = [...text.matchAll(/^\s*\| `SV_(\w+)` \| `([^`]+)` \| ([^|]+) \| (\w[\w ]*) \| `([^`]+)` \|$/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const report = buildReport({
      campaignId: 101,
      campaignName: 'Docs',
      start: '2026-10-01',
      end: '2026-10-31',
      device: 'desktop',
      competitors: [],
    });
    const tables = report.sections.flatMap((section) => section.tables);
    for (const [, fn = '', path = '', label = '', unit = '', format = ''] of rows) {
      const table = tables.find((candidate) => candidate.call.name === fn && candidate.headers.includes(path));
      expect([fn, path, table?.labels[table.headers.indexOf(path)]]).toEqual([fn, path, label.trim()]);
      expect([fn, path, describeColumn(fn, path)?.unit, table?.formats[path]]).toEqual([fn, path, unit.trim(), format]);
    }
  });
});
