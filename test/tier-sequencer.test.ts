// The order of a run where jest remembers no times (a fresh clone, CI): the longest files by test/file-seconds.json
// first, over every tier, so that two workers end together; a file jest has timed keeps its own time.
import { join } from 'node:path';

const TierSequencer = require('./tier-sequencer.js') as new (
  options: unknown,
) => { sort(tests: unknown[]): Promise<{ path: string }[]> };
const { files } = require('./file-seconds.json') as { files: Record<string, number> };

const ROOT = join(__dirname, '..');

/** A test file as jest hands it to the sequencer: its tier's config without a cache, so no time is remembered. */
function testFile(path: string, tier: string, bytes = 1000) {
  return {
    path: join(ROOT, path),
    context: {
      config: { rootDir: ROOT, cache: false, displayName: { name: tier } },
      hasteFS: { getSize: () => bytes },
    },
  };
}

describe('tier sequencer without remembered times', () => {
  const listed = Object.entries(files).sort(([, a], [, b]) => b - a);
  const [longest, second] = listed;
  const shortest = listed.at(-1);

  it('starts the longest listed files first and a file not listed after every listed one, whatever its size', async () => {
    if (!longest || !second || !shortest) throw new Error('test/file-seconds.json lists fewer than two files');
    const unlisted = testFile('test/not-a-listed-file.test.ts', 'unit', 10_000_000);
    const order = await new TierSequencer({}).sort([
      testFile(shortest[0], 'a', 50_000),
      unlisted,
      testFile(second[0], 'b', 10),
      testFile(longest[0], 'c', 20),
    ]);
    expect(order.map((test) => test.path)).toEqual(
      [longest[0], second[0], shortest[0], 'test/not-a-listed-file.test.ts'].map((path) => join(ROOT, path)),
    );
  });
});
