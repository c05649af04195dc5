import { FUNCTIONS } from '../../src';
import { runCanned } from '../support/run-canned';

/** Today is 2026-11-21 in every canned run. */
describe('the defaults the interfaces define', () => {
  it('reads the last 30 days up to today when both dates of a 3.0 period are left out', () => {
    const { queries } = runCanned('KEYWORDS', [123]);
    expect(queries[0]).toMatchObject({ start_date: '2026-10-22', end_date: '2026-11-21' });
  });

  it('counts the 30 days back from a given end', () => {
    const { queries } = runCanned('DAILY_RANKS', [123, '', '2026-10-31']);
    expect(queries[0]).toMatchObject({ start_date: '2026-10-01', end_date: '2026-10-31' });
  });

  it('reads yesterday, the latest complete day, when a one-day function is given no day', () => {
    const { queries } = runCanned('SHARE_OF_VOICE', [123]);
    expect(queries[0]).toMatchObject({ date: '2026-11-20' });
  });

  it('says each default in the help of the argument', () => {
    const period = FUNCTIONS.filter((def) => def.api === '3.0' && def.params.some((p) => p.name === 'start_date'));
    expect(period.length).toBeGreaterThan(15);
    for (const def of period) {
      const [start, end] = ['start_date', 'end_date'].map((name) => def.params.find((p) => p.name === name));
      expect(start).toMatchObject({
        optional: true,
        help: expect.stringContaining('Default: 30 days before end_date'),
      });
      expect(end).toMatchObject({ optional: true, help: expect.stringContaining('Default: today') });
    }
  });
});
