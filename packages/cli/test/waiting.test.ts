import { type Sandbox, start } from '@sv/sandbox';
import { EXIT } from '../src/exit-codes';
import { sandboxEnv, sv } from './support/run-sv';

/**
 * sv's waits (a retry's backoff, the rate limit's window) go through the clock it is given, so the test matrices run
 * sv's pulls without waiting in real time, and still see every wait it asked for.
 */
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await start({ today: '2026-11-20', ratePerSecond: 0 });
});
afterAll(() => sandbox.close());

test('a rate limit that never lifts: five backoffs, each within its window, move the clock given and not real time', async () => {
  sandbox.faults.add({ kind: 'rate-limit' });
  const clock = { at: Date.UTC(2026, 10, 20, 12), waits: [] as number[] };
  const waiting = {
    now: () => clock.at,
    sleep: async (ms: number) => {
      clock.waits.push(ms);
      clock.at += ms;
    },
  };
  const started = Date.now();
  const run = await sv(['campaigns'], { env: sandboxEnv(sandbox), waiting });
  expect(run.code).toBe(EXIT.quota);
  expect(sandbox.requests).toHaveLength(6);
  // The default policy's backoffs: half to all of 500, 1,000, 2,000, 4,000 and 8,000 ms.
  expect(clock.waits).toHaveLength(5);
  clock.waits.forEach((ms, index) => {
    expect(ms).toBeGreaterThanOrEqual(250 * 2 ** index);
    expect(ms).toBeLessThanOrEqual(500 * 2 ** index);
  });
  // In real time those waits are at least 7.75 s.
  expect(Date.now() - started).toBeLessThan(5000);
});
