import { asciiLower } from './decoded-view';

/**
 * A cheap test of whether a text may hold a piece of at least 6 characters of any of the given texts: a bitmap of
 * their 3-character pieces (letters lowered), looked up at every third position of the text. Any 6 consecutive
 * characters contain a piece starting at a multiple of 3, so a text that holds such a piece always passes; most texts
 * (keywords, URLs, names) fail at the first lookups and are left alone without building anything.
 */
const BITS = 21;

function code(text: string, at: number): number {
  let key = 0;
  for (let k = 0; k < 3; k++) {
    let c = text.charCodeAt(at + k);
    if (c >= 65 && c <= 90) c += 32;
    key = (key << 7) | (c & 0x7f);
  }
  return key;
}

export class TrigramFilter {
  private readonly bits = new Uint8Array(1 << (BITS - 3));

  constructor(sources: readonly string[]) {
    for (const source of sources) {
      const lower = asciiLower(source);
      for (let at = 0; at + 3 <= lower.length; at++) {
        const key = code(lower, at);
        this.bits[key >> 3] = (this.bits[key >> 3] ?? 0) | (1 << (key & 7));
      }
    }
  }

  /** False only when the text holds no 6-character piece of any source (non-ASCII folds may give a false true). */
  mayHold(text: string): boolean {
    for (let at = 0; at + 3 <= text.length; at += 3) {
      const key = code(text, at);
      if (((this.bits[key >> 3] ?? 0) & (1 << (key & 7))) !== 0) return true;
    }
    return false;
  }
}
