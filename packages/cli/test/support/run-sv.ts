import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { Sandbox } from '@sv/sandbox';
import { runCli } from '../../src/cli';
import type { Waiting } from '../../src/run-function';

export interface SvRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface SvRunOptions {
  env?: Record<string, string | undefined>;
  /** What standard input holds (piped, not a terminal). */
  stdin?: string;
  /** Pretend standard error is a terminal, as a person running sv sees it. */
  stderrIsTerminal?: boolean;
  /** Pretend standard output is a terminal (no redirect). */
  stdoutIsTerminal?: boolean;
  /** In place of the network: sees every request sv sends. */
  fetch?: typeof fetch;
  /** In place of real time: waits that only move a clock. */
  waiting?: Waiting;
}

function collected(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY, columns: 120 });
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** Runs the sv command line in this process, with its input and output captured. */
export async function sv(argv: readonly string[], options: SvRunOptions = {}): Promise<SvRun> {
  const stdout = collected(options.stdoutIsTerminal ?? false);
  const stderr = collected(options.stderrIsTerminal ?? false);
  const stdin = Object.assign(Readable.from([options.stdin ?? '']), { isTTY: false });
  const code = await runCli(argv, {
    // The kept campaign counts are off unless a test turns them on (SV_NO_CACHE: undefined): a count kept by an
    // earlier test or run, on a sandbox port used again, would change the requests a test counts.
    env: { SV_CONFIG_DIR: join(tmpdir(), 'sv-cli-test-no-config'), SV_NO_CACHE: '1', ...options.env },
    stdin,
    stdout: stdout.stream,
    stderr: stderr.stream,
    fetch: options.fetch ?? fetch,
    waiting: options.waiting,
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** The environment that points sv at a sandbox started by the test. */
export function sandboxEnv(sandbox: Sandbox, token = sandbox.tokens.full): Record<string, string> {
  return { SV_TOKEN: token, SV_GATEWAY_URL: sandbox.v3Url, SV_V1_URL: sandbox.v1Url };
}

/** A fresh folder, removed after the test file. */
export function temporaryFolder(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'sv-cli-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
