import { base64Cores, base64Whole } from './base64-forms';
import { asciiLower, type DecodedView, decodedView, mayBeEncoded, spanOf } from './decoded-view';
import { REDACTED } from './marker';
import { PieceFilter } from './piece-filter';

/**
 * Masking of the tokens the caller knows, in every form they may come back in: any letter case, percent-encoded or
 * JSON-escaped (whole or in part, see `decoded-view.ts`), base64 (`base64-forms.ts`), and cut into pieces.
 *
 * What counts as a piece: a run of token characters that stands on its own in the text (between spaces, quotes,
 * commas...), at least 6 characters long, all of which lie inside the token; or such a run's words between its
 * punctuation. A word is never masked because it shares some letters with the token ("sunshine" beside a token
 * holding "unshin"): only a whole run that is itself a piece of the token is. An ordinary word (letters only) is not
 * taken for a piece of a token under 12 characters (a 7-character token "report1" leaves "report" alone); a longer,
 * random token holding a word of 6 letters or more is too unlikely to matter, while its letters-only pieces are
 * common in a split echo (about a quarter of 6-character pieces of a random token).
 *
 * The whole token is masked wherever it stands, glued to other text too, unless it is itself an ordinary word under
 * 12 characters: then, like a token under 6 characters (which could be any word), it is masked only where it stands
 * as a whole word ("keyword" masks "keyword", not "keywords"), in its encodings and base64 (of it and `token:`) too.
 */
export const MIN_SECRET_LENGTH = 6;
const MIN_PIECE = 6;
/** Base64 is denser, so a piece of it needs more characters to be as unlikely in ordinary text. */
const MIN_BASE64_PIECE = 8;
/** Tokens from this length on are masked glued to other text and give letters-only pieces. */
const LONG_TOKEN = 12;
const LETTERS_ONLY = /^[a-z]+$/;

const RUN = /[a-z0-9_.~+/=-]{6,}/g;
const WORD = /[a-z0-9]{6,}/g;
const EDGE_PUNCTUATION = /^[_.~+/=-]+|[_.~+/=-]+$/g;
const WORD_CHAR = /[a-z0-9]/;

export interface KnownTokens {
  /** True when there is nothing to mask (no token known): callers skip their work. */
  readonly none: boolean;
  /** The fewest characters a text holding a form of a known token has. */
  readonly shortest: number;
  /** False only when the text cannot hold any form of a known token (cheap: no allocation for most texts). */
  mayHold(text: string): boolean;
  /** The text with every form of every known token replaced by `[token]`. */
  mask(text: string): string;
}

export function knownTokens(tokens: readonly string[]): KnownTokens {
  const long = tokens.filter((token) => token.length >= MIN_SECRET_LENGTH).map(asciiLower);
  const wordLike = (token: string) => token.length < LONG_TOKEN && LETTERS_ONLY.test(token);
  const short = tokens.map(asciiLower).filter((token) => token.length < MIN_SECRET_LENGTH || wordLike(token));
  const cores =
    long.length === 0 ? [] : tokens.filter((token) => token.length >= MIN_SECRET_LENGTH).flatMap(base64Cores);
  const lowCores = cores.map(asciiLower);
  const anywhere = [...new Set([...long.filter((token) => !wordLike(token)), ...lowCores])].sort(
    (a, b) => b.length - a.length,
  );
  const wholeWords = [...new Set([...short, ...short.flatMap(base64Whole)].map(asciiLower))];
  const shortest = Math.min(MIN_PIECE, ...wholeWords.map((word) => word.length));
  const longTokens = long.filter((token) => token.length >= LONG_TOKEN);
  const filter = anywhere.length > 0 ? new PieceFilter(long, cores) : undefined;

  const isPiece = (run: string) => {
    if (run.length < MIN_PIECE) return false;
    const tokensOfPiece = LETTERS_ONLY.test(run) ? longTokens : long;
    return (
      tokensOfPiece.some((token) => token.includes(run)) ||
      (run.length >= MIN_BASE64_PIECE && lowCores.some((core) => core.includes(run)))
    );
  };

  function spans(view: DecodedView): [number, number][] {
    const text = view.lower;
    const found: [number, number][] = [];
    for (const needle of anywhere) {
      for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1))
        found.push([at, at + needle.length]);
    }
    for (const word of wholeWords) {
      for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
        const end = at + word.length;
        if (!WORD_CHAR.test(text.charAt(at - 1)) && !WORD_CHAR.test(text.charAt(end))) found.push([at, end]);
      }
    }
    if (long.length === 0) return found;
    for (const run of text.matchAll(RUN)) {
      const start = run.index ?? 0;
      const lead = run[0].length - run[0].replace(/^[_.~+/=-]+/, '').length;
      if (isPiece(run[0])) {
        found.push([start, start + run[0].length]);
        continue;
      }
      const trimmed = run[0].replace(EDGE_PUNCTUATION, '');
      if (isPiece(trimmed)) {
        found.push([start + lead, start + lead + trimmed.length]);
        continue;
      }
      for (const word of run[0].matchAll(WORD)) {
        const at = start + (word.index ?? 0);
        if (isPiece(word[0])) found.push([at, at + word[0].length]);
      }
    }
    return found;
  }

  return {
    none: anywhere.length === 0 && wholeWords.length === 0,
    shortest,
    mayHold(text) {
      if (text.length < shortest) return false;
      if (wholeWords.length > 0 && wholeWords.some((word) => asciiLower(text).includes(word))) return true;
      return filter ? filter.mayHold(text) : mayBeEncoded(text);
    },
    mask(text) {
      const view = decodedView(text);
      const found = spans(view);
      return found.length === 0 ? text : replaced(text, view, found);
    },
  };
}

/** The text with the decoded spans (which may overlap) replaced by the marker, each run of overlapping ones once. */
function replaced(text: string, view: DecodedView, found: [number, number][]): string {
  found.sort((a, b) => a[0] - b[0]);
  let out = '';
  let copied = 0;
  let current: [number, number] | undefined;
  const flush = () => {
    if (!current) return;
    const [start, end] = spanOf(view, current[0], current[1]);
    out += text.slice(copied, start) + REDACTED;
    copied = end;
  };
  for (const span of found) {
    if (current && span[0] < current[1]) current[1] = Math.max(current[1], span[1]);
    else {
      flush();
      current = [span[0], span[1]];
    }
  }
  flush();
  return out + text.slice(copied);
}
