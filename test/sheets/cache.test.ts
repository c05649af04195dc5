import { CAMPAIGN, END, START } from './examples';
import { MAX_KEY_CHARS, MAX_VALUE_BYTES } from './fakes/cache';
import { AddOn } from './harness';
import { useSheetsAddOn } from './setup';

const sheets = useSheetsAddOn();

const entries = () => sheets.addOn.cache.documentCache.entries;
/** Keys of the pieces of chunked values (a manifest's key plus `:<write id>:<n>`). */
const chunkKeys = () => [...entries().keys()].filter((key) => /:[0-9a-f]{8}:\d+$/.test(key));
/** Finished tables are kept under `sv:<namespace>:t:`, beside the answers they were made from. */
const isTableKey = (key: string) => /^sv:[^:]+:t:/.test(key);
const pageChunkKeys = () => chunkKeys().filter((key) => !isTableKey(key));

describe('the document cache', () => {
  test('large answers are stored in chunks within CacheService limits and come back whole', () => {
    const first = sheets.addOn.cell('SV_KEYWORDS', 102, START, END);
    // Three pages and the campaign's keyword count, asked beside the second.
    expect(sheets.service.requests()).toHaveLength(4);
    expect(chunkKeys().length).toBeGreaterThan(0);
    for (const [key, entry] of entries()) {
      expect(key.length).toBeLessThanOrEqual(MAX_KEY_CHARS);
      expect(Buffer.byteLength(entry.value)).toBeLessThanOrEqual(MAX_VALUE_BYTES);
      expect(key).not.toContain(sheets.service.info.tokens.full);
    }
    expect(sheets.addOn.logs.filter((line) => line.includes('cache'))).toEqual([]);

    expect(sheets.addOn.cell('SV_KEYWORDS', 102, START, END)).toEqual(first);
    expect(sheets.service.requests()).toHaveLength(4);
  });

  test('an evicted chunk makes its answer a miss: that page alone is asked again', () => {
    const first = sheets.addOn.cell('SV_KEYWORDS', 102, START, END);
    for (const key of [...entries().keys()]) if (isTableKey(key)) entries().delete(key);
    const [victim] = pageChunkKeys();
    entries().delete(victim as string);
    expect(sheets.addOn.cell('SV_KEYWORDS', 102, START, END)).toEqual(first);
    // The first call's three pages and count, and the one answer evicted.
    expect(sheets.service.requests()).toHaveLength(5);
  });

  test('a repeat is served by the finished table, without reading its pages again', () => {
    const first = sheets.addOn.cell('SV_KEYWORDS', 102, START, END);
    for (const key of pageChunkKeys()) entries().delete(key);
    expect(sheets.addOn.cell('SV_KEYWORDS', 102, START, END)).toEqual(first);
    expect(sheets.service.requests()).toHaveLength(4);
  });

  test('a damaged entry is a miss, never a wrong answer', () => {
    const first = sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END);
    for (const entry of entries().values()) entry.value = `${entry.value.slice(0, 10)}garbage`;
    expect(sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END)).toEqual(first);
    expect(sheets.service.requests()).toHaveLength(2);
  });

  test('answers expire after an hour by default', () => {
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END);
    sheets.addOn.runtime.cacheClockOffsetMs = 59 * 60000;
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END);
    expect(sheets.service.requests()).toHaveLength(1);
    sheets.addOn.runtime.cacheClockOffsetMs = 61 * 60000;
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END);
    expect(sheets.service.requests()).toHaveLength(2);
  });

  test('cache_minutes keeps an answer up to the 6 hours CacheService allows', () => {
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END, '', 'cache_minutes=360');
    sheets.addOn.runtime.cacheClockOffsetMs = 5 * 3600000;
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END, '', 'cache_minutes=360');
    expect(sheets.service.requests()).toHaveLength(1);
    sheets.addOn.runtime.cacheClockOffsetMs = 6 * 3600000 + 60000;
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END, '', 'cache_minutes=360');
    expect(sheets.service.requests()).toHaveLength(2);
  });

  test('another token does not see the answers cached for this one', () => {
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END);
    sheets.addOn.useToken(sheets.service.info.tokens.limited);
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END);
    expect(sheets.service.requests().map((request) => request.access)).toEqual(['full', 'limited']);
  });

  test('without a document cache (a script outside a spreadsheet) calls still work', () => {
    const standalone = new AddOn({ service: sheets.service, hasDocument: false });
    standalone.properties.userStore(standalone.user).values.set('SV_TOKEN', sheets.service.info.tokens.full);
    standalone.properties.userStore(standalone.user).values.set('SV_GATEWAY_URL', sheets.service.info.v3Url);
    expect(standalone.cell('SV_CAMPAIGNS', `campaign_ids=${CAMPAIGN}`)).toHaveLength(2);
  });
});

const timeOf = (value: unknown) =>
  Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).getTime() : undefined;

/** The rows of `shown` not holding the very same cells as `wanted` (dates by their time, in any realm). */
function differingRows(shown: unknown[][], wanted: unknown[][]): number[] {
  const sameCell = (a: unknown, b: unknown) => Object.is(a, b) || (timeOf(a) !== undefined && timeOf(a) === timeOf(b));
  return wanted.flatMap((row, index) => {
    const other = shown[index];
    const same = other?.length === row.length && row.every((cell, column) => sameCell(other[column], cell));
    return same ? [] : [index];
  });
}

describe('a table longer than the document cache keeps', () => {
  // 2,345 keywords × 2 devices × 92 days of ranks: 431,480 rows, about 27 million characters of table text, beyond the
  // 20 million a Sheets call keeps (packages/sheets/src/host/chunked-cache.ts).
  const args = [102, '2026-08-01', '2026-10-31'] as const;

  test('is answered whole and uncached, a marker in its place; the repeat reads its pages from the cache', () => {
    const first = sheets.addOn.cell('SV_DAILY_RANKS', ...args) as unknown[][];
    expect(first).toHaveLength(2345 * 2 * 92 + 1);
    const requests = sheets.service.requests().length;
    const tableEntries = [...entries()].filter(([key]) => isTableKey(key));
    // One small entry under the table's key, and no chunk of the table.
    expect(tableEntries).toHaveLength(1);
    expect(tableEntries[0]?.[1].value.length).toBeLessThan(200);
    expect(sheets.addOn.logs.filter((line) => line.includes('cache'))).toEqual([]);

    const again = sheets.addOn.cell('SV_DAILY_RANKS', ...args) as unknown[][];
    // Row by row, each row that is not cell for cell the same compared with its diff: toEqual over 431,480 rows at
    // once took seconds.
    expect(again).toHaveLength(first.length);
    for (const index of differingRows(again, first)) expect(again[index]).toEqual(first[index]);
    expect(sheets.service.requests()).toHaveLength(requests);
  });
});
