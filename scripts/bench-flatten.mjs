// Flattening alone, in a process of its own so its heap is not shared with the benchmark's other work: 25,000
// keyword records (read from the file named on the command line) into the fixed 54-column table. Run with
// --trace-gc: V8 prints the heap in use before each collection, whose highest value during the run is the peak.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const core = createRequire(import.meta.url)('../packages/core/dist/core.cjs');
const records = JSON.parse(readFileSync(process.argv[2], 'utf8'));

// First use compiles the layout; a short run does it, so that the timed runs measure flattening.
core.flatten(records.slice(0, 1000), core.keywordsLayout);
global.gc();
const baseline = process.memoryUsage().heapUsed;
console.log(`MARK start ${baseline}`);
const times = [];
let table;
for (let run = 0; run < 3; run += 1) {
  table = undefined;
  const started = performance.now();
  table = core.flatten(records, core.keywordsLayout);
  times.push(performance.now() - started);
  if (run === 0) console.log(`MARK end ${process.memoryUsage().heapUsed}`);
}
times.sort((a, b) => a - b);
const median = times[1];
console.log(`RESULT ${JSON.stringify({ rows: table.rows.length, columns: table.columns.length, ms: median })}`);
