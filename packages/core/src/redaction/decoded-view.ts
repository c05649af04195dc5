import { folded } from './fold';

/**
 * The text as a reader would take it after undoing the encodings a token may travel in: `%XX` (percent-encoding, full
 * or partial, as a URL or a form body carries it) and `\xXX` (a C-style byte dump), each run of bytes read as UTF-8
 * where it is valid, `\uXXXX` and `\/` (JSON escapes left in a string by a service that encoded twice). Matching runs
 * on this view, folded (`fold.ts`); `spanOf` maps a match back to the characters of the original text, so the mask
 * covers the encoded form whole.
 */
export interface DecodedView {
  /** The decoded text, folded (same length as the decoded text: a mapping needs one unit per unit). */
  readonly lower: string;
  /** Original start and end of the decoded unit at each index (null: the identity, nothing was decoded). */
  readonly starts: readonly number[] | null;
  readonly ends: readonly number[] | null;
}

const ENCODED = /(?:%[0-9a-f]{2})+|(?:\\x[0-9a-f]{2})+|\\u[0-9a-f]{4}|\\\//gi;

/** Whether the text holds anything the view decodes (a cheap test before building one). */
export function mayBeEncoded(text: string): boolean {
  return text.includes('%') || text.includes('\\');
}

/** How many bytes the UTF-8 sequence led by `lead` has (1 for a byte that cannot lead one). */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 1;
}

/**
 * The characters of a run of encoded bytes, each with the byte indexes it came from. A valid UTF-8 sequence gives its
 * character (a token with non-ASCII letters is found percent-encoded too); any other byte is taken as the character of
 * the same code (ASCII, whose UTF-8 is that byte, and the old single-byte reading of the rest).
 */
function decodedBytes(bytes: readonly number[]): { text: string; first: number; last: number }[] {
  const out: { text: string; first: number; last: number }[] = [];
  for (let at = 0; at < bytes.length; ) {
    const lead = bytes[at] as number;
    const length = sequenceLength(lead);
    const tail = bytes.slice(at + 1, at + length);
    if (length > 1 && tail.length === length - 1 && tail.every((byte) => byte >= 0x80 && byte <= 0xbf)) {
      let code = lead & (0xff >> (length + 1));
      for (const byte of tail) code = (code << 6) | (byte & 0x3f);
      out.push({ text: String.fromCodePoint(code), first: at, last: at + length - 1 });
      at += length;
    } else {
      out.push({ text: String.fromCharCode(lead), first: at, last: at });
      at += 1;
    }
  }
  return out;
}

export function decodedView(text: string): DecodedView {
  if (!mayBeEncoded(text)) return { lower: folded(text), starts: null, ends: null };
  const chars: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  const push = (unit: string, start: number, end: number) => {
    chars.push(unit);
    starts.push(start);
    ends.push(end);
  };
  const plain = (until: number) => {
    for (; at < until; at++) push(text.charAt(at), at, at + 1);
  };
  for (const match of text.matchAll(ENCODED)) {
    const index = match.index ?? 0;
    const sequence = match[0];
    plain(index);
    if (sequence === '\\/') push('/', index, index + 2);
    else if (sequence.startsWith('\\u'))
      push(String.fromCharCode(Number.parseInt(sequence.slice(2), 16)), index, index + 6);
    else {
      // A run of %XX (3 characters a byte) or \xXX (4).
      const width = sequence.startsWith('%') ? 3 : 4;
      const bytes: number[] = [];
      for (let k = 0; k < sequence.length; k += width)
        bytes.push(Number.parseInt(sequence.slice(k + width - 2, k + width), 16));
      for (const { text: character, first, last } of decodedBytes(bytes)) {
        // A character outside the BMP is two units; both map to all of its bytes.
        for (let k = 0; k < character.length; k++) {
          push(character.charAt(k), index + first * width, index + (last + 1) * width);
        }
      }
    }
    at = index + sequence.length;
  }
  plain(text.length);
  return { lower: folded(chars.join('')), starts, ends };
}

/** The original characters behind the decoded ones from `start` to `end` (exclusive). */
export function spanOf(view: DecodedView, start: number, end: number): [number, number] {
  if (!view.starts || !view.ends) return [start, end];
  return [view.starts[start] ?? start, view.ends[end - 1] ?? end];
}
