// A Sheets cell's cold start, as Apps Script pays it on every execution: each run a fresh Node process (nothing
// compiled before) that loads a built project into a new global scope with faked services and answers one cell
// (SV_KEYWORDS of a small campaign, test/sheets/cold-cell.ts) from a document cache an earlier execution filled; no
// network. Part of `npm run bench`; on its own, it starts a sandbox to fill the cache and measures one or more built
// project folders, alternately in one run so a noisy machine weighs on each alike:
//   node scripts/bench-cold-sheets.mjs [<dist> ...] [--runs N] [--keep]   (default: packages/sheets/dist, 9 runs)
// --keep leaves the built cell and its caches for profiling: node --cpu-prof <dir>/cold-cell.cjs <dir>/cold-cache-0.json <dist>
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';
import { heldBytes } from '../packages/sheets/hold-code.mjs';
import { createBlockingHost } from './bench-sync-host.mjs';

const require = createRequire(import.meta.url);
const DIST = 'packages/sheets/dist';
const round = (value, digits = 1) => Number(value.toFixed(digits));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The script files of a built project: Apps Script compiles every one on every execution, in no promised order. */
function scriptFiles(dist) {
  return readdirSync(dist)
    .filter((file) => /\.(js|gs)$/.test(file))
    .sort()
    .map((file) => join(dist, file));
}

/**
 * What a cell's execution compiles: the script files' bytes but for the text they hold in comments (the menus' code,
 * packages/sheets/hold-code.mjs), which only the executions calling an entry point compile.
 */
export function sheetsBytes(dist = DIST) {
  const texts = scriptFiles(dist).map((file) => readFileSync(file, 'utf8'));
  const all = texts.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8'), 0);
  const held = texts.reduce((sum, text) => sum + heldBytes(text), 0);
  return {
    'cold.sheets.bytes': all - held,
    'cold.sheets.held_bytes': held,
    'cold.sheets.library_bytes': statSync(join(dist, 'sv-lib.js')).size,
  };
}

/** Builds test/sheets/cold-cell.ts into a folder of its own, which also receives the filled caches. */
async function buildColdCell() {
  mkdirSync('node_modules/.cache', { recursive: true });
  const dir = mkdtempSync(join(process.cwd(), 'node_modules/.cache/sv-bench-cold-'));
  await build({
    entryPoints: ['test/sheets/cold-cell.ts'],
    outfile: join(dir, 'cold-cell.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['esbuild'],
    // The harness finds the built project from its own folder.
    define: { __dirname: JSON.stringify(join(process.cwd(), 'test/sheets')) },
    logLevel: 'error',
  });
  return { dir, script: join(dir, 'cold-cell.cjs') };
}

/**
 * The cell answered once by each project in `dists` against the sandbox at `settings`, through a host that blocks as
 * UrlFetchApp does: the document cache each leaves, in a file per project (a build's keys are its own: another
 * version may name its finished tables differently).
 */
async function filledCells(settings, dists) {
  const cell = await buildColdCell();
  const coldCell = require(cell.script);
  const blocking = createBlockingHost();
  const service = {
    info: {
      url: settings.gatewayUrl.replace(/\/v3$/, ''),
      v3Url: settings.gatewayUrl,
      v1Url: settings.v1Url,
      tokens: { full: settings.token, limited: settings.token },
    },
    // UrlFetchApp's wire format over the blocking host's outcomes.
    fetchAll: (requests) =>
      blocking.host
        .fetchAll(requests)
        .map((outcome) =>
          outcome.failure
            ? { ok: false, code: 'connection', message: outcome.failure }
            : { ok: true, status: outcome.status, headers: outcome.headers, body: outcome.body },
        ),
  };
  try {
    const cacheFiles = dists.map((dist, index) => {
      const file = join(cell.dir, `cold-cache-${index}.json`);
      writeFileSync(file, JSON.stringify(coldCell.fillColdCell(service, resolve(dist))));
      return file;
    });
    return { ...cell, cacheFiles };
  } finally {
    await blocking.close();
  }
}

/** Milliseconds of each fresh-process run (in all, loading, the call), per project folder, the folders taking turns. */
function firstCalls(prepared, dists, runs) {
  const times = dists.map(() => ({ all: [], load: [], call: [] }));
  for (let run = 0; run < runs; run += 1) {
    dists.forEach((dist, index) => {
      const output = execFileSync(process.execPath, [prepared.script, prepared.cacheFiles[index], resolve(dist)], {
        encoding: 'utf8',
      });
      times[index].all.push(Number(output.match(/^COLD ([\d.]+)$/m)[1]));
      times[index].load.push(Number(output.match(/^LOAD ([\d.]+)$/m)[1]));
      times[index].call.push(Number(output.match(/^CALL ([\d.]+)$/m)[1]));
    });
  }
  return times;
}

/**
 * The figures `npm run bench` reports for the built project: bytes a call evaluates, a warm re-evaluation, and the
 * cold start (median of 9 fresh processes).
 */
export async function measureSheetsCold(settings, dist = DIST) {
  const figures = sheetsBytes(dist);
  const sources = scriptFiles(dist).map((file) => readFileSync(file, 'utf8'));
  const evaluations = [];
  for (let run = 0; run < 21; run += 1) {
    const started = performance.now();
    const context = {};
    for (const source of sources) runInNewContext(source, context);
    evaluations.push(performance.now() - started);
  }
  // The same sources evaluated 21 times in one process: V8's compilation cache serves every run but the first, so this
  // is the cost of a warm re-evaluation, kept to compare with earlier runs. The cold start is the figure below.
  figures['cold.sheets.ms_median'] = round(median(evaluations));
  const prepared = await filledCells(settings, [dist]);
  try {
    const [times] = firstCalls(prepared, [dist], 9);
    figures['cold.sheets.first_call_ms'] = round(median(times.all));
  } finally {
    rmSync(prepared.dir, { recursive: true, force: true });
  }
  return figures;
}

/** A sandbox in a process of its own, for the standalone run. */
async function startSandbox() {
  const child = spawn(process.execPath, ['packages/sandbox/dist/cli.js', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.on('exit', () => child.kill());
  let banner = '';
  while (!/SV_TOKEN=\S+/.test(banner)) {
    const [chunk] = await once(child.stdout, 'data');
    banner += chunk;
  }
  return {
    settings: {
      token: banner.match(/SV_TOKEN=(\S+)/)[1],
      gatewayUrl: banner.match(/SV_GATEWAY_URL=(\S+)/)[1],
      v1Url: banner.match(/SV_V1_URL=(\S+)/)[1],
    },
    close: () => child.kill(),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string' }, keep: { type: 'boolean' } },
  });
  const dists = positionals.length > 0 ? positionals : [DIST];
  const runs = Number(values.runs ?? 9);
  const sandbox = await startSandbox();
  const prepared = await filledCells(sandbox.settings, dists);
  sandbox.close();
  try {
    const times = firstCalls(prepared, dists, runs);
    dists.forEach((dist, index) => {
      const figures = sheetsBytes(dist);
      const bytes = `; ${figures['cold.sheets.bytes']} bytes compiled per call, ${figures['cold.sheets.held_bytes']} held as text`;
      const { all, load, call } = times[index];
      console.log(
        `${dist}: cold.sheets.first_call_ms median of ${runs} ${round(median(all))} (min ${round(Math.min(...all))}, ` +
          `max ${round(Math.max(...all))}; loading ${round(median(load))}, the call ${round(median(call))})${bytes}`,
      );
    });
  } finally {
    if (values.keep) console.log(`kept ${prepared.dir}`);
    else rmSync(prepared.dir, { recursive: true, force: true });
  }
}
