// jest's own order (failed files first, then the longest by the last run's times, over every tier at once; on a fresh
// clone by the times of test/file-seconds.json), plus a note of how many files each tier (jest project) is about to
// run, which the tier reporter needs to know when a tier's last file has ended. Both run in jest's main process; the note is kept on a global symbol between them.
// Plain CommonJS so jest loads it without a transform.
const { relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const { files: FILE_SECONDS } = require('./file-seconds.json');

const PLAN = Symbol.for('sv.tier-plan');

/** The tier of a test file: its project's display name ('all' when the config has no projects). */
function tierOf(test) {
  const name = test.context.config.displayName;
  return (typeof name === 'string' ? name : name?.name) ?? 'all';
}

/** The time given a file that neither jest nor file-seconds.json knows: less than any listed (they took 2 s or more). */
const UNLISTED_MS = 1000;

class TierSequencer extends Sequencer {
  /**
   * The file's time in jest's last run on this machine, else the one recorded in file-seconds.json. A fresh clone has
   * no times of its own, and jest then orders by file size (a one-test LibreOffice file of 30 s ran among the last),
   * and runs a file it has no time for before every file it has one for: the longest files must start first, so two
   * workers end together instead of one finishing a long file alone.
   */
  time(test) {
    const measured = super.time(test);
    if (measured !== undefined) return measured;
    const seconds = FILE_SECONDS[relative(test.context.config.rootDir, test.path)];
    return seconds === undefined ? UNLISTED_MS : seconds * 1000;
  }

  async sort(tests) {
    const sorted = await super.sort(tests);
    const files = new Map();
    for (const test of sorted) files.set(tierOf(test), (files.get(tierOf(test)) ?? 0) + 1);
    globalThis[PLAN] = files;
    return sorted;
  }
}

module.exports = TierSequencer;
module.exports.PLAN = PLAN;
module.exports.tierOf = tierOf;
