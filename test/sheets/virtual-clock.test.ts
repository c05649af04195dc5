/**
 * The harness's shared clock (fakes/virtual-clock.ts): the tests of time (budgets, backoffs, deliveries that poll) rely
 * on the script, the fake UrlFetchApp and the sandbox thread seeing the same time, and on waits that take none.
 */
import vm from 'node:vm';
import { useSheetsAddOn } from './setup';

const sheets = useSheetsAddOn();
// The sandbox keeps its settings between tests; each test here starts without latency.
beforeEach(() => sheets.service.configure({ latency: { fixedMs: 0, jitterMs: 0 } }));

interface Response {
  getResponseCode(): number;
}

/** The add-on's own UrlFetchApp.fetchAll of `count` requests to the sandbox, as the script sends them. */
function fetchTogether(count: number): number[] {
  const urlFetchApp = sheets.addOn.global('UrlFetchApp') as { fetchAll(requests: unknown[]): Response[] };
  const request = {
    url: `${sheets.service.info.v3Url}/dashboard/v3.0/campaigns/tracked`,
    headers: { Authorization: `Bearer ${sheets.service.info.tokens.full}` },
    muteHttpExceptions: true,
  };
  return urlFetchApp.fetchAll(Array.from({ length: count }, () => request)).map((answer) => answer.getResponseCode());
}

/** A script function of the project's global scope, for the tests to call as a cell or a menu item. */
function define(source: string): void {
  vm.runInContext(source, sheets.addOn.context);
}

test('requests sent together wait their latency together: the script sees one latency pass, not five, nor real time', () => {
  sheets.service.configure({ latency: { fixedMs: 4000, jitterMs: 0 } });
  const script = sheets.addOn.now();
  const real = Date.now();
  expect(fetchTogether(5)).toEqual([200, 200, 200, 200, 200]);
  expect(sheets.addOn.now() - script).toBeGreaterThanOrEqual(4000);
  expect(sheets.addOn.now() - script).toBeLessThan(8000);
  expect(Date.now() - real).toBeLessThan(4000);
});

test('the sandbox counts its rate window on the script clock: after the script sleeps a second, it answers again', () => {
  expect(fetchTogether(11).filter((status) => status === 429)).toHaveLength(1);
  expect(fetchTogether(1)).toEqual([429]);
  const real = Date.now();
  (sheets.addOn.global('Utilities') as { sleep(ms: number): void }).sleep(1000);
  expect(fetchTogether(1)).toEqual([200]);
  expect(Date.now() - real).toBeLessThan(1000);
});

test('a cell that sleeps past the 30 seconds is ended, as Apps Script ends it; one that stays within returns', () => {
  define('function SLOW_CELL(first, second) { Utilities.sleep(first); Utilities.sleep(second); return new Date(); }');
  const before = sheets.addOn.now();
  const answered = sheets.addOn.cell('SLOW_CELL', 14000, 14000) as Date;
  // `new Date()` in the script reads the same clock as Date.now().
  expect(answered.getTime() - before).toBeGreaterThanOrEqual(28000);
  expect(() => sheets.addOn.cell('SLOW_CELL', 20000, 20000)).toThrow(/Exceeded maximum execution time/);
  // A menu item has 6 minutes.
  expect(sheets.addOn.run('SLOW_CELL', 200000, 100000)).toBeDefined();
});
