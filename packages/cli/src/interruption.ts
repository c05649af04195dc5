import { EXIT } from './exit-codes';
import { removeAllTemporary } from './output/temporary-file';

/** The exit code a shell gives a process its signal ended: 128 + the signal's number. */
const SIGNAL_EXIT = { SIGINT: EXIT.interrupted, SIGTERM: EXIT.terminated } as const;

interface ProcessLike {
  on(event: 'exit', listener: () => void): unknown;
  on(event: NodeJS.Signals, listener: () => void): unknown;
  exit(code: number): never;
}

/**
 * Ctrl-C (SIGINT) or SIGTERM during a pull or a write: Node's default would end the process at once and leave sv's
 * temporary file behind. Instead the temporary files are removed, the user is told, and sv exits with the code a
 * shell expects of an interrupted command (130 or 143), so a script can tell an interruption from a failure.
 */
export function handleInterruptions(process: ProcessLike, stderr: { write(text: string): unknown }): void {
  for (const [signal, code] of Object.entries(SIGNAL_EXIT) as [NodeJS.Signals, number][]) {
    process.on(signal, () => {
      removeAllTemporary();
      stderr.write(`\nsv: stopped by ${signal}; no temporary file is left, and no --out file was replaced.\n`);
      process.exit(code);
    });
  }
  // Whatever else ends the process (an uncaught error, process.exit elsewhere) removes them too.
  process.on('exit', removeAllTemporary);
}
