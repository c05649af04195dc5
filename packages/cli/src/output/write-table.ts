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
    if (target.out !== undefined && typeof failure?.syscall === 'string') {
      throw new UsageError(`Could not write ${target.out}: ${failure.message}`);
    }
    throw error;
  }
}
