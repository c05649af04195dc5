/**
 * Sheet names both hosts take. Excel refuses `: \ / ? * [ ]`, a name starting or ending with `'`, and names over 31
 * characters (it counts UTF-16 units, so an emoji counts two); Google Sheets takes all of these but an empty name.
 * One rule here, for both add-ins.
 */
export const SHEET_NAME_LIMIT = 31;
const FORBIDDEN = /[[\]:*?/\\]/g;
/** Control characters and the halves of a broken surrogate pair: neither shows as anything a reader could type. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern removes.
const UNPRINTABLE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const EDGES = /^[\s']+|[\s']+$/g;

/** Intl.Segmenter as far as it is used here (typed locally: not every host's library declares it). */
type GraphemeSegmenter = new (
  locale: undefined,
  options: { granularity: 'grapheme' },
) => { segment(text: string): Iterable<{ segment: string }> };

/** The user-perceived characters of a text (an emoji with its modifiers is one), so a cut never splits one. */
function characters(text: string): string[] {
  const Segmenter = (Intl as { Segmenter?: GraphemeSegmenter }).Segmenter;
  if (Segmenter)
    return Array.from(new Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  // Without Intl.Segmenter, whole code points: a surrogate pair is never split.
  return Array.from(text);
}

/** The longest start of `text` of whole characters within `room` UTF-16 units, without `'` or blanks at its ends. */
function cut(text: string, room: number): string {
  let kept = '';
  for (const character of characters(text)) {
    if (kept.length + character.length > room) break;
    kept += character;
  }
  return kept.replace(EDGES, '');
}

/**
 * A name as hosts compare names, without case. Upper case first: some characters change length on the way (ﬀ is FF,
 * ᾀ is ἈΙ), and only upper-then-lower case gives a name and its upper-cased copy the same form.
 */
const caseFolded = (name: string) => name.toUpperCase().toLowerCase();

/** Text a sheet name may hold: forbidden and unprintable characters gone, blanks collapsed, no `'` at either end. */
export function sheetNameText(text: string): string {
  return text.replace(UNPRINTABLE, '').replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').replace(EDGES, '');
}

/**
 * `Northwind 2026-05-01–05-31`: the campaign's name shortened to leave room for the whole period, and for ` (2)`,
 * ` (3)`... when a sheet of that name exists already (both hosts compare names without case). The period is never cut:
 * it is what tells two reports of a campaign apart.
 */
export function reportSheetName(
  campaignName: string,
  start: string,
  end: string,
  existing: readonly string[] = [],
): string {
  const period = start.slice(0, 4) === end.slice(0, 4) ? `${start}–${end.slice(5)}` : `${start}–${end}`;
  const cleaned = sheetNameText(campaignName);
  const taken = new Set(existing.map(caseFolded));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = cut(cleaned, SHEET_NAME_LIMIT - period.length - suffix.length - 1);
    const candidate = `${name ? `${name} ` : ''}${period}${suffix}`;
    if (!taken.has(caseFolded(candidate))) return candidate;
  }
}
