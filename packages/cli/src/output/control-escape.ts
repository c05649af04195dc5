/**
 * Text from the service is data, never instructions to a terminal: an ESC can retitle or clear the user's terminal, a
 * BEL rings, a NUL cuts a line short in many tools, and a bidi control (RLO U+202E) makes text read backwards. These
 * are shown as visible escapes instead:
 *
 * - C0 controls other than tab, LF and CR, DEL and the C1 controls as `\xHH` (ESC is `\x1b`);
 * - the bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) as `\uHHHH` (RLO is `\u202e`).
 *
 * The escape is reversible: a backslash of the text itself is doubled where a reader could take it for the start of
 * an escape (before `x`, `u`, another backslash or an escaped character), and `unescapeControls` gives the text back.
 */

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** Bidi controls by code (C0, DEL and C1 are ranges, checked in isControlCode). */
const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);

/** Written as numbers: a regular expression of control characters is itself hard to read and easy to get wrong. */
function isControlCode(code: number): boolean {
  if (code < 0x20) return code !== TAB && code !== LF && code !== CR;
  if (code < 0x7f) return false;
  if (code <= 0x9f) return true;
  // Every sv output line is scanned: printable ASCII and the Latin letters never reach the set.
  return code >= 0x061c && BIDI.has(code);
}

function isControl(char: string | undefined): boolean {
  return char !== undefined && isControlCode(char.charCodeAt(0));
}

function needsEscaping(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x5c || isControlCode(code)) return true;
  }
  return false;
}

function holdsControl(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (isControlCode(text.charCodeAt(index))) return true;
  return false;
}

function escapeOf(char: string): string {
  const code = char.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** The text with its control characters escaped; text without any control or backslash is returned as it is. */
export function escapeControls(text: string): string {
  if (!needsEscaping(text)) return text;
  let escaped = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (isControl(char)) {
      escaped += escapeOf(char);
    } else if (char === '\\') {
      const next = text[index + 1];
      const ambiguous = next !== undefined && (next === 'x' || next === 'u' || next === '\\' || isControl(next));
      escaped += ambiguous ? '\\\\' : '\\';
    } else {
      escaped += char;
    }
  }
  return escaped;
}

/** The service's text back from `escapeControls`: what a reader of sv's CSV or messages applies to undo it. */
export function unescapeControls(text: string): string {
  return text.replace(/\\(\\|x[0-9a-f]{2}|u[0-9a-f]{4})/g, (_whole, escaped: string) =>
    escaped === '\\' ? '\\' : String.fromCharCode(Number.parseInt(escaped.slice(1), 16)),
  );
}

/**
 * A JSON text with every control character as JSON's own `\uHHHH` escape, which every reader undoes: JSON.stringify
 * escapes the C0 controls but leaves DEL, C1 and the bidi controls raw.
 */
export function escapeJsonControls(json: string): string {
  // JSON's own backslashes stay as they are: only a control changes the text.
  if (!holdsControl(json)) return json;
  let escaped = '';
  for (const char of json) {
    escaped += isControl(char) ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}` : char;
  }
  return escaped;
}
