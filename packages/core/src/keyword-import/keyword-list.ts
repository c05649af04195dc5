import { type CellArg, coerceList } from '../args';
import { refuse } from '../args/refusal';

/**
 * Limits of one keyword import. The interface documents publish none (docs/service.md), so these are ours: a list a
 * person can check before paying for it, and a request body well under any gateway's limit (1,000 × 255 characters
 * is about 256 KB). Larger lists are split by the user into several imports, each confirmed.
 */
export const MAX_KEYWORDS_PER_IMPORT = 1000;
export const MAX_KEYWORD_CHARS = 255;

/**
 * Every default-ignorable code point (Unicode's Default_Ignorable_Code_Point property: soft hyphen, zero-width space,
 * joiners, word joiner, invisible operators, bidi marks, variation selectors, the byte order mark...): characters
 * a copy from a web page or a word processor leaves inside words and that no one sees. The set is the engine's own
 * Unicode data (an ES2018 property escape, as the core's argument checks already use: V8 in Apps Script and Node,
 * the browser engine of Excel's shared runtime), not a list of ours that would miss the next one.
 */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * A keyword as the service is taken to store it: without default-ignorable code points, in Unicode NFC (an accent
 * typed as one character or as a letter and a combining mark is one keyword), trimmed, inner whitespace collapsed to
 * one space, lower-cased. Without the first two steps the same list pasted from two sources hashed differently and
 * the ledger let it be charged twice. The invisible characters go first: one of them (U+034F) exists to keep a mark
 * from composing with its letter, so NFC must see the text without it. The service reads the list as comma-separated
 * text (docs/service.md); that it treats keywords differing only in case or spacing as one is an assumption the
 * interface documents neither confirm nor deny (the sandbox behaves so). The preview, the ledger's hash and the
 * request all use this one form, so they always agree with each other.
 */
export function normaliseKeyword(keyword: string): string {
  const visible = keyword.replace(DEFAULT_IGNORABLE, '').normalize('NFC');
  // Lower-casing may decompose (U+0130 becomes i and a combining dot): compose once more.
  return visible.trim().replace(/\s+/g, ' ').toLowerCase().normalize('NFC');
}

/**
 * The keywords of an import, normalised and without duplicates, in their first order. Refuses (naming the argument)
 * an empty list, more than MAX_KEYWORDS_PER_IMPORT keywords and a keyword longer than MAX_KEYWORD_CHARS. Commas,
 * semicolons and line breaks separate keywords (the service splits on commas, so none can be inside one).
 */
export function importKeywords(value: CellArg, name = 'keywords'): string[] {
  return checkImportKeywords(coerceList(value, name, 'text'), name);
}

/** The same rules for a list already read from its cells (a formula's coerced `keywords` argument). */
export function checkImportKeywords(items: readonly string[], name = 'keywords'): string[] {
  const unique = new Set<string>();
  for (const item of items) {
    const keyword = normaliseKeyword(item);
    if (keyword !== '') unique.add(keyword);
  }
  const keywords = [...unique];
  if (keywords.length === 0) {
    throw refuse(name, 'the list is empty', 'Give at least one keyword: comma or line separated text, or a range.');
  }
  if (keywords.length > MAX_KEYWORDS_PER_IMPORT) {
    throw refuse(
      name,
      `${keywords.length.toLocaleString('en-US')} different keywords are more than one import takes (${MAX_KEYWORDS_PER_IMPORT.toLocaleString('en-US')})`,
      'Split the list into several imports of at most 1,000 keywords.',
    );
  }
  const tooLong = keywords.find((keyword) => keyword.length > MAX_KEYWORD_CHARS);
  if (tooLong !== undefined) {
    throw refuse(
      name,
      `the keyword "${tooLong.slice(0, 40)}…" has ${tooLong.length} characters, more than the ${MAX_KEYWORD_CHARS} allowed`,
      'Shorten it or leave it out.',
    );
  }
  return keywords;
}
