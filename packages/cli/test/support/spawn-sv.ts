import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { join } from 'node:path';

const bin = join(__dirname, '..', '..', 'bin', 'sv.js');

export interface SvProcessResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface SvProcess {
  child: ChildProcessWithoutNullStreams;
  /** Everything the process wrote, once it has exited. */
  done: Promise<SvProcessResult>;
}

/**
 * sv as a user runs it: its own process (signals, the working folder and standard output are real), the bundle rebuilt
 * by bin/sv.js when the sources changed.
 */
export function spawnSv(
  args: readonly string[],
  options: { env: Record<string, string>; cwd: string; stdoutPipe?: boolean },
): SvProcess {
  // Node gives a child a socket for standard output; `| cat` gives sv a real pipe, as a shell does (/dev/stdout then
  // opens as that pipe). pipefail keeps sv's own exit code.
  const [command, words] = options.stdoutPipe
    ? ['bash', ['-c', 'set -o pipefail; "$0" "$@" | cat', process.execPath, bin, ...args]]
    : [process.execPath, [bin, ...args]];
  const child = spawn(command, words, {
    cwd: options.cwd,
    // As in run-sv.ts: no campaign counts kept across tests, unless a test's env says otherwise.
    env: { PATH: process.env.PATH ?? '', SV_NO_CACHE: '1', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end();
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const done = new Promise<SvProcessResult>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, done };
}
