/**
 * The hosts' waits that move a clock (the token matrix runs the built functions.js and the Sheets project with them):
 * a cell's retries still wait the backoffs the retry policy asks for, as the script's clock sees them, without the
 * real time passing.
 */
import { loadFunctionsScript } from '../excel/helpers/excel-shim';
import { SyncService } from '../sheets/fakes/sync-service';
import { AddOn } from '../sheets/harness';

/** The most time an add-in may spend between an answer and the timer for its retry, on a loaded machine. */
const SINCE_ANSWER_MS = 50;

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
  // Three attempts in all: backoffs of half to all of 500 and 1,000 ms (the add-in's other timers are 2 s and more),
  // counted from the answer before: the timer is the backoff less the time spent since that answer came (reading it,
  // a few milliseconds: a loaded machine once set a timer of 248 ms, below the least backoff of 250).
  const backoffs = excel.waits.filter((ms) => ms < 2000);
  expect(backoffs).toHaveLength(2);
  backoffs.forEach((ms, index) => {
    expect(ms).toBeGreaterThanOrEqual(250 * 2 ** index - SINCE_ANSWER_MS);
    expect(ms).toBeLessThanOrEqual(500 * 2 ** index);
  });
  // In real time the two backoffs are 750 ms at least.
  expect(Date.now() - started).toBeLessThan(750);
});

test('Sheets: a cell answered 503 three times sleeps two backoffs on the clock it shares with the sandbox, not in real time', async () => {
  // The token and charge matrices run their Sheets add-ons on this clock.
  const shared = await SyncService.start({ today: '2026-11-20', ratePerSecond: 0 }, { virtualTime: true });
  try {
    const clock = shared.clock as NonNullable<typeof shared.clock>;
    const addOn = new AddOn({ service: shared });
    addOn.useToken(shared.info.tokens.full);
    shared.addFault({ kind: 'status', status: 503 });
    const started = Date.now();
    const scriptStarted = clock.now();
    expect(() => addOn.cell('SV_CAMPAIGNS')).toThrow(/503 "Service unavailable"/);
    expect(shared.requests()).toHaveLength(3);
    // Two backoffs of half to all of 500 and 1,000 ms (and the add-in's pacing) passed on the script's clock, not in
    // real time.
    const scriptTime = clock.now() - scriptStarted;
    expect(scriptTime).toBeGreaterThanOrEqual(750);
    expect(scriptTime).toBeLessThan(2000);
    expect(Date.now() - started).toBeLessThan(750);
  } finally {
    await shared.close();
  }
});
