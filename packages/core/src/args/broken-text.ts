import { refuse } from './refusal';

/**
 * Half of a UTF-16 surrogate pair (a cell cut in the middle of an emoji, or text pasted from a broken source) is not a
 * character: no URL can encode it (`encodeURIComponent` throws) and the service could not match it. Refused here, for
 * every argument and every cell of a range, so no later step meets it.
 */
export function refuseBrokenText(value: unknown, name: string): void {
  if (Array.isArray(value)) {
    for (const item of value) refuseBrokenText(item, name);
    return;
  }
  if (typeof value === 'string' && hasLoneSurrogate(value)) {
    throw refuse(
      name,
      'the text holds a broken character (half of an emoji or symbol)',
      'Retype it, or copy it again from its source.',
    );
  }
}

/** Any surrogate code unit: a plain class, which every engine parses, and far quicker than a scan in script. */
const SURROGATE = /[\ud800-\udfff]/;

/** Scans code units rather than using a lookbehind pattern, which older Safari (Excel on Mac) cannot parse. */
function hasLoneSurrogate(text: string): boolean {
  // Most text holds no surrogate at all (no emoji): nothing to pair.
  if (!SURROGATE.test(text)) return false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0xdc00 && code <= 0xdfff) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index += 1;
    }
  }
  return false;
}
