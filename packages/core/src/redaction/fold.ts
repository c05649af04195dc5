/**
 * The one-for-one folding matching runs on: letters in one case and full-width ASCII (U+FF01–U+FF5E, and U+3000 for
 * the space) as plain ASCII, so a token echoed upper-cased, lower-cased or in the full-width forms an East Asian input
 * method or a normalising service produces is found. Every UTF-16 unit folds to exactly one unit (a letter whose lower
 * case is longer, U+0130, stays as it is): a match in the folded text is then a match at the same places in the
 * original, with no mapping to keep.
 */
const FULL_WIDTH_FIRST = 0xff01;
const FULL_WIDTH_LAST = 0xff5e;
const FULL_WIDTH_OFFSET = 0xfee0;
const IDEOGRAPHIC_SPACE = 0x3000;

let table: Uint16Array | undefined;

/** The folded unit of every BMP unit, built once on the first non-ASCII text (65,536 look-ups, a few ms). */
function foldTable(): Uint16Array {
  if (table) return table;
  const built = new Uint16Array(0x10000);
  for (let code = 0; code < 0x10000; code++) {
    const source = code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST ? code - FULL_WIDTH_OFFSET : code;
    if (code === IDEOGRAPHIC_SPACE) built[code] = 32;
    else if (source >= 0xd800 && source <= 0xdfff) built[code] = source;
    else {
      const lower = String.fromCharCode(source).toLowerCase();
      built[code] = lower.length === 1 ? lower.charCodeAt(0) : source;
    }
  }
  table = built;
  return built;
}

/** One UTF-16 unit folded (see the file comment). */
export function foldCode(code: number): number {
  if (code < 128) return code >= 65 && code <= 90 ? code + 32 : code;
  return foldTable()[code] ?? code;
}

/** Lowers A-Z only, the fast path for ASCII text. */
function asciiLower(text: string): string {
  return /[A-Z]/.test(text) ? text.replace(/[A-Z]+/g, (run) => run.toLowerCase()) : text;
}

/** The text folded one unit for one (same length). */
export function folded(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is for ASCII, control characters included
  if (!/[^\u0000-\u007f]/.test(text)) return asciiLower(text);
  const codes = new Array<number>(text.length);
  for (let at = 0; at < text.length; at++) codes[at] = foldCode(text.charCodeAt(at));
  let out = '';
  // In slices: an argument list of a whole long text would overflow the stack.
  for (let at = 0; at < codes.length; at += 8192) out += String.fromCharCode(...codes.slice(at, at + 8192));
  return out;
}
