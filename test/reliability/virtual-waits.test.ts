/**
 * The Excel harness's waits that move a clock (the token matrix runs the built functions.js with them): a cell's
 * retries still wait the backoffs the retry policy asks for, as the script's clock sees them, without the real time
 * passing.
 */
import { loadFunctionsScript } from '../excel/helpers/excel-shim';
import { SyncService } from '../sheets/fakes/sync-service';

let service: SyncService;
beforeAll(async () => {
  service = await SyncService.start({ today: '2026-11-20', ratePerSecond: 0 });
});
afterAll(() => service?.close());

test('Excel: a cell answered 503 three times waits two backoffs on the script clock, not in real time', async () => {
  const excel = loadFunctionsScript(
    { SV_TOKEN: service.info.tokens.full, SV_GATEWAY_URL: service.info.v3Url, SV_V1_URL: service.info.v1Url },
    [],
    { virtualWaits: true },
  );
  service.addFault({ kind: 'status', status: 503 });
  const started = Date.now();
  await expect(excel.call('CAMPAIGNS', null, null)).rejects.toMatchObject({
    message: expect.stringMatching(/503 "Service unavailable"/),
  });
  // Three attempts in all: backoffs of half to all of 500 and 1,000 ms (the add-in's other timers are 2 s and more).
  const backoffs = excel.waits.filter((ms) => ms < 2000);
  expect(backoffs).toHaveLength(2);
  backoffs.forEach((ms, index) => {
    expect(ms).toBeGreaterThanOrEqual(250 * 2 ** index);
    expect(ms).toBeLessThanOrEqual(500 * 2 ** index);
  });
  // In real time the two backoffs are 750 ms at least.
  expect(Date.now() - started).toBeLessThan(750);
});
