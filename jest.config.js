// The tests in tiers (jest projects) that run side by side in parallel workers: `npm test` runs them all,
// `npm run test:fast` only the unit tier (`--selectProjects unit`), `npm run test:reliability` the matrices.
// The tier reporter prints each tier's wall time, files and tests when its last file ends, and all of them at the end.
const os = require('node:os');
const { VARIABLE, propertySeed } = require('./test/property-seed');

// One fast-check seed for the run, handed to the workers (which inherit the environment) and printed, so that a
// failing property can be run again as it failed.
const seeded = propertySeed();
if (seeded) {
  process.env[VARIABLE] = String(seeded.seed);
  process.stderr.write(
    `Property tests: fast-check seed ${seeded.seed} (from ${seeded.from}; ${VARIABLE}=N npm test sets another).\n`,
  );
}

/**
 * What every tier shares: TypeScript through swc (cached by jest between runs), the workspace packages from source, and
 * an environment that reads Math, JSON, Object... without the vm context's interceptors (on Node 20 each global read
 * in a vm context costs about 350 ns against 3; the unit tier spent about a quarter of its time there).
 */
const base = {
  testEnvironment: '<rootDir>/test/script-scope-environment.ts',
  roots: ['<rootDir>/packages', '<rootDir>/test'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // @noble/hashes ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!@noble/)'],
  moduleNameMapper: {
    '^@sv/(core|sandbox)$': '<rootDir>/packages/$1/src/index.ts',
    '^fast-check$': '<rootDir>/test/seeded-fast-check.js',
  },
};

/** A matrix kept beside a package's own tests belongs to the reliability tier, as the matrix reporter counts it. */
const MATRIX = '-matrix\\.test\\.ts$';
const BROWSER = '-browser\\.test\\.ts$';
/**
 * The core's tests that pull the sandbox's 25,000-keyword campaign whole, over HTTP, several times each: about 80 s of
 * one core together, more than the rest of the core's tests. They keep their own tier, so test:fast stays an edit loop.
 */
const PULLS_FILES = [
  'packages/core/test/functions/keyword-count.test.ts',
  'packages/core/test/invoke/stale-count-note.test.ts',
  'packages/core/test/engine/paging-sandbox.test.ts',
  'packages/core/test/engine/table-cache.test.ts',
];
const PULLS = PULLS_FILES.map((file) => `/${file.replace(/\./g, '\\.')}$`);

/** One tier: its name (for --selectProjects), the folders it looks in, and what of them it leaves to other tiers. */
function tier(displayName, testMatch, ignored = []) {
  return {
    ...base,
    displayName,
    testMatch: testMatch.map((glob) => `<rootDir>/${glob}`),
    testPathIgnorePatterns: ['/node_modules/', ...ignored],
  };
}

/** @type {import('jest').Config} */
module.exports = {
  // A run-wide option: jest reads the timeout of the run's config, not of its projects. A guard against a test that
  // hangs, not a measure of speed (budgets are asserted by the tests themselves): 60 s, since the tiers share the
  // cores and a 25,000-keyword pull that takes 20 s alone takes longer beside another file.
  testTimeout: 60000,
  projects: [
    // The edit loop: the core library and the sandbox, no browser, no built bundles' hosts, no matrices, and not the
    // whole-campaign pulls below.
    tier('unit', ['packages/core/test/**/*.test.ts', 'packages/sandbox/test/**/*.test.ts'], [MATRIX, ...PULLS]),
    tier('pulls', PULLS_FILES),
    tier('cli', ['packages/cli/test/**/*.test.ts'], [MATRIX]),
    tier('contract', ['test/contract/**/*.test.ts', 'test/docs/**/*.test.ts', 'test/*.test.ts']),
    tier('sheets', ['test/sheets/**/*.test.ts'], [BROWSER]),
    tier('excel', ['test/excel/**/*.test.ts'], [BROWSER]),
    // One Chromium for the whole tier, which each file connects to (test/browser-global-setup.ts).
    {
      ...tier('browser', ['test/sheets/**/*-browser.test.ts', 'test/excel/**/*-browser.test.ts']),
      globalSetup: '<rootDir>/test/browser-global-setup.ts',
      globalTeardown: '<rootDir>/test/browser-global-teardown.ts',
    },
    tier('reliability', ['test/reliability/**/*.test.ts', 'packages/*/test/**/*-matrix.test.ts']),
  ],
  // jest's default is one worker fewer than the cores: a single worker on a 2-core machine, where the tests then run
  // one file after another. One worker per core: a third worker on 2 cores gave each file two thirds of a core, and a
  // 25,000-keyword pull (20 s alone) then passed the 30 s test timeout. JEST_WORKERS overrides.
  maxWorkers: process.env.JEST_WORKERS ?? Math.max(2, os.availableParallelism()),
  // A worker that ends a file holding more than this is replaced: the Apps Script and Excel harnesses leave large
  // vm contexts behind, and a fresh worker is cheaper than a garbage collector working through them.
  workerIdleMemoryLimit: '1GB',
  // jest's order over all tiers at once, noting each tier's files for the tier reporter.
  testSequencer: '<rootDir>/test/tier-sequencer.js',
  // The matrix reporter adds the per-matrix counts of test/reliability after the usual report; the tier reporter
  // each tier's wall time.
  reporters: ['default', '<rootDir>/test/reliability/matrix-reporter.js', '<rootDir>/test/tier-reporter.js'],
};
