import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildReport,
  type ReportCell,
  type ReportDefinition,
  type ReportFormula,
  type ReportRequest,
  renderFormula,
} from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import ExcelJS from 'exceljs';
import { type CalculatedReport, calculateReport } from '../../packages/excel/src/preview/calculate-report';
import { isError, type Scalar } from '../../packages/excel/src/preview/sheet-values';
import { parseA1 } from '../../packages/excel/src/shared/a1-range';
import { type LoadedFunctions, loadFunctionsScript } from './helpers/excel-shim';
import { libreOfficeAvailable, recalculateInLibreOffice } from './helpers/libreoffice';
import { builtFile } from './helpers/paths';

/**
 * The report's figures in a real spreadsheet engine: each report is calculated as the preview does it (the built
 * functions.js against the sandbox), then written as an .xlsx (the SV. answers as values, every figure as the formula
 * Excel is given), recalculated by LibreOffice Calc and read back. Every figure must read what the preview shows.
 */
const SUITE = 'report figures recalculated in LibreOffice Calc';
const maybe = libreOfficeAvailable(SUITE) ? describe : describe.skip;

const PERIOD = { start: '2026-05-01', end: '2026-05-31' } as const;
const CAMPAIGNS = [
  { campaignId: 101, campaignName: 'Northwind Shoes UK', competitors: ['example-rival.com'] },
  // Mobile keywords tracked to rank 30 only: the bands and movers meet the tracking depth.
  { campaignId: 104, campaignName: 'Bluebird "Travel" DE', competitors: ['wanderly.example'] },
] as const;
const FAILING = ['/v3/rank-tracker/v3.0/keywords', '/v3/organic-traffic/v3.0/daily-traffic'];
/** The reports checked; `failing`: the service answers 404 for these paths, so figures carry the tables' errors. */
const REPORTS: { request: ReportRequest; failing?: readonly string[] }[] = [
  ...CAMPAIGNS.flatMap((campaign) =>
    (['previous_period', 'previous_year'] as const).flatMap((comparison) =>
      (['desktop', 'mobile'] as const).map((device) => ({
        request: { ...campaign, ...PERIOD, device, comparison },
      })),
    ),
  ),
  // A one-day period against the same day a year earlier.
  {
    request: {
      ...CAMPAIGNS[0],
      start: '2026-05-15',
      end: '2026-05-15',
      device: 'desktop',
      comparison: 'previous_year',
    },
  },
  // The keyword and traffic tables failing: bands, movers and traffic show their errors in both engines.
  { request: { ...CAMPAIGNS[0], ...PERIOD, device: 'mobile', comparison: 'previous_period' }, failing: FAILING },
  // The report without a comparison, as it was checked before: the control.
  { request: { ...CAMPAIGNS[0], ...PERIOD, device: 'mobile' } },
];
/** A result no engine computes: a figure still holding it was never recalculated. */
const STALE = 'not recalculated';
const RELATIVE = 1e-9;

/** Declared parameters per function: Excel passes every one (null when omitted) before the invocation object. */
const ARITY = new Map(
  (
    JSON.parse(readFileSync(builtFile('functions.json'), 'utf8')) as { functions: { id: string; parameters: [] }[] }
  ).functions.map((fn) => [fn.id, fn.parameters.length]),
);
const asExcelCalls =
  (excel: LoadedFunctions) =>
  (name: string, args: readonly unknown[]): Promise<readonly (readonly unknown[])[]> => {
    const padded = [...args, ...Array.from({ length: Math.max(0, (ARITY.get(name) ?? 0) - args.length) }, () => null)];
    return excel.call(name, ...padded) as Promise<readonly (readonly unknown[])[]>;
  };

interface Figure {
  readonly address: string;
  readonly formula: ReportFormula;
}

const isFormula = (cell: ReportCell): boolean => cell.formula?.kind === 'formula';

const figuresOf = (definition: ReportDefinition): Figure[] =>
  [...definition.cells, ...definition.sections.flatMap((section) => section.cells)].flatMap((cell) =>
    cell.formula?.kind === 'formula' ? [{ address: cell.address, formula: cell.formula }] : [],
  );

/** A value the preview's sheet holds, as an .xlsx cell keeps it (an error as its code). */
function xlsxValue(value: Scalar): ExcelJS.CellValue {
  if (isError(value)) return { error: value.code as ExcelJS.CellErrorValue['error'] };
  return value;
}

/**
 * The report as a workbook: what the preview's sheet holds outside the figures (parameters, labels, each SV. answer
 * spilled from its anchor) as values, and each figure as the formula Excel is given (an array formula as Excel keeps
 * one that needs array evaluation), with a stale result LibreOffice must replace.
 */
function writeWorkbook(definition: ReportDefinition, report: CalculatedReport): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(definition.sheetName);
  const figures = figuresOf(definition);
  const isFigure = new Set(figures.map((figure) => figure.address));
  const put = (row: number, column: number) => {
    const value = report.sheet.value(row, column);
    if (value !== null) sheet.getCell(row, column).value = xlsxValue(value);
  };
  for (const cell of [...definition.cells, ...definition.sections.flatMap((section) => section.cells)]) {
    if (isFigure.has(cell.address)) continue;
    const { top, left } = parseA1(cell.address);
    put(top, left);
  }
  for (const [address, answer] of report.answers) {
    const { top, left } = parseA1(address);
    if ('error' in answer) put(top, left);
    else for (const [r, cells] of answer.grid.entries()) for (const c of cells.keys()) put(top + r, left + c);
  }
  for (const { address, formula } of figures) {
    const text = renderFormula(formula, 'excel').slice(1);
    sheet.getCell(address).value = (
      formula.array
        ? { formula: text, shareType: 'array', ref: address, result: STALE }
        : { formula: text, result: STALE }
    ) as ExcelJS.CellFormulaValue;
  }
  return workbook;
}

/** A figure as LibreOffice computed it: a blank or empty text as "", an error as its code. */
type Computed = number | string | boolean | { readonly error: string };

function computed(cell: ExcelJS.Cell): Computed {
  // The cell's result, not its value: exceljs leaves a result of 0 out of a formula's value.
  const result = cell.type === ExcelJS.ValueType.Formula ? cell.result : cell.value;
  if (result === undefined || result === null) return '';
  if (typeof result === 'object' && 'error' in result) return { error: result.error };
  if (result instanceof Date) return `date ${result.toISOString()}`;
  return result as number | string | boolean;
}

/** Why a figure's two values differ, or null when they agree. */
function disagreement(preview: Scalar, calc: Computed): string | null {
  const shown = (value: unknown) => (isError(value) ? value.code : JSON.stringify(value));
  if (isError(preview) || typeof calc === 'object') {
    const previewCode = isError(preview) ? preview.code : null;
    const calcCode = typeof calc === 'object' ? calc.error : null;
    return previewCode !== null && previewCode === calcCode
      ? null
      : `preview ${shown(preview)}, LibreOffice ${shown(calcCode ?? calc)}`;
  }
  if (typeof preview === 'number' && typeof calc === 'number') {
    const scale = Math.max(Math.abs(preview), Math.abs(calc), Number.MIN_VALUE);
    return Math.abs(preview - calc) / scale <= RELATIVE ? null : `preview ${preview}, LibreOffice ${calc}`;
  }
  return (preview ?? '') === calc ? null : `preview ${shown(preview)}, LibreOffice ${shown(calc)}`;
}

let sandbox: Sandbox;
let folder: string;
maybe(SUITE, () => {
  beforeAll(async () => {
    sandbox = await start({ today: '2026-06-15', ratePerSecond: 0 });
    folder = mkdtempSync(join(tmpdir(), 'sv-report-libreoffice-'));
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  });

  test('every figure of 10 compared reports and an uncompared one reads in Calc as in the preview', async () => {
    const reports: { name: string; file: string; definition: ReportDefinition; report: CalculatedReport }[] = [];
    for (const [index, { request, failing = [] }] of REPORTS.entries()) {
      // A script of its own per report: nothing answered from an earlier report's cache.
      const excel = loadFunctionsScript({
        SV_TOKEN: sandbox.tokens.full,
        SV_GATEWAY_URL: sandbox.v3Url,
        SV_V1_URL: sandbox.v1Url,
      });
      sandbox.faults.clear();
      for (const path of failing) sandbox.faults.add({ kind: 'status', status: 404, path });
      const definition = buildReport(request);
      const report = await calculateReport(definition, asExcelCalls(excel));
      const name = `${request.campaignId} ${request.device} ${request.start}..${request.end} ${request.comparison ?? 'uncompared'}${failing.length > 0 ? ' failing' : ''}`;
      const failed = [...report.answers].filter(([, answer]) => 'error' in answer).length;
      expect([name, failed > 0]).toEqual([name, failing.length > 0]);
      const file = join(folder, `report-${index}.xlsx`);
      await writeWorkbook(definition, report).xlsx.writeFile(file);
      reports.push({ name, file, definition, report });
    }

    const started = Date.now();
    const outDir = join(folder, 'calc');
    recalculateInLibreOffice(
      reports.map((r) => r.file),
      outDir,
      folder,
    );
    const seconds = (Date.now() - started) / 1000;

    const disagreements: string[] = [];
    const kinds = { number: 0, text: 0, error: 0 };
    const bySection = new Map<string, number>();
    let checked = 0;
    for (const { name, file, definition, report } of reports) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(join(outDir, file.split('/').pop() ?? ''));
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error(`${name}: LibreOffice wrote no sheet`);
      for (const section of definition.sections)
        bySection.set(section.id, (bySection.get(section.id) ?? 0) + section.cells.filter(isFormula).length);
      for (const { address, formula } of figuresOf(definition)) {
        const { top, left } = parseA1(address);
        const preview = report.sheet.value(top, left);
        const calc = computed(sheet.getCell(address));
        checked += 1;
        kinds[isError(preview) ? 'error' : typeof preview === 'number' ? 'number' : 'text'] += 1;
        const why = calc === STALE ? 'LibreOffice did not recalculate it' : disagreement(preview, calc);
        if (why) disagreements.push(`${name} ${address}: ${why}, ${formula.text}`);
      }
    }
    console.log(
      `${SUITE}: ${checked} formula cells over ${reports.length} reports (${kinds.number} numbers, ${kinds.text} texts, ` +
        `${kinds.error} errors; ${[...bySection].map(([id, count]) => `${id} ${count}`).join(', ')}), ` +
        `LibreOffice took ${seconds.toFixed(1)} s, ${disagreements.length} disagreements`,
    );
    expect(disagreements).toEqual([]);
    expect(kinds.number).toBeGreaterThan(checked / 2);
  }, 600_000);
});
