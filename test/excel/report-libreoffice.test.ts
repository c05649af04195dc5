import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReport, type ReportDefinition, type ReportRequest } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import ExcelJS from 'exceljs';
import { type CalculatedReport, calculateReport } from '../../packages/excel/src/preview/calculate-report';
import { isError } from '../../packages/excel/src/preview/sheet-values';
import { parseA1 } from '../../packages/excel/src/shared/a1-range';
import { type LoadedFunctions, loadFunctionsScript } from './helpers/excel-shim';
import { libreOfficeAvailable, recalculateInLibreOffice } from './helpers/libreoffice';
import { computed, disagreement, figuresOf, isFormula, STALE, writeWorkbook } from './helpers/libreoffice-workbook';
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

let sandbox: Sandbox;
let folder: string;
maybe(SUITE, () => {
  beforeAll(async () => {
    // memoReads: the reports ask for many of the same tables; a repeat is served as the text made the first time, after
    // the same checks (every report still has a script and a cache of its own).
    sandbox = await start({ today: '2026-06-15', ratePerSecond: 0, memoReads: true });
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
      // The rate limit's waits move the script's clock instead of passing: the figures, not the pacing, are checked.
      const excel = loadFunctionsScript(
        { SV_TOKEN: sandbox.tokens.full, SV_GATEWAY_URL: sandbox.v3Url, SV_V1_URL: sandbox.v1Url },
        [],
        { virtualWaits: true },
      );
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
