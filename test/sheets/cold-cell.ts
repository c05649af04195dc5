/**
 * One Sheets cell in a fresh process, for the bench's cold-start figure (`cold.sheets.first_call_ms` in
 * scripts/bench.mjs). Not a test: the bench bundles it, fills a document cache once with `fillColdCell`, then runs the
 * bundle once per measurement (`node cold-cell.cjs <file> [<project>]`), so that V8 has compiled nothing of the project before,
 * as on every Apps Script execution. Each run loads the built project into a new global scope, puts the saved entries
 * in its document cache, answers the same cell with no network at all, and prints `COLD <ms>`: loading plus the call
 * (then `LOAD <ms>` and `CALL <ms>`, the two apart).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { BlockingService, ServiceInfo } from './fakes/sync-service';
import { createUtilities } from './fakes/utilities';
import { AddOn } from './harness';

/** A cell of a small campaign, the most common kind: one page of 150 keywords, its finished table cached. */
const CELL = ['SV_KEYWORDS', 101, '2026-10-01', '2026-10-31'] as const;

/** What a run needs: the settings the cache keys were made with (addresses, a hash of the token) and the entries. */
export interface ColdCache {
  info: ServiceInfo;
  entries: [string, { value: string; expiresAt: number }][];
}

/** Answers the cell once against `service` with the project in `project` (dist/ by default) and returns the document cache it leaves. */
export function fillColdCell(service: BlockingService, project?: string): ColdCache {
  const addOn = new AddOn({ service, project });
  addOn.useToken(service.info.tokens.full);
  const [name, ...args] = CELL;
  const grid = addOn.cell(name, ...args) as unknown[][];
  if (grid.length < 2) throw new Error(`${name} answered no rows`);
  return { info: service.info, entries: [...addOn.cache.documentCache.entries] };
}

/** Milliseconds to load the project (`project`: a built dist folder, dist/ by default) and answer the cell from `saved`. */
export function timeColdCell(saved: ColdCache, project?: string): { loadMs: number; callMs: number } {
  // Nothing may leave: an answer missing from the cache fails the measurement instead of timing a request.
  const offline: BlockingService = {
    info: saved.info,
    fetchAll() {
      throw new Error('the cold cell asked the network: its answer was not in the cache');
    },
  };
  warmFakes();
  const started = performance.now();
  const addOn = new AddOn({ service: offline, project });
  const loaded = performance.now();
  // The spreadsheet's settings and cache as an earlier execution left them: not part of the measurement.
  addOn.useToken(saved.info.tokens.full);
  for (const [key, entry] of saved.entries) addOn.cache.documentCache.entries.set(key, entry);
  const [name, ...args] = CELL;
  const calling = performance.now();
  const grid = addOn.cell(name, ...args) as unknown[][];
  const answered = performance.now();
  if (grid.length < 2) throw new Error(`${name} answered no rows`);
  return { loadMs: loaded - started, callMs: answered - calling };
}

/**
 * The fakes' own first use in Node (ICU's time zone data behind Utilities.formatDate, zlib behind gzip, the fakes'
 * own code compiled on its first call) costs more than the project's whole call and is no cost of the project: Apps
 * Script's services are Java. Paid before the clock starts, for each kind of call a cell makes of them.
 */
function warmFakes(): void {
  const utilities = createUtilities();
  for (const zone of ['Pacific/Auckland', 'Etc/UTC']) {
    for (const pattern of ['yyyy-MM-dd', 'Z', 'yyyy-MM-dd Z']) utilities.formatDate(new Date(), zone, pattern);
  }
  const packed = utilities.base64Encode(utilities.gzip(utilities.newBlob('warm')).getBytes());
  utilities.ungzip(utilities.newBlob(utilities.base64Decode(packed), 'application/x-gzip')).getDataAsString();
  utilities.computeDigest('SHA_256', 'warm');
}

// Run as a script (not when the bench requires the bundle to fill the cache).
if (require.main === module) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node cold-cell.cjs <saved cache file> [<project folder>]');
  const { loadMs, callMs } = timeColdCell(JSON.parse(readFileSync(file, 'utf8')) as ColdCache, process.argv[3]);
  console.log(`COLD ${(loadMs + callMs).toFixed(2)}\nLOAD ${loadMs.toFixed(2)}\nCALL ${callMs.toFixed(2)}`);
}
