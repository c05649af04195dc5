// A jest reporter that prints each tier's (jest project's) time: when the last file of a tier ends, one line with its
// wall time since the run started, its files and tests; after the run, the same for every tier and the whole run.
// The tiers run side by side, so a tier's wall time is when its last file ended, and "files" adds up the time its
// files took one by one (more than the wall time when two workers ran them at once).
// Plain CommonJS so jest loads it without a transform.
const { PLAN, tierOf } = require('./tier-sequencer');

class TierReporter {
  constructor() {
    this.startedAt = Date.now();
    this.tiers = new Map();
  }

  onRunStart() {
    this.startedAt = Date.now();
    this.tiers = new Map();
  }

  onTestResult(test, result) {
    const name = tierOf(test);
    const tier = addFile(this.tiers, name, result, Date.now() - this.startedAt);
    const planned = globalThis[PLAN]?.get(name);
    if (planned !== undefined && tier.files === planned) process.stdout.write(`\n${tierLine(name, tier)}\n`);
  }

  onRunComplete() {
    const lines = summaryLines(this.tiers, Date.now() - this.startedAt);
    if (lines.length > 0) process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}

/** Adds one file's result (jest's TestResult) to its tier's totals; returns them. */
function addFile(tiers, name, result, elapsedMs) {
  let tier = tiers.get(name);
  if (!tier) {
    tier = { files: 0, failedFiles: 0, passed: 0, failed: 0, skipped: 0, fileMs: 0, endedMs: 0 };
    tiers.set(name, tier);
  }
  tier.files += 1;
  if (result.testExecError || result.numFailingTests > 0) tier.failedFiles += 1;
  tier.passed += result.numPassingTests;
  tier.failed += result.numFailingTests;
  tier.skipped += result.numPendingTests + result.numTodoTests;
  tier.fileMs += result.perfStats?.runtime ?? 0;
  tier.endedMs = Math.max(tier.endedMs, elapsedMs);
  return tier;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** "tier sheets: 25 files, 380 tests (380 passed), 81.4 s wall (files 140.2 s)". */
function tierLine(name, tier) {
  const counts = [`${tier.passed} passed`];
  if (tier.failed > 0) counts.push(`${tier.failed} failed`);
  if (tier.skipped > 0) counts.push(`${tier.skipped} skipped`);
  const tests = tier.passed + tier.failed + tier.skipped;
  const failedFiles = tier.failedFiles > 0 ? `, ${tier.failedFiles} failed` : '';
  const files = tier.files === 1 ? '1 file' : `${tier.files} files`;
  return `tier ${name}: ${files}${failedFiles}, ${tests} tests (${counts.join(', ')}), ${seconds(tier.endedMs)} wall (files ${seconds(tier.fileMs)})`;
}

/** The lines printed after the run: one per tier in the order they ended, then the run's own wall time. */
function summaryLines(tiers, runMs) {
  if (tiers.size === 0) return [];
  const ended = [...tiers.entries()].sort(([, a], [, b]) => a.endedMs - b.endedMs);
  return ['Tiers:', ...ended.map(([name, tier]) => `  ${tierLine(name, tier)}`), `  all tiers: ${seconds(runMs)} wall`];
}

module.exports = TierReporter;
module.exports.addFile = addFile;
module.exports.tierLine = tierLine;
module.exports.summaryLines = summaryLines;
