// jest's own order (failed files first, then the longest by the last run's times, over every tier at once), plus a
// note of how many files each tier (jest project) is about to run, which the tier reporter needs to know when a
// tier's last file has ended. Both run in jest's main process; the note is kept on a global symbol between them.
// Plain CommonJS so jest loads it without a transform.
const Sequencer = require('@jest/test-sequencer').default;

const PLAN = Symbol.for('sv.tier-plan');

/** The tier of a test file: its project's display name ('all' when the config has no projects). */
function tierOf(test) {
  const name = test.context.config.displayName;
  return (typeof name === 'string' ? name : name?.name) ?? 'all';
}

class TierSequencer extends Sequencer {
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
