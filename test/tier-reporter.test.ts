// The tier reporter's lines: each tier's files, tests and wall time (when its last file ended), and the run's.
const { addFile, summaryLines } = require('./tier-reporter.js') as {
  addFile: (tiers: Map<string, unknown>, name: string, result: unknown, elapsedMs: number) => unknown;
  summaryLines: (tiers: Map<string, unknown>, runMs: number) => string[];
};

function runOf(passed: number, failed = 0, runtime = 1000, extra: Record<string, unknown> = {}) {
  return {
    numPassingTests: passed,
    numFailingTests: failed,
    numPendingTests: 0,
    numTodoTests: 0,
    perfStats: { runtime },
    testExecError: undefined,
    ...extra,
  };
}

describe('tier reporter summary', () => {
  it('prints each tier in the order it ended, its wall time the end of its last file, then the run', () => {
    const tiers = new Map<string, unknown>();
    addFile(tiers, 'sheets', runOf(10, 0, 4000), 5000);
    addFile(tiers, 'unit', runOf(100, 0, 1500), 1500);
    addFile(tiers, 'sheets', runOf(5, 0, 3000), 9000);
    expect(summaryLines(tiers, 9500)).toEqual([
      'Tiers:',
      '  tier unit: 1 file, 100 tests (100 passed), 1.5 s wall (files 1.5 s)',
      '  tier sheets: 2 files, 15 tests (15 passed), 9.0 s wall (files 7.0 s)',
      '  all tiers: 9.5 s wall',
    ]);
  });

  it('counts failed tests, skipped tests and a file that could not run', () => {
    const tiers = new Map<string, unknown>();
    addFile(tiers, 'excel', runOf(3, 1, 2000, { numPendingTests: 2 }), 2000);
    addFile(tiers, 'excel', runOf(0, 0, 100, { testExecError: { message: 'Cannot find module' } }), 2100);
    expect(summaryLines(tiers, 2200)[1]).toBe(
      '  tier excel: 2 files, 2 failed, 6 tests (3 passed, 1 failed, 2 skipped), 2.1 s wall (files 2.1 s)',
    );
  });

  it('prints nothing when no file ran', () => {
    expect(summaryLines(new Map(), 100)).toEqual([]);
  });
});
