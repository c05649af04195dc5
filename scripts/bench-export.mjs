// An export as a terminal user runs it: `sv daily-ranks` of 25,000 keywords over three weeks (over a million rows) to
// CSV, in a fresh process against the bench's sandbox, timed from start to the file in place, with the most memory
// the process held. Rows stream to the file as pages arrive, so memory stays within a few pages.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ARGS = ['daily-ranks', '103', '2026-10-01', '2026-10-21'];

async function runSv(settings, out) {
  const child = spawn(
    process.execPath,
    ['--require', './scripts/bench-rss.cjs', 'packages/cli/dist/sv.js', ...ARGS, '--out', out],
    {
      env: {
        ...process.env,
        SV_TOKEN: settings.token,
        SV_GATEWAY_URL: settings.gatewayUrl,
        SV_V1_URL: settings.v1Url,
        SV_CONFIG_DIR: join(tmpdir(), 'sv-bench-no-config'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`sv export failed (${code}): ${stderr}`);
  return Number(stderr.match(/SV_BENCH_MAXRSS_KB (\d+)/)[1]);
}

async function dataLines(file) {
  let lines = 0;
  for await (const chunk of createReadStream(file)) {
    for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines += 1;
  }
  return lines - 1;
}

export async function measureExport(settings) {
  const folder = mkdtempSync(join(tmpdir(), 'sv-bench-export-'));
  try {
    const out = join(folder, 'ranks.csv');
    // The sandbox makes each page once (its reads are memoised); the timed run is the client's own work.
    await runSv(settings, out);
    const started = performance.now();
    const maxRssKb = await runSv(settings, out);
    const seconds = (performance.now() - started) / 1000;
    const rows = await dataLines(out);
    return {
      'export.rows': rows,
      'export.rows_per_second': Math.round(rows / seconds),
      'export.peak_rss_mb': Math.round(maxRssKb / 1024),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
