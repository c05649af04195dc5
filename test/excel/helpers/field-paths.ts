import { FUNCTIONS } from '@sv/core';

/** Every fixed column of every function: what a header or legend would show if a report leaked a path. */
const KNOWN_PATHS = new Set(FUNCTIONS.flatMap((fn) => (fn.columns ?? []).map((column) => column.header)));

/**
 * The API field path a text a client reads shows, if any: one of `ownPaths` (the report's own tables' headers, one
 * word ones such as `sessions` too), a known dotted or snake_case path, or any dotted or snake_case word in lower case
 * (`ranking_data.desktop.rank`). Words and domains (`rival.com`) pass.
 */
export function fieldPathIn(text: string, ownPaths: ReadonlySet<string> = new Set()): string | null {
  if (ownPaths.has(text.trim())) return text;
  for (const word of text.split(/[\s,;:()'"]+/)) {
    if (word.length === 0) continue;
    if (KNOWN_PATHS.has(word) && /[._]/.test(word)) return word;
    if (/^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(word)) return word;
    if (/^[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)+$/.test(word) && word.includes('_')) return word;
  }
  return null;
}
