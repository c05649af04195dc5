// Preloaded into a measured process: on exit it reports the most memory the process held (resident set, in KB),
// so the bench reads what the user's machine would see, not what the bench process itself holds.
process.on('exit', () => {
  require('node:fs').writeSync(2, `\nSV_BENCH_MAXRSS_KB ${process.resourceUsage().maxRSS}\n`);
});
