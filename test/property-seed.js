// The seed of every fast-check property in a run. On CI it comes from the commit under test, so a property that fails
// there fails the same way in a fresh clone of that commit (as a developer reproduces a CI run before pushing), and
// every new commit still tries new cases. Locally each run draws a new seed, exploring more. SV_PROPERTY_SEED
// overrides both: the seed a failure's report names reproduces it.
// Plain CommonJS: jest.config.js reads it before any transform.
const { execFileSync } = require('node:child_process');

const VARIABLE = 'SV_PROPERTY_SEED';

/** The seed for this run, and where it came from; undefined when fast-check should draw its own. */
function propertySeed(env = process.env, headCommit = gitHead) {
  const given = env[VARIABLE];
  if (given !== undefined && given.trim() !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`${VARIABLE} must be a whole number, not "${given}".`);
    return { seed: seed | 0, from: VARIABLE };
  }
  if (env.CI !== 'true') return undefined;
  const commit = headCommit();
  if (commit === undefined) return undefined;
  return { seed: Number.parseInt(commit.slice(0, 8), 16) | 0, from: `commit ${commit.slice(0, 12)}` };
}

function gitHead() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /^[0-9a-f]{40}$/.test(commit.trim()) ? commit.trim() : undefined;
  } catch {
    return undefined;
  }
}

module.exports = { VARIABLE, propertySeed };
