import { runCli } from './cli';
import { handleInterruptions } from './interruption';

handleInterruptions(process, process.stderr);

// The process entry of dist/sv.js; everything else takes its input and output as arguments, so tests run it whole.
runCli(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  fetch,
}).then((code) => {
  process.exitCode = code;
});
