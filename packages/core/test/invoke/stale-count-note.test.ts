/**
 * A stale count, told beside the table (issue 27, "counts are hints, never verdicts"): a campaign whose record counts
 * more keywords than its keyword pages list still gives the complete table, with one note saying so; a campaign whose
 * count agrees gives the same table with no note. The note is told by the paging engine (`Session.note`), so these
 * pass once the paging engine of issue 27 has landed; call-notes.test.ts covers how invoke carries a note meanwhile.
 */
import { type Sandbox, start } from '@sv/sandbox';
import { runOnSandbox } from '../support/run-sandbox';

describe('a stale keyword count is a note beside the complete table (needs the paging engine of issue 27)', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    // memoReads: the stale pull's pages are served as the text the healthy pull made (the fault changes only the count);
    // the sandbox spends a quarter of a second making each page of 1,000 keywords.
    sandbox = await start({
      today: '2026-11-20',
      latency: { fixedMs: 0, jitterMs: 0 },
      ratePerSecond: 0,
      memoReads: true,
    });
  });
  afterAll(() => sandbox.close());
  afterEach(() => sandbox.faults.clear());

  // Campaign 103 tracks 25,000 keywords: a pull long enough to ask for the campaign's count.
  const args = [103, '2026-10-01', '2026-10-31'];

  test('a count 10% above the pages: the complete table, and a note naming both numbers', async () => {
    const healthy = await runOnSandbox(sandbox, 'KEYWORDS', args);
    expect(healthy.result.notes).toBeUndefined();
    sandbox.faults.add({ kind: 'keyword-count', factor: 1.1 });
    const stale = await runOnSandbox(sandbox, 'KEYWORDS', args, { cacheTtlSeconds: 0 });
    expect(stale.result.table).toEqual(healthy.result.table);
    expect(stale.result.notes).toHaveLength(1);
    expect(stale.result.notes?.[0]).toMatch(/27,?500/);
    expect(stale.result.notes?.[0]).toMatch(/25,?000/);
    // Two whole pulls of 25,000 keywords: about 20 s alone, more beside the other tiers' files.
  }, 90_000);
});
