import { readFileSync } from 'node:fs';
import { buildReport, NAMED_IN_CHART, NAMED_NOT_LISTED, NO_DATA, type ReportRequest } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import { calculateReport } from '../../packages/excel/src/preview/calculate-report';
import { isError, type Scalar } from '../../packages/excel/src/preview/sheet-values';
import { parseA1 } from '../../packages/excel/src/shared/a1-range';
import { type LoadedFunctions, loadFunctionsScript } from './helpers/excel-shim';
import { builtFile } from './helpers/paths';

/**
 * The report as Excel calculates it (the preview's engine), from the built functions.js against the sandbox: every
 * figure is a number while its table answers, and the table's own error (code and message) while it fails, never 0.
 */
const REQUEST: ReportRequest = {
  campaignId: 101,
  campaignName: 'Northwind Shoes UK',
  start: '2026-10-01',
  end: '2026-10-31',
  device: 'desktop',
  competitors: ['rival.com'],
};
const TRAFFIC_PATH = '/v3/organic-traffic/v3.0/daily-traffic';
const KEYWORDS_PATH = '/v3/rank-tracker/v3.0/keywords';

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
beforeAll(async () => {
  // memoReads: the reports ask for many of the same tables; a repeat is served as the text made the first time, after
  // the same checks (every report still has a script and a cache of its own).
  sandbox = await start({ today: '2026-11-01', ratePerSecond: 0, memoReads: true });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.faults.clear());

/** The report calculated through the very functions Excel runs, each call as a cell would make it. */
async function calculated(request: Partial<ReportRequest> = {}) {
  // The rate limit's waits move the script's clock instead of passing: the figures, not the pacing, are checked.
  const excel = loadFunctionsScript(
    { SV_TOKEN: sandbox.tokens.full, SV_GATEWAY_URL: sandbox.v3Url, SV_V1_URL: sandbox.v1Url },
    [],
    { virtualWaits: true },
  );
  const report = await calculateReport(buildReport({ ...REQUEST, ...request }), asExcelCalls(excel));
  const at = (a1: string): Scalar => {
    const { top, left } = parseA1(a1);
    return report.sheet.value(top, left);
  };
  return { ...report, at };
}

const BANDS = ['B33', 'B34', 'B35', 'B36', 'B37', 'B38', 'C33', 'C34', 'C35', 'C36', 'C37', 'C38'];
const MOVERS = ['A52', 'B52', 'C52', 'E52', 'F52', 'G52', 'C61', 'G61'];

describe('Excel report figures (the preview’s calculation)', () => {
  it('with every table answering, every figure is a number: visibility, bands, movers, shares, AI, traffic', async () => {
    const report = await calculated();
    const numbers = ['B14', 'C14', 'D14', 'B15', 'C15', 'D15', ...BANDS, 'C52', 'G52', 'B67', 'B68', 'B69', 'B70'];
    for (const cell of [...numbers, 'B102', 'B103', 'B104', 'B105', 'B137', 'B138', 'B139'])
      expect([cell, typeof report.at(cell)]).toEqual([cell, 'number']);
    expect(report.at('B137')).toBeGreaterThan(0);
    const first = BANDS.slice(0, 6).reduce((sum, cell) => sum + Number(report.at(cell)), 0);
    expect(first).toBe(150);
    expect(typeof report.at('A52')).toBe('string');
  });

  it('traffic answering 404: sessions, conversions and rate carry the table’s error and message, not 0', async () => {
    sandbox.faults.add({ kind: 'status', status: 404, path: TRAFFIC_PATH });
    const report = await calculated();
    const table = report.at('BJ13');
    expect(isError(table) && table.reason).toMatch(/no such data for daily traffic/);
    expect(isError(table) && table.reason).toMatch(/Analytics not connected: .*untick Organic traffic/);
    for (const cell of ['B137', 'B138', 'B139']) expect([cell, report.at(cell)]).toEqual([cell, table]);
    expect(typeof report.at('B14')).toBe('number');
  });

  it('a keyword pull that fails: all 12 bands and the movers carry the error, none 0 or blank', async () => {
    sandbox.faults.add({ kind: 'status', status: 404, path: KEYWORDS_PATH });
    const report = await calculated();
    // The error each keyword table shows (Excel's #N/A for data the service does not have), passed on unchanged.
    const [atStart, now] = [report.at('P13'), report.at('S13')];
    expect(isError(now) && now.reason).toMatch(/no such data/);
    for (const cell of BANDS) expect([cell, report.at(cell)]).toEqual([cell, cell.startsWith('B') ? atStart : now]);
    for (const cell of MOVERS) expect([cell, report.at(cell)]).toEqual([cell, now]);
  });

  it('share of clicks: the competitors named come right after your site; one without clicks data is said so', async () => {
    const competitors = ['rival.com', 'bootcamp-outdoor.example'];
    const report = await calculated({ competitors });
    const definition = buildReport({ ...REQUEST, competitors });
    const chart = definition.sections.flatMap((s) => s.charts).find((c) => c.id === 'share_of_clicks');
    const legend = (chart?.series ?? []).map((series) => report.at(series.range.split(':')[0] ?? ''));
    // The service lists the campaign's site and its three competitors; rival.com is not one, so it has no clicks.
    expect(legend).toEqual([
      'northwind-shoes.example',
      'bootcamp-outdoor.example',
      'stridewear.example',
      'footloose-store.example',
      '',
    ]);
    const share = definition.sections.find((s) => s.id === 'share');
    const said = competitors.map((domain) => {
      const name = share?.cells.find((cell) => cell.value === domain)?.address ?? '';
      return report.at(name.replace(/^A/, 'B'));
    });
    expect(said).toEqual([NAMED_NOT_LISTED, NAMED_IN_CHART]);
  });

  it('a month of 30 days keeps a row for a 31st (a delivery may move it to a longer month), blank in the charts', async () => {
    const request = { start: '2026-09-01', end: '2026-09-30' };
    const report = await calculated(request);
    const chart = buildReport({ ...REQUEST, ...request })
      .sections.flatMap((s) => s.charts)
      .find((c) => c.id === 'share_of_clicks');
    const [dates, ...domains] = [chart?.categories ?? '', ...(chart?.series ?? []).map((series) => series.range)];
    const lastRow = (range: string) => range.replace(/^[A-Z]+\d+:([A-Z]+)(\d+)$/, '$1$2');
    expect(lastRow(dates)).toMatch(/43$/);
    const thirtieth = lastRow(dates).replace(/43$/, '42');
    expect(report.at(thirtieth)).toBe(46295); // 2026-09-30
    expect(report.at(lastRow(dates))).toBe('');
    for (const range of domains.slice(0, 4)) {
      expect(typeof report.at(lastRow(range).replace(/43$/, '42'))).toBe('number');
      expect(report.at(lastRow(range))).toBe('');
    }
  });

  it('a one-day period: AI search says there is no data in words, AI overviews show the day', async () => {
    const report = await calculated({ start: '2026-10-15', end: '2026-10-15' });
    expect([report.at('B104'), report.at('B105')]).toEqual([NO_DATA, NO_DATA]);
    expect(typeof report.at('B102')).toBe('number');
    expect(typeof report.at('B103')).toBe('number');
  });

  it('a day the service left without a visibility ("") shows no change rather than a change from 0', async () => {
    const excel = loadFunctionsScript({ SV_TOKEN: sandbox.tokens.full, SV_GATEWAY_URL: sandbox.v3Url }, [], {
      virtualWaits: true,
    });
    const report = await calculateReport(buildReport({ ...REQUEST, sections: ['visibility'] }), async (name, args) => {
      const grid = (await asExcelCalls(excel)(name, args)) as unknown[][];
      // The first day's desktop visibility missing, as the service may leave a value out ("" in the table); the
      // report asks for no header row, so the first day is the first row.
      return name === 'GROUP_VISIBILITY' ? grid.map((row, r) => (r === 0 ? [row[0], '', row[2]] : row)) : grid;
    });
    const at = (a1: string) => report.sheet.value(parseA1(a1).top, parseA1(a1).left);
    expect(at('B14')).toBe('');
    expect(typeof at('C14')).toBe('number');
    expect(at('D14')).toBe('');
    expect(typeof at('D15')).toBe('number');
  });
});
