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

/**
 * The folded unit of each BMP unit met so far (0: not met yet; no unit past ASCII folds to 0). Each is worked out on
 * first use: a script's realm starts without it (every Sheets execution, every Excel load), and a text holds few of
 * the 65,536 units, so building all of them cost each realm more than its matching.
 */
let table: Uint16Array | undefined;

function foldUnit(code: number): number {
  const source = code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST ? code - FULL_WIDTH_OFFSET : code;
  if (code === IDEOGRAPHIC_SPACE) return 32;
  if (source >= 0xd800 && source <= 0xdfff) return source;
  const lower = String.fromCharCode(source).toLowerCase();
  return lower.length === 1 ? lower.charCodeAt(0) : source;
}

/** One UTF-16 unit folded (see the file comment). */
export function foldCode(code: number): number {
  if (code < 128) return code >= 65 && code <= 90 ? code + 32 : code;
  if (code > 0xffff) return code;
  table ??= new Uint16Array(0x10000);
  const known = table[code] as number;
  if (known !== 0) return known;
  const unit = foldUnit(code);
  table[code] = unit;
  return unit;
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
