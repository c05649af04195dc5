/**
 * Notes beside a result (a count that disagrees with the pages) go to stderr once the table is written, one line each,
 * named as a note; the table is whole on stdout and the exit code is 0. A pull told nothing prints nothing more.
 * In this process the note is told by wrapping the registry function's `run` and `stream` (the paging engine tells it
 * in earnest); the built sv is run against a sandbox whose campaign count is stale, which the engine of issue 27 notes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FunctionDef, findFunction, type PreparedCall } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import { EXIT } from '../src/exit-codes';
import { sandboxEnv, sv, temporaryFolder } from './support/run-sv';
import { spawnSv } from './support/spawn-sv';

type Session = Parameters<PreparedCall['run']>[0];

const PERIOD = ['2026-10-01', '2026-10-31'];
const NOTE = "the campaign's count says 2,500 keywords; the service listed 2,345 for 2026-10-01 to 2026-10-31";
let sandbox: Sandbox;
const folder = temporaryFolder();

beforeAll(async () => {
  // memoReads: the second 25,000-keyword pull's pages are served as the text the first one made (a count fault changes
  // the count only), after the same checks: the sandbox spends a quarter of a second making each page.
  sandbox = await start({
    today: '2026-11-20',
    latency: { fixedMs: 0, jitterMs: 0 },
    ratePerSecond: 0,
    memoReads: true,
  });
});
afterAll(async () => {
  await sandbox.close();
  folder.remove();
});
afterEach(() => {
  jest.restoreAllMocks();
  sandbox.faults.clear();
});

/** KEYWORDS, whose pull tells the session `told`, as the paging engine does when a count disagrees with the pages. */
function tellingNotes(told: readonly string[]) {
  const def = findFunction('KEYWORDS') as FunctionDef;
  const prepare = def.prepare.bind(def);
  jest.spyOn(def, 'prepare').mockImplementation((raw, coerce) => {
    const call = prepare(raw, coerce);
    const tell = (session: Session) => {
      for (const text of told) session.note?.(text);
    };
    const stream = call.stream;
    return {
      ...call,
      *run(session) {
        tell(session);
        return yield* call.run(session);
      },
      ...(stream
        ? {
            *stream(session, sink) {
              tell(session);
              yield* stream(session, sink);
            },
          }
        : {}),
    };
  });
}

const noteLines = (stderr: string) => stderr.split('\n').filter((line) => /note:/.test(line));

describe('sv prints the notes of a pull on stderr', () => {
  test('CSV to stdout: the whole table on stdout, the note on stderr, exit 0', async () => {
    tellingNotes([NOTE]);
    const run = await sv(['keywords', '102', ...PERIOD], { env: sandboxEnv(sandbox) });
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout.trim().split('\n')).toHaveLength(2346);
    expect(run.stdout).not.toContain('note');
    expect(run.stderr).toBe(`sv keywords: note: ${NOTE}\n`);
  });

  test('a workbook (written whole): the note after it, exit 0', async () => {
    tellingNotes([NOTE, NOTE]);
    const out = join(folder.path, 'keywords.xlsx');
    const run = await sv(['keywords', '102', ...PERIOD, '--out', out], { env: sandboxEnv(sandbox) });
    expect(run.code).toBe(EXIT.ok);
    expect(readFileSync(out).length).toBeGreaterThan(0);
    expect(noteLines(run.stderr)).toEqual([`sv keywords: note: ${NOTE}`]);
  });

  test('a note holding the token, or control characters, is shown redacted and escaped', async () => {
    tellingNotes([`counted for ${sandbox.tokens.full}`, 'a\u001b[31m red count']);
    const run = await sv(['keywords', '102', ...PERIOD, '--format', 'jsonl'], { env: sandboxEnv(sandbox) });
    expect(run.code).toBe(EXIT.ok);
    const lines = noteLines(run.stderr);
    expect(lines).toHaveLength(2);
    expect(run.stderr).not.toContain(sandbox.tokens.full);
    expect(run.stderr).not.toContain('\u001b');
  });

  test('a pull told nothing: nothing on stderr', async () => {
    tellingNotes([]);
    const run = await sv(['keywords', '102', ...PERIOD], { env: sandboxEnv(sandbox) });
    expect(run.code).toBe(EXIT.ok);
    expect(run.stderr).toBe('');
  });
});

describe('the built sv against a stale campaign count (needs the paging engine of issue 27)', () => {
  // Campaign 103 tracks 25,000 keywords: a pull long enough to ask for the campaign's count.
  const args = ['keywords', '103', ...PERIOD];

  test('a count 10% above the pages: the whole table, one note naming both numbers, exit 0', async () => {
    sandbox.faults.add({ kind: 'keyword-count', factor: 1.1 });
    const run = await spawnSv(args, { env: sandboxEnv(sandbox), cwd: folder.path }).done;
    expect(run.stderr).not.toMatch(/do not fit together/);
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout.trim().split('\n')).toHaveLength(25_001);
    const lines = noteLines(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^sv keywords: note: .*27,?500.*25,?000/);
  });

  test('a count that agrees: the same table, no note', async () => {
    const run = await spawnSv(args, { env: sandboxEnv(sandbox), cwd: folder.path }).done;
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout.trim().split('\n')).toHaveLength(25_001);
    expect(run.stderr).toBe('');
  });
});
