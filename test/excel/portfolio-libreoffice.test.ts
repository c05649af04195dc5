import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPortfolio, type PortfolioDefinition, type PortfolioRequest } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import ExcelJS from 'exceljs';
import { type CalculatedReport, calculateReport } from '../../packages/excel/src/preview/calculate-report';
import { isError } from '../../packages/excel/src/preview/sheet-values';
import { parseA1 } from '../../packages/excel/src/shared/a1-range';
import { type LoadedFunctions, loadFunctionsScript } from './helpers/excel-shim';
import { libreOfficeAvailable, recalculateInLibreOffice } from './helpers/libreoffice';
import { computed, disagreement, figuresOf, STALE, writeWorkbook } from './helpers/libreoffice-workbook';
import { builtFile } from './helpers/paths';

/**
 * The portfolio's figures in a real spreadsheet engine, as the client report's are (report-libreoffice.test.ts): each
 * portfolio is calculated as the preview does it, written as an .xlsx (SV. answers as values, figures as the formulas
 * Excel is given), recalculated by LibreOffice Calc and read back; every figure, sorted rows included, must agree.
 */
const SUITE = 'portfolio figures recalculated in LibreOffice Calc';
const maybe = libreOfficeAvailable(SUITE) ? describe : describe.skip;

const CAMPAIGNS: PortfolioRequest['campaigns'] = [
  { id: 101, name: 'Northwind Shoes UK', keywordCount: 150 },
  { id: 102, name: 'Northwind Shoes US', keywordCount: 2345 },
  { id: 104, name: 'Bluebird "Travel" DE', keywordCount: 480 },
  { id: 105, name: 'Acme Cloud', keywordCount: 60 },
];
const PERIOD = { start: '2026-05-01', end: '2026-05-31' } as const;
const PORTFOLIOS: { request: PortfolioRequest; failing?: readonly string[] }[] = [
  { request: { campaigns: CAMPAIGNS, ...PERIOD, device: 'desktop' } },
  { request: { campaigns: CAMPAIGNS, ...PERIOD, device: 'mobile' } },
  // A one-day period.
  { request: { campaigns: CAMPAIGNS, start: '2026-05-15', end: '2026-05-15', device: 'desktop' } },
  // The keywords and the visibility failing: ranks and changes show their errors, the order falls back to the one chosen.
  {
    request: { campaigns: CAMPAIGNS.slice(0, 2), ...PERIOD, device: 'desktop' },
    failing: ['/v3/rank-tracker/v3.0/keywords', '/v3/rank-tracker/v3.0/groups/data'],
  },
];

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
    folder = mkdtempSync(join(tmpdir(), 'sv-portfolio-libreoffice-'));
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  });

  test('every figure of 4 portfolios reads in Calc as in the preview', async () => {
    const made: { name: string; file: string; definition: PortfolioDefinition; report: CalculatedReport }[] = [];
    for (const [index, { request, failing = [] }] of PORTFOLIOS.entries()) {
      // The rate limit's waits move the script's clock instead of passing: the figures, not the pacing, are checked.
      const excel = loadFunctionsScript(
        { SV_TOKEN: sandbox.tokens.full, SV_GATEWAY_URL: sandbox.v3Url, SV_V1_URL: sandbox.v1Url },
        [],
        { virtualWaits: true },
      );
      sandbox.faults.clear();
      for (const path of failing) sandbox.faults.add({ kind: 'status', status: 404, path });
      const definition = buildPortfolio(request);
      const report = await calculateReport(definition, asExcelCalls(excel));
      const name = `${request.device} ${request.start}..${request.end}${failing.length > 0 ? ' failing' : ''}`;
      const file = join(folder, `portfolio-${index}.xlsx`);
      await writeWorkbook(definition, report).xlsx.writeFile(file);
      made.push({ name, file, definition, report });
    }
    const outDir = join(folder, 'calc');
    recalculateInLibreOffice(
      made.map((m) => m.file),
      outDir,
      folder,
    );

    const disagreements: string[] = [];
    const kinds = { number: 0, text: 0, error: 0 };
    let checked = 0;
    for (const { name, file, definition, report } of made) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(join(outDir, file.split('/').pop() ?? ''));
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error(`${name}: LibreOffice wrote no sheet`);
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
      `${SUITE}: ${checked} formula cells over ${made.length} portfolios (${kinds.number} numbers, ${kinds.text} ` +
        `texts, ${kinds.error} errors), ${disagreements.length} disagreements`,
    );
    expect(disagreements).toEqual([]);
    expect(kinds.number).toBeGreaterThan(checked / 2);
    expect(kinds.error).toBeGreaterThan(0);
  }, 600_000);
});
