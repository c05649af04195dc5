/**
 * Text from the service is data: a cell that starts like a formula (also after blanks, NBSP, a BOM, or with the
 * full-width signs) is kept as text in CSV, and control characters (ESC, BEL, NUL, RLO, C1) never reach a terminal or a
 * CSV raw: they are shown as reversible `\xHH` / `\uHHHH` escapes.
 */

import { PassThrough, Readable } from 'node:stream';
import fc from 'fast-check';
import { runCli } from '../src/cli';
import { EXIT } from '../src/exit-codes';
import { escapeControls, unescapeControls } from '../src/output/control-escape';
import { csvField } from '../src/output/csv';
import { jsonLine } from '../src/output/jsonl';

/** Any C0 control but tab, LF and CR; DEL; any C1 control; the bidi controls (by code: lint refuses them in a regex). */
const BIDI = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
function rawControls(text: string): string[] {
  return [...text].filter((char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 && ![0x09, 0x0a, 0x0d].includes(code)) || (code >= 0x7f && code <= 0x9f) || BIDI.includes(code);
  });
}
const ESC = '\u001b';
const HOSTILE = `${ESC}]0;pwned\u0007${ESC}[2J\u0000\u202eevil\u009b31m`;

describe('the CSV formula guard', () => {
  test.each([
    ['=1+1'],
    ['  =HYPERLINK("http://x")'],
    ['\u00a0=cmd|x'],
    ['\ufeff=cmd|x'],
    ['\u200b@SUM(A1)'],
    ['\t=1'],
    ['＝1+1'],
    ['＋1'],
    ['－1'],
    ['＠SUM(A1)'],
    [' \u00a0\ufeff+1'],
  ])('%j is kept as text', (cell) => {
    expect(csvField(cell).replace(/^"/, '')).toMatch(/^'/);
  });

  test('ordinary text is left as it is', () => {
    expect(csvField('best hotels = cheap?')).toBe('best hotels = cheap?');
    expect(csvField('a-b')).toBe('a-b');
  });
});

describe('control characters', () => {
  test('are escaped visibly in a CSV text cell, and tab, CR and LF are kept', () => {
    const field = csvField(`a${HOSTILE}\tb\r\nc`);
    expect(rawControls(field)).toEqual([]);
    expect(field).toContain('\\x1b]0;pwned\\x07');
    expect(field).toContain('\\u202e');
    expect(field).toContain('\\x9b');
    expect(field).toContain('\tb\r\nc');
  });

  test('are JSON escapes in JSON lines, which a JSON reader turns back into the same text', () => {
    const line = jsonLine([{ header: 'keyword' } as never], true)([HOSTILE]);
    expect(rawControls(line)).toEqual([]);
    expect(JSON.parse(line)).toEqual({ keyword: HOSTILE });
  });

  test('the escape is reversible and leaves no control character, whatever the text (backslashes included)', () => {
    const pieces = fc.constantFrom('\\', 'x', 'u', '1b', '202e', ESC, '\u0000', '\u202e', '\u009b', '\t', 'a', 'é');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 20 }), (parts) => {
        const text = parts.join('');
        const escaped = escapeControls(text);
        expect(rawControls(escaped)).toEqual([]);
        expect(unescapeControls(escaped)).toBe(text);
      }),
    );
  });

  test('from the service reach neither standard output nor standard error raw', async () => {
    const answers = [
      { status: 200, body: JSON.stringify([{ name: HOSTILE, [`note${ESC}[2J`]: 'x' }]) },
      { status: 400, body: JSON.stringify({ message: `bad ${HOSTILE}` }) },
    ];
    for (const answer of answers) {
      const stdout = Object.assign(new PassThrough(), { isTTY: false });
      const stderr = Object.assign(new PassThrough(), { isTTY: true, columns: 120 });
      let shown = '';
      stdout.on('data', (chunk: Buffer) => {
        shown += chunk.toString();
      });
      stderr.on('data', (chunk: Buffer) => {
        shown += chunk.toString();
      });
      const code = await runCli(['get', '/rank-tracker/v3.0/things'], {
        env: { SV_TOKEN: 'token-of-the-test-0123456789', SV_GATEWAY_URL: 'https://service.example/v3' },
        stdin: Object.assign(Readable.from(['']), { isTTY: false }),
        stdout,
        stderr,
        fetch: async () =>
          new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } }),
      });
      expect(code).toBe(answer.status === 200 ? EXIT.ok : EXIT.input);
      expect(shown).toMatch(/\\x1b/);
      expect(rawControls(shown)).toEqual([]);
    }
  });
});
