import type { Keyword } from '../data/keywords';

/**
 * What a handler derives from a campaign's whole keyword list (a filter, a lookup by phrase), kept with the list for
 * the next page of the same read. A list is never changed once made (an import or a list change makes a new one), so
 * the same list object with the same key always derives the same value; the value is shared and must not be changed.
 * A read of the 25,000-keyword campaign in pages of 1,000 otherwise derived it again for each of its 25 pages.
 */
const derived = new WeakMap<readonly Keyword[], Map<string, unknown>>();

/** Keys kept per list: a few reads in turn (other dates, other domains) each keep theirs. */
const KEYS_PER_LIST = 4;

export function derivedFromList<T>(list: readonly Keyword[], key: string, make: () => T): T {
  let values = derived.get(list);
  if (!values) {
    values = new Map();
    derived.set(list, values);
  }
  if (values.has(key)) return values.get(key) as T;
  const value = make();
  if (values.size >= KEYS_PER_LIST) values.delete(values.keys().next().value as string);
  values.set(key, value);
  return value;
}
