/**
 * The text as a reader would take it after undoing the encodings a token may travel in: `%XX` (percent-encoding, full
 * or partial, as a URL or a form body carries it), `\uXXXX` and `\/` (JSON escapes left in a string by a service that
 * encoded twice). Matching runs on this view; `spanOf` maps a match back to the characters of the original text, so
 * the mask covers the encoded form whole.
 */
export interface DecodedView {
  /** The decoded text, upper-case ASCII letters lowered (same length: a mapping needs one character per character). */
  readonly lower: string;
  /** Original start and end of the decoded character at each index (null: the identity, nothing was decoded). */
  readonly starts: readonly number[] | null;
  readonly ends: readonly number[] | null;
}

const ENCODED = /%[0-9a-f]{2}|\\u[0-9a-f]{4}|\\\//gi;

/** Lowers A-Z only: `toLowerCase` may change a text's length (U+0130), which would break the mapping. */
export function asciiLower(text: string): string {
  return /[A-Z]/.test(text) ? text.replace(/[A-Z]+/g, (run) => run.toLowerCase()) : text;
}

/** Whether the text holds anything the view decodes (a cheap test before building one). */
export function mayBeEncoded(text: string): boolean {
  return text.includes('%') || text.includes('\\');
}

function decodedChar(sequence: string): string {
  if (sequence === '\\/') return '/';
  const hex = sequence.startsWith('%') ? sequence.slice(1) : sequence.slice(2);
  // A percent-encoded byte is taken as the character of the same code: tokens are ASCII, whose UTF-8 is that byte.
  return String.fromCharCode(Number.parseInt(hex, 16));
}

export function decodedView(text: string): DecodedView {
  if (!mayBeEncoded(text)) return { lower: asciiLower(text), starts: null, ends: null };
  const chars: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  const plain = (until: number) => {
    for (; at < until; at++) {
      chars.push(text.charAt(at));
      starts.push(at);
      ends.push(at + 1);
    }
  };
  for (const match of text.matchAll(ENCODED)) {
    const index = match.index ?? 0;
    plain(index);
    chars.push(decodedChar(match[0]));
    starts.push(index);
    ends.push(index + match[0].length);
    at = index + match[0].length;
  }
  plain(text.length);
  return { lower: asciiLower(chars.join('')), starts, ends };
}

/** The original characters behind the decoded ones from `start` to `end` (exclusive). */
export function spanOf(view: DecodedView, start: number, end: number): [number, number] {
  if (!view.starts || !view.ends) return [start, end];
  return [view.starts[start] ?? start, view.ends[end - 1] ?? end];
}
