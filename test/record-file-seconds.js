// Writes test/file-seconds.json: each test file's time in seconds, the median of the runs jest remembers on this
// machine (its perf caches in the cache directory, one per tier and config), for the files of this checkout. The tier
// sequencer orders a fresh clone's files by it (longest first), where jest has no times of its own.
// Run after a few runs of `npm test`: `node test/record-file-seconds.js`.
// Plain CommonJS, run by node as it is.
const { execFileSync } = require('node:child_process');
const { readdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const ROOT = join(__dirname, '..');
/** Files that ran shorter are left out: the sequencer gives every file not listed this time. */
const SHORTEST_LISTED_S = 2;

function cacheDirectory() {
  const config = JSON.parse(execFileSync('npx', ['jest', '--showConfig'], { cwd: ROOT, encoding: 'utf8' }));
  return config.configs[0].cacheDirectory;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const tracked = new Set(execFileSync('git', ['ls-files', '*.test.ts'], { cwd: ROOT, encoding: 'utf8' }).split('\n'));
const times = new Map();
const directory = cacheDirectory();
for (const name of readdirSync(directory).filter((each) => each.startsWith('perf-cache-'))) {
  const cache = JSON.parse(readFileSync(join(directory, name), 'utf8'));
  for (const [path, [, ms]] of Object.entries(cache)) {
    const file = relative(ROOT, path);
    if (!tracked.has(file) || !(ms > 0)) continue;
    times.set(file, [...(times.get(file) ?? []), ms / 1000]);
  }
}
const files = Object.fromEntries(
  [...times]
    .map(([file, seconds]) => [file, Math.round(median(seconds) * 10) / 10])
    .filter(([, seconds]) => seconds >= SHORTEST_LISTED_S)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b)),
);
const note =
  'Seconds per test file (median of the runs jest remembered; written by test/record-file-seconds.js), the order of ' +
  "a fresh clone's run in test/tier-sequencer.js. Files not listed took less than 2 s.";
writeFileSync(join(__dirname, 'file-seconds.json'), `${JSON.stringify({ note, files }, null, 2)}\n`);
console.log(`test/file-seconds.json: ${Object.keys(files).length} files of ${SHORTEST_LISTED_S} s or more`);
