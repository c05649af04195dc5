// The reliability runner's summary: counts per matrix (the first describe title) and a final total line.
const { matrixSummary } = require('./reliability/matrix-reporter.js') as {
  matrixSummary: (results: unknown[]) => string[];
};

interface FakeTest {
  ancestorTitles: string[];
  status: 'passed' | 'failed' | 'pending';
}

function fileResult(testFilePath: string, testResults: FakeTest[], extra: Record<string, unknown> = {}) {
  const numFailingTests = testResults.filter((test) => test.status === 'failed').length;
  return { testFilePath, testResults, numFailingTests, failureMessage: null, ...extra };
}

const passed = (matrix: string): FakeTest => ({ ancestorTitles: [matrix, 'GET'], status: 'passed' });
const failed = (matrix: string): FakeTest => ({ ancestorTitles: [matrix], status: 'failed' });

describe('matrix reporter summary', () => {
  it('counts each matrix by its top-level describe and ends with the total', () => {
    const lines = matrixSummary([
      fileResult('/repo/test/reliability/fault-matrix.test.ts', [passed('fault matrix'), failed('fault matrix')]),
      fileResult('/repo/test/reliability/token-matrix.test.ts', [passed('token matrix'), passed('token matrix')]),
      fileResult('/repo/test/excel/functions-vm.test.ts', [failed('Excel functions')]),
    ]);
    expect(lines).toEqual([
      'fault matrix: 1 passed, 1 failed',
      'token matrix: 2 passed, 0 failed',
      '3 passed, 1 failed',
    ]);
  });

  it('counts a matrix kept beside its package by its file name', () => {
    const lines = matrixSummary([
      fileResult('/repo/packages/cli/test/file-matrix.test.ts', [passed('file matrix'), passed('file matrix')]),
      fileResult('/repo/packages/cli/test/outputs.test.ts', [passed('outputs')]),
    ]);
    expect(lines).toEqual(['file matrix: 2 passed, 0 failed', '2 passed, 0 failed']);
  });

  it('prints nothing when no reliability test ran', () => {
    expect(matrixSummary([fileResult('/repo/test/excel/functions-vm.test.ts', [passed('Excel functions')])])).toEqual(
      [],
    );
  });

  it('counts a matrix file that could not run as a failure', () => {
    const lines = matrixSummary([
      fileResult('/repo/test/reliability/charge-matrix.test.ts', [], {
        testExecError: { message: 'Cannot find module' },
        failureMessage: 'Cannot find module',
      }),
    ]);
    expect(lines).toEqual(['charge-matrix.test.ts (could not run): 0 passed, 1 failed', '0 passed, 1 failed']);
  });

  it('shows skipped tests apart from passed ones', () => {
    const lines = matrixSummary([
      fileResult('/repo/test/reliability/properties.test.ts', [
        passed('property tests'),
        { ancestorTitles: ['property tests'], status: 'pending' },
      ]),
    ]);
    expect(lines[0]).toBe('property tests: 1 passed, 0 failed, 1 skipped');
  });
});
