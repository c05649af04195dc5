import { readFileSync } from 'node:fs';
import { buildPortfolio, type PortfolioRequest, portfolioRequestCount } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import { calculateReport } from '../../packages/excel/src/preview/calculate-report';
import { isError, type Scalar } from '../../packages/excel/src/preview/sheet-values';
import { parseA1 } from '../../packages/excel/src/shared/a1-range';
import { type LoadedFunctions, loadFunctionsScript } from './helpers/excel-shim';
import { builtFile } from './helpers/paths';

/**
 * The portfolio as Excel calculates it (the preview's engine over the built functions.js, against the sandbox), read
 * row by row and checked against the same figures computed here from the raw tables: visibility and its change of the
 * All keywords group, keywords in the top 3/10/100 below the tracking depth, the site's share of voice, the sessions;
 * the rows sorted by the change. A failing table shows its error in its row, never 0; the requests sent are the ones
 * the estimate announced.
 */
const REQUEST: PortfolioRequest = {
  campaigns: [
    { id: 101, name: 'Northwind Shoes UK', keywordCount: 150 },
    { id: 102, name: 'Northwind Shoes US', keywordCount: 2345 },
    { id: 104, name: 'Bluebird "Travel" DE', keywordCount: 480 },
    { id: 105, name: 'Acme Cloud', keywordCount: 60 },
  ],
  start: '2026-10-01',
  end: '2026-10-31',
  device: 'desktop',
};
const TRAFFIC_PATH = '/v3/organic-traffic/v3.0/daily-traffic';

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

/** The rate limit's waits move the script's clock instead of passing: figures and requests, not pacing, are checked. */
const freshFunctions = () =>
  loadFunctionsScript({ SV_TOKEN: sandbox.tokens.full, SV_GATEWAY_URL: sandbox.v3Url, SV_V1_URL: sandbox.v1Url }, [], {
    virtualWaits: true,
  });

async function calculated(request: PortfolioRequest) {
  const definition = buildPortfolio(request);
  const report = await calculateReport(definition, asExcelCalls(freshFunctions()));
  const at = (a1: string): Scalar => {
    const { top, left } = parseA1(a1);
    return report.sheet.value(top, left);
  };
  // The table the client reads: header on row 13, a campaign per row below, columns A..J.
  const rows = request.campaigns.map((_, k) => 'ABCDEFGHIJ'.split('').map((column) => at(`${column}${14 + k}`)));
  return { definition, report, at, rows };
}

/**
 * The raw tables the expected rows are computed from, by call: both devices' tests read the same group, keyword,
 * campaign and traffic tables, which the sandbox answers the same each time (no fault is set while they are read).
 */
const tables = new Map<string, Promise<Record<string, unknown>[]>>();

/** The raw table of a call with its header row, as a cell without options shows it. */
function table(name: string, ...args: unknown[]): Promise<Record<string, unknown>[]> {
  const key = JSON.stringify([name, args]);
  let read = tables.get(key);
  if (!read) {
    read = readTable(name, args);
    tables.set(key, read);
  }
  return read;
}

async function readTable(name: string, args: unknown[]): Promise<Record<string, unknown>[]> {
  const [header, ...rows] = (await asExcelCalls(freshFunctions())(name, args)) as unknown[][];
  return rows.map((row) => Object.fromEntries((header ?? []).map((h, i) => [String(h), row[i]])));
}

/** The row of one campaign, computed apart from the sheet's formulas. */
async function expectedRow(campaign: PortfolioRequest['campaigns'][number], device: 'desktop' | 'mobile') {
  const { id } = campaign;
  const [group] = await table('GROUP_DATA', id, REQUEST.start, REQUEST.end, 0);
  const keywords = await table('KEYWORDS', id, REQUEST.start, REQUEST.end);
  const [info] = await table('CAMPAIGNS', `campaign_ids=${id}`);
  const share = await table('SHARE_OF_VOICE', id, REQUEST.end, null, device);
  const traffic = await table('TRAFFIC', id, REQUEST.start, REQUEST.end, 'all');
  const depth = Number(info?.[`campaign_info.max_tracked_position_${device}`]);
  const ranks = keywords.map((k) => k[`ranking_data.${device}.rank`]).filter((r): r is number => typeof r === 'number');
  const inTop = (band: number) => ranks.filter((r) => r >= 1 && r <= band && r < depth).length;
  const own = share.find((row) => row.is_campaign_website === true);
  return [
    campaign.name,
    group?.['visibility.desktop.latest'],
    group?.['visibility.desktop.trend'],
    group?.['visibility.mobile.latest'],
    group?.['visibility.mobile.trend'],
    inTop(3),
    inTop(10),
    inTop(100),
    own?.['organic_share_of_voice.domains.share_of_voice'],
    traffic.reduce((sum, row) => sum + (typeof row.sessions === 'number' ? row.sessions : 0), 0),
  ];
}

test('each campaign row reads its own figures, sorted by the change of desktop visibility', async () => {
  const { rows } = await calculated(REQUEST);
  const expected = await Promise.all(REQUEST.campaigns.map((campaign) => expectedRow(campaign, 'desktop')));
  const sortedExpected = [...expected].sort((a, b) => Number(b[2]) - Number(a[2]));
  for (const row of expected) for (const figure of row.slice(1)) expect(typeof figure).toBe('number');
  expect(rows.map((row) => row[0])).toEqual(sortedExpected.map((row) => row[0]));
  for (const [k, row] of rows.entries()) {
    const want = sortedExpected[k] as unknown[];
    row.forEach((value, column) => {
      if (typeof want[column] === 'number')
        expect([row[0], column, value]).toEqual([row[0], column, expect.closeTo(want[column] as number, 9)]);
      else expect(value).toBe(want[column]);
    });
  }
  // Not every campaign has the same change: the order is a real one.
  expect(new Set(rows.map((row) => row[2])).size).toBeGreaterThan(1);
});

test('ranks and sorting follow the mobile device when it is chosen', async () => {
  const { rows } = await calculated({ ...REQUEST, device: 'mobile' });
  const expected = await Promise.all(REQUEST.campaigns.map((campaign) => expectedRow(campaign, 'mobile')));
  const sortedExpected = [...expected].sort((a, b) => Number(b[4]) - Number(a[4]));
  expect(rows.map((row) => [row[0], row[5], row[6], row[7]])).toEqual(
    sortedExpected.map((row) => [row[0], row[5], row[6], row[7]]),
  );
});

test('a failing traffic table shows its error in every row, not 0 sessions; the other figures stay', async () => {
  sandbox.faults.add({ kind: 'status', status: 404, path: TRAFFIC_PATH });
  const { rows } = await calculated(REQUEST);
  for (const row of rows) {
    const sessions = row[9];
    expect([row[0], isError(sessions)]).toEqual([row[0], true]);
    expect(typeof row[1]).toBe('number');
  }
});

test('the requests the estimate announces are the requests the portfolio sends', async () => {
  sandbox.requests.clear();
  const { report } = await calculated(REQUEST);
  expect([...report.answers.values()].filter((answer) => 'error' in answer)).toEqual([]);
  const sent = sandbox.requests.length;
  // 1 campaigns page, then 3 + keyword pages per campaign: 101 (1), 102 (3 and its count), 104 (1), 105 (1).
  expect(portfolioRequestCount(REQUEST.campaigns)).toBe(1 + 4 + 7 + 4 + 4);
  // The count of 102 comes free when the SV_CAMPAIGNS page answered first, or is still on its way.
  expect(sent).toBeLessThanOrEqual(portfolioRequestCount(REQUEST.campaigns));
  expect(sent).toBeGreaterThanOrEqual(portfolioRequestCount(REQUEST.campaigns) - 1);
});
