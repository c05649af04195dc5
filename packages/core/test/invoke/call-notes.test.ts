/**
 * Notes beside a result: what the paging engine tells `Session.note` (a count that disagrees with the pages) comes back
 * on the result, redacted, each once, in order; a table served from the cache carries the notes of the pull that made
 * it; a pull told nothing has no notes. The notes are told here by wrapping a registry function's `run` in the test
 * (the engine that tells them in earnest is tested against the sandbox in stale-count-note.test.ts).
 */
import {
  type Cell,
  type Column,
  type FunctionDef,
  findFunction,
  type InvokeOptions,
  invoke,
  invokeStream,
  runSync,
} from '../../src';
import type { Session } from '../../src/engine/session';
import { encodeTable } from '../../src/engine/table-cache';
import { cannedHost, json } from '../engine/canned-host';

const TOKEN = 'svk_Live_7F3a9C2e41D84b6F9a0C5e7D3b2A1f08C6e4';
const SETTINGS = { token: TOKEN, gatewayUrl: 'https://gateway.test/v3', v1Url: 'https://v1.test/v1.2' };
const COUNT_NOTE = "the campaign's count says 2,500 keywords; the service listed 2,345 for 2024-01-01 to 2024-01-31";

const campaigns = [
  { campaign_info: { id: '7', name: 'Shop', keywords_count: 1 } },
  { campaign_info: { id: '8', name: 'Blog', keywords_count: 2 } },
];

/** CAMPAIGNS, whose pull tells the session `told` (before its pages, as the engine would while paging). */
function tellingNotes(told: readonly string[]) {
  const def = findFunction('CAMPAIGNS') as FunctionDef;
  const prepare = def.prepare.bind(def);
  return jest.spyOn(def, 'prepare').mockImplementation((raw, coerce) => {
    const call = prepare(raw, coerce);
    const tell = (session: Session) => {
      for (const text of told) session.note?.(text);
    };
    return {
      ...call,
      *run(session) {
        tell(session);
        return yield* call.run(session);
      },
      ...(call.stream
        ? {
            *stream(session, sink) {
              tell(session);
              yield* (call.stream as NonNullable<typeof call.stream>)(session, sink);
            },
          }
        : {}),
    };
  });
}

function service() {
  return cannedHost(() => json(200, campaigns));
}

function call(canned: ReturnType<typeof service>, options: Partial<InvokeOptions> = {}) {
  return runSync(invoke('CAMPAIGNS', [], { settings: SETTINGS, clock: canned.clock, ...options }), canned.host);
}

afterEach(() => jest.restoreAllMocks());

describe('notes beside a finished table', () => {
  test('a pull told a note returns it beside the complete table', () => {
    tellingNotes([COUNT_NOTE]);
    const result = call(service());
    expect(result.notes).toEqual([COUNT_NOTE]);
    expect(result.table.rows).toHaveLength(2);
  });

  test('a pull told nothing has no notes', () => {
    tellingNotes([]);
    const result = call(service());
    expect(result.notes).toBeUndefined();
    expect(Object.keys(result)).not.toContain('notes');
  });

  test('each note once, in the order first told, blank ones dropped', () => {
    tellingNotes(['second thing', COUNT_NOTE, ' ', 'second thing', `${COUNT_NOTE}\n`]);
    expect(call(service()).notes).toEqual(['second thing', COUNT_NOTE]);
  });

  test('a note passes the redaction step like every message', () => {
    tellingNotes([`the count for Bearer ${TOKEN} disagrees`]);
    const notes = call(service()).notes ?? [];
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('[token]');
    expect(JSON.stringify(notes)).not.toContain(TOKEN.slice(0, 12));
  });

  test('a table served from the cache carries the notes of the pull that made it', () => {
    tellingNotes([COUNT_NOTE]);
    const canned = service();
    const first = call(canned);
    const sent = canned.sent.length;
    jest.restoreAllMocks();
    tellingNotes([]);
    const repeat = call(canned);
    expect(canned.sent.length).toBe(sent);
    expect(repeat.table).toEqual(first.table);
    expect(repeat.notes).toEqual([COUNT_NOTE]);
  });

  test('a cached table without notes (as every entry written before notes existed) is served with none', () => {
    tellingNotes([]);
    const canned = service();
    const first = call(canned);
    const [key] = [...canned.store.keys()].filter((stored) => /:t:/.test(stored));
    expect(key).toBeDefined();
    // The entry as an earlier version wrote it: columns and rows only.
    canned.store.set(key as string, encodeTable(first.table, 1_000_000) as string);
    expect(canned.store.get(key as string)).not.toContain('"n"');
    const sent = canned.sent.length;
    const repeat = call(canned);
    expect(canned.sent.length).toBe(sent);
    expect(repeat.table).toEqual(first.table);
    expect(repeat.notes).toBeUndefined();
  });
});

describe('notes beside an export (invokeStream)', () => {
  function streamed() {
    const canned = service();
    let columns: readonly Column[] = [];
    const rows: Cell[][] = [];
    const result = runSync(
      invokeStream(
        'CAMPAIGNS',
        [],
        { settings: SETTINGS, clock: canned.clock },
        {
          columns: (given) => {
            columns = given;
          },
          rows: (given) => {
            rows.push(...(given as Cell[][]));
          },
        },
      ),
      canned.host,
    );
    return { result, columns, rows };
  }

  test('the rows are written and the notes returned', () => {
    tellingNotes([COUNT_NOTE, COUNT_NOTE, `token ${TOKEN}`]);
    const { result, rows, columns } = streamed();
    expect(rows).toHaveLength(2);
    expect(columns.length).toBeGreaterThan(0);
    expect(result.notes).toEqual([COUNT_NOTE, 'token [token]']);
  });

  test('an export told nothing has no notes', () => {
    tellingNotes([]);
    expect(streamed().result.notes).toBeUndefined();
  });
});
