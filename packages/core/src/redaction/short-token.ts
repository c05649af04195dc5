/**
 * Rules for a token of 6 to 11 characters, short enough to turn up in ordinary text by chance.
 *
 * Edges: such a token is masked only where it does not continue a run of its own kind, digits or letters, at either
 * end: `123456` is not masked inside `1234567`, nor `abc123` inside `xabc123`, while `campaign=123456` and
 * `id123456.` are masked. A longer token is masked glued to anything: that is an echo, not a coincidence.
 *
 * Halves: an echo wrapped or cut by a proxy or a log (`a1b2 c3d4e`, `"a1b2", "c3d4e"`) leaves pieces under 6
 * characters, too common to mask alone; the token with one cut of 1 to 4 separators (spaces, line breaks, quotes,
 * commas, `/ | + _ . -`) is masked whole, under the same edge rule.
 */
type Kind = 'digit' | 'letter' | 'other';

const DIGIT = /\p{Nd}/u;
const LETTER = /[\p{L}\p{M}]/u;

function kindOf(character: string): Kind {
  if (character === '') return 'other';
  if (DIGIT.test(character)) return 'digit';
  return LETTER.test(character) ? 'letter' : 'other';
}

/** Whether the match from `start` to `end` of the folded text continues a run of its own kind at either end. */
export function continuesRun(text: string, start: number, end: number): boolean {
  const first = kindOf(text.charAt(start));
  const last = kindOf(text.charAt(end - 1));
  return (
    (first !== 'other' && kindOf(text.charAt(start - 1)) === first) ||
    (last !== 'other' && kindOf(text.charAt(end)) === last)
  );
}

const SEPARATOR = `[\\s"',;|/+_.-]{1,4}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The tokens (folded) cut once anywhere, as one expression; undefined when there is none. */
export function cutForms(tokens: readonly string[]): RegExp | undefined {
  const forms: string[] = [];
  for (const token of tokens) {
    for (let cut = 1; cut < token.length; cut++) {
      forms.push(`${escaped(token.slice(0, cut))}${SEPARATOR}${escaped(token.slice(cut))}`);
    }
  }
  return forms.length === 0 ? undefined : new RegExp(forms.join('|'), 'g');
}
