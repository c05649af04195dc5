/**
 * Draws the client report as each host was told to make it, for docs/reports.md (scripts/report-pictures.mjs runs
 * this file with jest, for the test fakes it reuses). The Excel report is the sheet the task pane's writer makes through
 * the Excel fake (cells, formats, widths, charts, the legend Excel names once it has calculated); the Sheets report is
 * the sheet the menu makes through the Apps Script fake, frozen as it is sent. Both are filled with what the formulas
 * compute against the sandbox, rebuilt as an .xlsx (exceljs, the charts as DrawingML) and drawn by LibreOffice Calc
 * (PDF, then PNG with Ghostscript, cropped and scaled by ImageMagick). LibreOffice, not Excel or Sheets, draws them:
 * fonts, chart styles and gridlines are LibreOffice's; positions, sizes, widths, series and axes are the hosts'.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReport, isoDateToSerial, type ReportDefinition, type ReportRequest } from '@sv/core';
import ExcelJS from 'exceljs';
import { type CalculatedReport, calculateReport } from '../../packages/excel/src/preview/calculate-report';
import { isError, type Scalar } from '../../packages/excel/src/preview/sheet-values';
import { parseA1 } from '../../packages/excel/src/shared/a1-range';
import { writeReportSheet } from '../../packages/excel/src/taskpane/report-workbook';
import { FakeRequestContext, fakeExcelRun, parseArea } from '../../test/excel/helpers/excel-api-fake';
import { loadFunctionsScript } from '../../test/excel/helpers/excel-shim';
import { sofficeOnPath } from '../../test/excel/helpers/libreoffice';
import { builtFile } from '../../test/excel/helpers/paths';
import type { FakeSheet } from '../../test/sheets/fakes/spreadsheet';
import { computeFigures, computeSvFormulas, createReportSheet, reportInput } from '../../test/sheets/report-sheet';
import { useSheetsAddOn } from '../../test/sheets/setup';
import type { DrawnSeries } from './chart-xml';
import { type PlacedDrawnChart, withCharts } from './xlsx-charts';

/** The report of the docs' other pictures (the preview's): campaign 101, October 2026, desktop, one competitor. */
const REQUEST: ReportRequest = {
  campaignId: 101,
  campaignName: 'Northwind Shoes UK',
  start: '2026-10-01',
  end: '2026-10-31',
  device: 'desktop',
  competitors: ['rival.com'],
};
const OUT = process.env.SV_PICTURES_OUT ?? join(process.cwd(), 'test-output', 'report-pictures');
/** Debian's ImageMagick, before any other `convert` on the PATH (some machines put a stand-in first). */
const CONVERT = existsSync('/usr/bin/convert') ? '/usr/bin/convert' : 'convert';
/** Pixels of a chart or column per character width of the workbook's default font (Calibri 11: 7 px). */
const PX_PER_CHARACTER = 7;

const sheets = useSheetsAddOn({ sandbox: { today: '2026-11-15' } });

/** One cell of the rebuilt workbook: its value, format and look. */
interface DrawnCell {
  value: ExcelJS.CellValue;
  format?: string;
  bold?: boolean;
  italic?: boolean;
  size?: number;
  fill?: string;
  color?: string;
}

interface DrawnSheet {
  readonly name: string;
  readonly font: { name: string; size: number };
  readonly rowHeightPt: number;
  readonly cells: Map<string, DrawnCell>;
  readonly widthsPx: Map<number, number>;
  readonly defaultWidthPx: number;
  readonly hidden: ReadonlySet<number>;
  readonly charts: PlacedDrawnChart[];
  readonly printArea: string;
}

const quoted = (sheet: string, range: string) => {
  const area = parseArea(range);
  const absolute = (row: number, column: number) => `$${columnLetters(column)}$${row}`;
  const end = absolute(area.top + area.rows - 1, area.left + area.columns - 1);
  return `'${sheet.replace(/'/g, "''")}'!${absolute(area.top, area.left)}:${end}`;
};

function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const shownValue = (value: Scalar): ExcelJS.CellValue => (isError(value) ? value.code : (value ?? null));

/** Every address the report fills: its cells, and each SV. answer spilled from its anchor. */
function filledAddresses(definition: ReportDefinition, report: CalculatedReport): string[] {
  const addresses = [...definition.cells, ...definition.sections.flatMap((s) => s.cells)].map((c) => c.address);
  for (const [address, answer] of report.answers) {
    const { top, left } = parseA1(address);
    if ('error' in answer) addresses.push(address);
    else
      for (const [r, cells] of answer.grid.entries())
        for (const c of cells.keys()) addresses.push(`${columnLetters(left + c)}${top + r}`);
  }
  return addresses;
}

/** The report's figures as the built functions compute them against the sandbox, through the preview's engine. */
async function calculated(definition: ReportDefinition): Promise<CalculatedReport> {
  const arity = new Map(
    (
      JSON.parse(readFileSync(builtFile('functions.json'), 'utf8')) as { functions: { id: string; parameters: [] }[] }
    ).functions.map((fn) => [fn.id, fn.parameters.length]),
  );
  const excel = loadFunctionsScript({
    SV_TOKEN: sheets.service.info.tokens.full,
    SV_GATEWAY_URL: sheets.service.info.v3Url,
    SV_V1_URL: sheets.service.info.v1Url,
  });
  return calculateReport(definition, (name, args) => {
    const padded = [...args, ...Array.from({ length: Math.max(0, (arity.get(name) ?? 0) - args.length) }, () => null)];
    return excel.call(name, ...padded) as Promise<readonly (readonly unknown[])[]>;
  });
}

const EXCEL_KINDS: Record<string, PlacedDrawnChart['kind']> = {
  Line: 'line',
  ColumnClustered: 'column',
  BarClustered: 'bar',
  AreaStacked: 'area',
};

/** The Excel report: the writer's calls recorded by the Excel fake, filled with the computed values. */
async function excelSheet(definition: ReportDefinition, report: CalculatedReport): Promise<DrawnSheet> {
  const context = new FakeRequestContext();
  (globalThis as { Excel?: unknown }).Excel = { run: fakeExcelRun(context).run };
  const name = await writeReportSheet(context as unknown as Excel.RequestContext, definition);
  const sheet = context.workbook.sheets.find((candidate) => candidate.name === name);
  if (!sheet) throw new Error(`the writer made no sheet ${name}`);
  // Excel names the share-of-clicks series once it has calculated, while the add-in runs: as the layout test does.
  for (const address of filledAddresses(definition, report)) {
    const cell = sheet.at(address);
    const { top, left } = parseA1(address);
    if (cell) cell.shown = shownValue(report.sheet.value(top, left)) as string | number | boolean;
  }
  await sheet.calculated();
  const cells = new Map<string, DrawnCell>();
  for (const address of filledAddresses(definition, report)) {
    const { top, left } = parseA1(address);
    const written = sheet.at(address);
    cells.set(address, {
      value: shownValue(report.sheet.value(top, left)),
      format: written?.numberFormat,
      bold: written?.bold,
      italic: written?.italic,
      size: written?.fontSize,
      fill: written?.fill,
      color: written?.fontColor,
    });
  }
  const widthsPx = new Map<number, number>();
  for (const [letters, points] of sheet.columnWidths) widthsPx.set(parseA1(`${letters}1`).left, (points * 4) / 3);
  const charts = sheet.chartList.map((chart): PlacedDrawnChart => {
    const anchor = parseArea(chart.position?.start ?? 'A1');
    const series = chart.seriesList
      .filter((s) => s.filtered !== true && s.values)
      .map(
        (s): DrawnSeries => ({
          name: { text: s.name ?? '' },
          categories: quoted(name, s.xAxisValues ?? s.values ?? 'A1'),
          values: quoted(name, s.values ?? 'A1'),
          secondary: s.axisGroup === 'Secondary',
        }),
      );
    const axis = chart.axes.valueAxis as { minimum?: number; maximum?: number; numberFormat?: string };
    return {
      kind: EXCEL_KINDS[chart.type] ?? 'line',
      stacked: chart.type === 'AreaStacked',
      title: chart.title.text ?? '',
      series,
      valueAxis: { min: axis.minimum, max: axis.maximum, format: axis.numberFormat },
      secondaryFormat: chart.axes.secondaryValueAxis.numberFormat,
      categoryFormat: chart.axes.categoryAxis.numberFormat,
      row: anchor.top,
      column: anchor.left,
      widthPx: ((chart.width ?? 0) * 4) / 3,
      heightPx: ((chart.height ?? 0) * 4) / 3,
    };
  });
  return {
    name,
    font: { name: 'Calibri', size: 11 },
    rowHeightPt: 15,
    cells,
    widthsPx,
    defaultWidthPx: 64,
    hidden: new Set(),
    charts,
    printArea: (sheet.printed.area ?? definition.print?.area ?? 'A1:J200').replace(/^.*!/, '').replace(/\$/g, ''),
  };
}

const SHEETS_KINDS: Record<string, PlacedDrawnChart['kind']> = {
  LINE: 'line',
  COLUMN: 'column',
  BAR: 'bar',
  AREA: 'area',
};

/** A cell of the Sheets fake as the workbook keeps it: a Date (of the script's realm) as its serial number. */
function sheetsValue(sheet: FakeSheet, value: unknown): ExcelJS.CellValue {
  if (Object.prototype.toString.call(value) === '[object Date]')
    return isoDateToSerial(sheet.book.isoDate(value as Date));
  return (value ?? null) as ExcelJS.CellValue;
}

/** The Sheets report: the sheet the menu made (Apps Script fake), computed, frozen as Send report as PDF… sends it. */
function sheetsSheet(definition: ReportDefinition): DrawnSheet {
  const { sheet } = createReportSheet(sheets, reportInput(REQUEST));
  computeSvFormulas(sheets, definition);
  computeFigures(sheet);
  sheet.activate();
  sheets.addOn.menu('svFreezeReport');
  const name = sheet.getName();
  const cells = new Map<string, DrawnCell>();
  for (const key of sheet.cells.keys()) {
    const [row, column] = key.split(',').map(Number) as [number, number];
    const cell = sheet.cell(row, column);
    if (!cell) continue;
    const style = (cell.style ?? {}) as {
      background?: string;
      fontWeight?: string;
      fontSize?: number;
      fontColor?: string;
      fontStyle?: string;
    };
    cells.set(`${columnLetters(column)}${row}`, {
      value: sheetsValue(sheet, cell.value),
      format: cell.format || undefined,
      bold: style.fontWeight === 'bold',
      italic: style.fontStyle === 'italic',
      size: style.fontSize,
      fill: style.background,
      color: style.fontColor,
    });
  }
  const widthsPx = new Map<number, number>();
  const hidden = new Set<number>();
  for (let column = 1; column <= sheet.getLastColumn(); column++) {
    const width = sheet.getColumnWidth(column);
    if (width !== undefined) widthsPx.set(column, width);
    if (sheet.isColumnHiddenByUser(column)) hidden.add(column);
  }
  const charts = sheet.getCharts().map((chart): PlacedDrawnChart => {
    const [categories, ...ranges] = chart.getRanges().map((range) => range.getA1Notation());
    const body = (range: string) => {
      const area = parseArea(range);
      return quoted(
        name,
        `${columnLetters(area.left)}${area.top + 1}:${columnLetters(area.left)}${area.top + area.rows - 1}`,
      );
    };
    const options = chart.options as Record<string, unknown>;
    const targets = (options.series ?? {}) as Record<string, { targetAxisIndex?: number }>;
    const valueKey = chart.type === 'BAR' ? 'hAxis' : 'vAxis';
    const vAxes = (options.vAxes ?? {}) as Record<
      string,
      { format?: string; viewWindow?: { min?: number; max?: number } }
    >;
    const axis = (vAxes['0'] ?? options[valueKey] ?? {}) as {
      format?: string;
      viewWindow?: { min?: number; max?: number };
    };
    return {
      kind: SHEETS_KINDS[chart.type] ?? 'line',
      stacked: chart.stacked,
      title: String(options.title ?? ''),
      series: ranges.map((range, index) => ({
        name: { ref: quoted(name, range.split(':')[0] ?? range) },
        categories: body(categories ?? range),
        values: body(range),
        secondary: targets[String(index)]?.targetAxisIndex === 1,
      })),
      valueAxis: { min: axis.viewWindow?.min, max: axis.viewWindow?.max, format: axis.format },
      secondaryFormat: vAxes['1']?.format,
      // Chart axes read ICU patterns (months MM); the workbook reads spreadsheet formats.
      categoryFormat: (
        (options[chart.type === 'BAR' ? 'vAxis' : 'hAxis'] ?? {}) as { format?: string }
      ).format?.replace(/MM/g, 'mm'),
      row: chart.position?.row ?? 1,
      column: chart.position?.column ?? 1,
      widthPx: Number(options.width),
      heightPx: Number(options.height),
    };
  });
  return {
    name,
    font: { name: 'Arial', size: 10 },
    rowHeightPt: 15.75,
    cells,
    widthsPx,
    defaultWidthPx: 100,
    hidden,
    charts,
    printArea: definition.print?.area ?? 'A1:J200',
  };
}

/** The sheet as an .xlsx: values, formats, fonts, fills, widths, hidden columns, print setup, then the charts. */
async function xlsxOf(drawn: DrawnSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(drawn.name.slice(0, 31), {
    properties: { defaultRowHeight: drawn.rowHeightPt, defaultColWidth: drawn.defaultWidthPx / PX_PER_CHARACTER },
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, printArea: drawn.printArea },
  });
  for (const [address, cell] of drawn.cells) {
    const target = sheet.getCell(address);
    target.value = cell.value;
    target.font = {
      name: drawn.font.name,
      size: cell.size ?? drawn.font.size,
      bold: cell.bold,
      italic: cell.italic,
      ...(cell.color ? { color: { argb: `FF${cell.color.replace('#', '')}` } } : {}),
    };
    if (cell.format) target.numFmt = cell.format;
    if (cell.fill && /^#[0-9a-f]{6}$/i.test(cell.fill))
      target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${cell.fill.replace('#', '')}` } };
  }
  for (const [column, px] of drawn.widthsPx) sheet.getColumn(column).width = px / PX_PER_CHARACTER;
  // LibreOffice leaves the print area out of its PDF (the workbook's own name for it is not read): the columns past it
  // are hidden instead, as Freeze hides the data tables; the charts plot hidden cells.
  const lastPrinted = parseArea(drawn.printArea).left + parseArea(drawn.printArea).columns - 1;
  const lastUsed = Math.max(...[...drawn.cells.keys()].map((address) => parseA1(address).left));
  for (let column = lastPrinted + 1; column <= lastUsed; column++) sheet.getColumn(column).hidden = true;
  for (const column of drawn.hidden) sheet.getColumn(column).hidden = true;
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return withCharts(buffer, drawn.charts);
}

function run(command: string, args: readonly string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 300_000 });
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr}${result.stdout}`);
}

/** LibreOffice draws the workbook as a PDF; its pages become one PNG, each cropped, stacked and scaled. */
function draw(xlsx: Buffer, base: string, work: string): void {
  const soffice = sofficeOnPath();
  if (!soffice) throw new Error('LibreOffice (soffice) is not on the PATH: apt-get install libreoffice-calc.');
  const file = join(work, `${base}.xlsx`);
  writeFileSync(file, xlsx);
  const profile = `file://${join(work, 'profile')}`;
  run(soffice, [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', work, file]);
  run('gs', [
    '-q',
    '-dNOPAUSE',
    '-dBATCH',
    '-sDEVICE=png16m',
    '-r110',
    `-sOutputFile=${join(work, `${base}-%d.png`)}`,
    join(work, `${base}.pdf`),
  ]);
  const pages = readdirSync(work)
    .filter((entry) => entry.startsWith(`${base}-`) && entry.endsWith('.png'))
    .sort()
    .map((entry) => join(work, entry));
  mkdirSync(OUT, { recursive: true });
  run(CONVERT, [...pages, '-trim', '-append', '-resize', '820x', '-colors', '64', join(OUT, `${base}.png`)]);
}

test('draws the report as Excel and as Sheets were told to make it', async () => {
  const definition = buildReport(REQUEST);
  const report = await calculated(definition);
  const work = mkdtempSync(join(tmpdir(), 'sv-report-pictures-'));
  draw(await xlsxOf(await excelSheet(definition, report)), 'report-excel-libreoffice', work);
  draw(await xlsxOf(sheetsSheet(definition)), 'report-sheets-libreoffice', work);
  console.log(`Pictures in ${OUT} (work files in ${work})`);
}, 600_000);
