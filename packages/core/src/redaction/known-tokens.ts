import { base64Cores, base64Whole } from './base64-forms';
import { type DecodedView, decodedView, mayBeEncoded, spanOf } from './decoded-view';
import { folded } from './fold';
import { hexForm } from './hex-form';
import { REDACTED } from './marker';
import { PieceFilter } from './piece-filter';
import { continuesRun, cutForms } from './short-token';

/**
 * Masking of the tokens the caller knows, in every form they may come back in: any letter case and full-width
 * (`fold.ts`), percent-encoded, `\xXX`-dumped or JSON-escaped (whole or in part, see `decoded-view.ts`), base64
 * (`base64-forms.ts`), hexadecimal (`hex-form.ts`), and cut into pieces.
 *
 * What counts as a piece: a run of token characters (letters of any script, digits, `_ . ~ + / = -`) that stands on
 * its own in the text (between spaces, quotes, commas...), at least 6 characters long, all of which lie inside the
 * token; or such a run's words between its punctuation. A word is never masked because it shares some letters with the
 * token ("sunshine" beside a token holding "unshin"): only a whole run that is itself a piece of the token is. An
 * ordinary word (letters only) is not taken for a piece of a token under 12 characters (a 7-character token "report1"
 * leaves "report" alone); a longer, random token holding a word of 6 letters or more is too unlikely to matter, while
 * its letters-only pieces are common in a split echo (about a quarter of 6-character pieces of a random token).
 *
 * A token of 12 characters or more is masked wherever it stands, glued to other text too. One of 6 to 11 characters is
 * masked where it does not continue a run of digits or letters, and also cut once by a few separators
 * (`short-token.ts`); one that is itself an ordinary word under 12 characters is masked, like a token under 6
 * characters (which could be any word), only where it stands as a whole word ("keyword" masks "keyword", not
 * "keywords"), in its encodings and base64 (of it and `token:`) too.
 */
export const MIN_SECRET_LENGTH = 6;
const MIN_PIECE = 6;
/** Base64 is denser, so a piece of it needs more characters to be as unlikely in ordinary text. */
const MIN_BASE64_PIECE = 8;
/** Tokens from this length on are masked glued to other text and give letters-only pieces. */
const LONG_TOKEN = 12;
const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;

const RUN = /[\p{L}\p{M}\p{N}_.~+/=-]{6,}/gu;
const WORD = /[\p{L}\p{M}\p{N}]{6,}/gu;
const LEADING_PUNCTUATION = /^[_.~+/=-]+/;
const TRAILING_PUNCTUATION = /[_.~+/=-]+$/;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

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
  const wordLike = (token: string) => token.length < LONG_TOKEN && LETTERS_ONLY.test(token);
  const secrets = tokens.filter((token) => token.length >= MIN_SECRET_LENGTH);
  const long = secrets.map(folded);
  const shortSecrets = tokens.filter((token) => token.length < MIN_SECRET_LENGTH || wordLike(folded(token)));
  const edged = long.filter((token) => token.length < LONG_TOKEN && !wordLike(token));
  const cuts = cutForms(edged);
  const cores = secrets.flatMap(base64Cores);
  const lowCores = cores.map(folded);
  const hexes = secrets.map(hexForm);
  const anywhere = [...new Set([...long.filter((token) => token.length >= LONG_TOKEN), ...lowCores, ...hexes])].sort(
    (a, b) => b.length - a.length,
  );
  const wholeWords = [...new Set([...shortSecrets, ...shortSecrets.flatMap(base64Whole)].map(folded))];
  const shortest = Math.min(MIN_PIECE, ...wholeWords.map((word) => word.length));
  const longTokens = long.filter((token) => token.length >= LONG_TOKEN);
  // The hex form is masked only whole, and a text holding it holds its first characters: their pieces are enough (all
  // of them would only set more of the filter's bits, letting more texts through to the full matching).
  const hexStarts = hexes.map((hex) => hex.slice(0, MIN_PIECE));
  const filter = long.length > 0 ? new PieceFilter([...long, ...hexStarts], cores) : undefined;

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
    const everywhere = (needle: string, keep: (start: number, end: number) => boolean) => {
      for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
        if (keep(at, at + needle.length)) found.push([at, at + needle.length]);
      }
    };
    for (const needle of anywhere) everywhere(needle, () => true);
    for (const token of edged) everywhere(token, (start, end) => !continuesRun(text, start, end));
    if (cuts) {
      for (const cut of text.matchAll(cuts)) {
        const start = cut.index ?? 0;
        const end = start + cut[0].length;
        if (!continuesRun(text, start, end)) found.push([start, end]);
      }
    }
    for (const word of wholeWords) {
      everywhere(word, (start, end) => !WORD_CHAR.test(text.charAt(start - 1)) && !WORD_CHAR.test(text.charAt(end)));
    }
    if (long.length === 0) return found;
    for (const run of text.matchAll(RUN)) {
      const start = run.index ?? 0;
      const lead = run[0].length - run[0].replace(LEADING_PUNCTUATION, '').length;
      const trail = run[0].length - run[0].replace(TRAILING_PUNCTUATION, '').length;
      const cut = trimmedPiece(run[0], lead, trail, isPiece);
      if (cut) {
        found.push([start + cut[0], start + run[0].length - cut[1]]);
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
      if (wholeWords.length > 0 && wholeWords.some((word) => folded(text).includes(word))) return true;
      return filter ? filter.mayHold(text) : mayBeEncoded(text);
    },
    mask(text) {
      const view = decodedView(text);
      const found = spans(view);
      return found.length === 0 ? text : replaced(text, view, found);
    },
  };
}

/**
 * How many punctuation characters to drop from each edge of a run for it to be a piece: the run as it stands, then
 * fewer or more of its edge punctuation (a sentence's full stop after a token that itself ends with "-" must not hide
 * it). At most 4 a side are tried, plenty for text around an echo.
 */
function trimmedPiece(run: string, lead: number, trail: number, isPiece: (piece: string) => boolean) {
  for (let head = 0; head <= Math.min(lead, 4); head++) {
    for (let tail = 0; tail <= Math.min(trail, 4); tail++) {
      if (isPiece(run.slice(head, run.length - tail))) return [head, tail] as const;
    }
  }
  return undefined;
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
