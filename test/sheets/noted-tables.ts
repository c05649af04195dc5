import { gunzipSync, gzipSync } from 'node:zlib';
import type { AddOn } from './harness';

/** Finished tables are kept under `sv:<namespace>:t:`, beside the answers they were made from. */
export const tableKeys = (addOn: AddOn) =>
  [...addOn.cache.documentCache.entries.keys()].filter((key) => /^sv:[^:]+:t:/.test(key));

/**
 * Adds `notes` to every finished table in the document cache, as a pull told them (a count that disagrees with the
 * pages) stores its table: a cell served from the cache then carries them, as after Refresh now.
 */
export function noteCachedTables(addOn: AddOn, notes: string[]): void {
  const entries = addOn.cache.documentCache.entries;
  for (const key of tableKeys(addOn)) {
    const entry = entries.get(key);
    if (!entry?.value.startsWith('z1:')) throw new Error(`the table under ${key} is not stored inline`);
    const table = JSON.parse(gunzipSync(Buffer.from(entry.value.slice(3), 'base64')).toString('utf8'));
    const noted = JSON.stringify({ c: table.c, n: notes, r: table.r });
    entry.value = `z1:${gzipSync(Buffer.from(noted, 'utf8')).toString('base64')}`;
  }
}
