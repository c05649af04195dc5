import type { Writable } from 'node:stream';
import type { FunctionResult } from '@sv/core';
import { UsageError } from '../usage-error';
import { writeCsv } from './csv';
import { type Destination, fileDestination, standardOutput } from './destination';
import type { Format } from './format';
import { writeJsonLines } from './jsonl';
import { writeXlsx } from './xlsx';

export interface OutputTarget {
  format: Format;
  /** A file path; standard output when absent. */
  out?: string;
}

/** XLSX is binary: on a terminal it would only scramble the screen. */
export function refuseBinaryOnTerminal(target: OutputTarget, stdout: { isTTY?: boolean }): void {
  if (target.format === 'xlsx' && target.out === undefined && stdout.isTTY) {
    throw new UsageError('XLSX is a binary file: give --out FILE.xlsx, or redirect standard output to a file.');
  }
}

/** Writes the function's table in the format asked for, to the file or standard output. */
export async function writeTable(
  result: FunctionResult,
  target: OutputTarget,
  stdout: Writable,
  sheetName: string,
): Promise<void> {
  const { table, headers } = result;
  await writeTo(target, stdout, async (stream) => {
    if (target.format === 'csv') await writeCsv(table, headers, stream);
    else if (target.format === 'jsonl') await writeJsonLines(table, headers, stream);
    else await writeXlsx(table, headers, stream, sheetName);
  });
}

/**
 * Runs `write` into the file (under a temporary name, renamed once complete) or standard output; on failure the
 * temporary file is removed and an error of the file system names the file rather than blaming sv.
 */
export async function writeTo(
  target: OutputTarget,
  stdout: Writable,
  write: (stream: Writable) => Promise<void>,
): Promise<void> {
  const destination: Destination = target.out === undefined ? standardOutput(stdout) : fileDestination(target.out);
  try {
    await write(destination.stream);
    await destination.commit();
  } catch (error) {
    destination.abort();
    const failure = error as NodeJS.ErrnoException;
    // EPIPE on standard output is a reader that went away (`sv … | head`): the caller takes it as done.
    if (typeof failure?.syscall !== 'string' || (target.out === undefined && failure.code === 'EPIPE')) throw error;
    throw writeFailure(target.out, destination.wholeOrNothing, failure);
  }
}

/**
 * A write the system refused, naming where and what to do: a full disk (ENOSPC, EDQUOT for a full quota) is said in
 * so many words, for a redirect (`sv … > file`) as for --out; any other failure quotes the system's message.
 */
function writeFailure(out: string | undefined, wholeOrNothing: boolean, failure: NodeJS.ErrnoException): UsageError {
  const where = out ?? 'standard output';
  const full = failure.code === 'ENOSPC' || failure.code === 'EDQUOT';
  if (!full) return new UsageError(`Could not write ${where}: ${failure.message}`);
  const kept = wholeOrNothing
    ? `${out} is as it was before this run.`
    : 'What was written before the disk filled up is an incomplete table: do not use it.';
  const elsewhere = out === undefined ? 'redirect to a file on another disk' : 'give --out a path on another disk';
  return new UsageError(
    `Could not write ${where}: the disk is full (${failure.message}). ${kept} Free some space, or ${elsewhere}, ` +
      'then run the command again.',
  );
}
