// A jest reporter that prints, after the run, how many tests of each reliability matrix passed and failed (the files
// under test/reliability, and `*-matrix.test.*` files kept beside a package's own tests).
// Each file under test/reliability has one top-level `describe` whose title names its matrix ('fault matrix',
// 'bad-input matrix', ...), so the first ancestor title of a test says which matrix it belongs to.
// Plain CommonJS so jest loads it without a transform. Prints nothing when no reliability test ran.
const path = require('node:path');

const RELIABILITY_DIR = `${path.sep}test${path.sep}reliability${path.sep}`;
/** A matrix kept beside the package it tests (packages/cli/test/file-matrix.test.ts) is named `<name>-matrix.test.*`. */
const MATRIX_FILE = /-matrix\.test\.[cm]?[jt]s$/;

/** Whether a test file is one of the matrices the summary counts. */
function isMatrixFile(testFilePath) {
  return testFilePath.includes(RELIABILITY_DIR) || MATRIX_FILE.test(path.basename(testFilePath));
}

class MatrixReporter {
  onRunComplete(_testContexts, aggregatedResults) {
    const lines = matrixSummary(aggregatedResults.testResults);
    if (lines.length > 0) process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}

/** The summary lines for the reliability files among `fileResults` (jest's TestResult objects); [] when none ran. */
function matrixSummary(fileResults) {
  const matrices = new Map();
  const count = (name) => {
    let entry = matrices.get(name);
    if (!entry) {
      entry = { passed: 0, failed: 0, skipped: 0 };
      matrices.set(name, entry);
    }
    return entry;
  };
  let ranAny = false;
  for (const file of fileResults) {
    if (!isMatrixFile(file.testFilePath)) continue;
    ranAny = true;
    const fileName = path.basename(file.testFilePath);
    // A file that could not run at all (syntax error, failing import, a hook that threw) has no test results or
    // none that failed; it must still count as a failure, or a broken matrix would read as "0 failed".
    if (file.testExecError || (file.failureMessage && file.numFailingTests === 0)) {
      count(`${fileName} (could not run)`).failed += 1;
    }
    for (const test of file.testResults) {
      const entry = count(test.ancestorTitles[0] ?? fileName);
      if (test.status === 'passed') entry.passed += 1;
      else if (test.status === 'failed') entry.failed += 1;
      else entry.skipped += 1;
    }
  }
  if (!ranAny) return [];
  const total = { passed: 0, failed: 0, skipped: 0 };
  const lines = [];
  const names = [...matrices.keys()].sort();
  for (const name of names) {
    const entry = matrices.get(name);
    lines.push(`${name}: ${counts(entry)}`);
    total.passed += entry.passed;
    total.failed += entry.failed;
    total.skipped += entry.skipped;
  }
  lines.push(counts(total));
  return lines;
}

function counts({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

module.exports = MatrixReporter;
module.exports.matrixSummary = matrixSummary;
