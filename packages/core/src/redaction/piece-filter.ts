import { foldCode } from './fold';

/**
 * A cheap test of whether a text may hold a piece of at least 6 characters of a known token or of its base64: a
 * bitmap of their 4-character pieces, looked up at every third position of the text. Any 6 consecutive characters
 * hold a 4-character piece starting at a multiple of 3, so a text holding such a piece always passes; most texts
 * (keywords, URLs, dates, names) fail every lookup and are left alone without building anything.
 *
 * The token is matched in any case and width, so its pieces go in folded (`fold.ts`) and are looked up folded; base64 is
 * matched as written (lowering it would make its pieces common: three in a hundred 3-letter pieces of ordinary text
 * hit a lowered 150-character token's base64), so its pieces go in and are looked up as they are.
 *
 * A text holding `%` or `\`, which start the encodings the full matching decodes (a percent-encoded token shares no
 * piece with the token), always passes: looked for first, by the engine's own search, which is faster than testing each
 * character in the loop (a keyword table's texts: 64 → 45 ms).
 */
/**
 * 128 KB: few false hits, and unlike 512 KB it mostly stays in the processor's cache (its misses made the test slower
 * than the full matching it spares).
 */
const BITS = 20;

const lower = foldCode;

/** Four character codes in one number (their low bytes: collisions only let a text through to the full matching). */
function packed(a: number, b: number, c: number, d: number): number {
  return (a & 0xff) | ((b & 0xff) << 8) | ((c & 0xff) << 16) | ((d & 0xff) << 24);
}

/**
 * Each piece sets two bits, by two multiplicative hashes of BITS bits, and a text's piece passes only with both set: one
 * bit let through the long texts of digits (a keyword's monthly searches, 56 pieces each) by chance, one in twenty, to
 * the full matching at about 8 µs each; two let through none of a keyword table's 334,643 texts.
 */
const FIRST = 0x9e3779b1;
const SECOND = 0x85ebca6b;
const SHIFT = 32 - BITS;

export class PieceFilter {
  private readonly bits = new Uint8Array(1 << (BITS - 3));

  constructor(anyCase: readonly string[], asWritten: readonly string[]) {
    for (const source of anyCase) this.add(source, true);
    for (const source of asWritten) this.add(source, false);
  }

  private add(source: string, fold: boolean): void {
    const code = (at: number) => (fold ? lower(source.charCodeAt(at)) : source.charCodeAt(at));
    for (let at = 0; at + 4 <= source.length; at++) {
      const piece = packed(code(at), code(at + 1), code(at + 2), code(at + 3));
      this.set(Math.imul(piece, FIRST) >>> SHIFT);
      this.set(Math.imul(piece, SECOND) >>> SHIFT);
    }
  }

  private set(bit: number): void {
    this.bits[bit >> 3] = (this.bits[bit >> 3] ?? 0) | (1 << (bit & 7));
  }

  /** Both bits of the piece set: a piece of a source, or (rarely) one that shares both bits with pieces of them. */
  private holds(piece: number): boolean {
    const { bits } = this;
    const one = Math.imul(piece, FIRST) >>> SHIFT;
    if (((bits[one >> 3] as number) & (1 << (one & 7))) === 0) return false;
    const two = Math.imul(piece, SECOND) >>> SHIFT;
    return ((bits[two >> 3] as number) & (1 << (two & 7))) !== 0;
  }

  /** False only when the text holds neither a 6-character piece of any source nor `%` or `\`. */
  mayHold(text: string): boolean {
    if (text.includes('%') || text.includes('\\')) return true;
    const length = text.length;
    // Each piece starts with the last character of the one before: it is read and folded once.
    let a = text.charCodeAt(0);
    let la = lower(a);
    for (let at = 0; at + 4 <= length; at += 3) {
      const b = text.charCodeAt(at + 1);
      const c = text.charCodeAt(at + 2);
      const d = text.charCodeAt(at + 3);
      if (this.holds(packed(a, b, c, d))) return true;
      const lb = lower(b);
      const lc = lower(c);
      const ld = lower(d);
      if ((la !== a || lb !== b || lc !== c || ld !== d) && this.holds(packed(la, lb, lc, ld))) return true;
      a = d;
      la = ld;
    }
    return false;
  }
}
