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
  const destination: Destination = target.out === undefined ? standardOutput(stdout) : fileDestination(target.out);
  try {
    const { table, headers } = result;
    if (target.format === 'csv') await writeCsv(table, headers, destination.stream);
    else if (target.format === 'jsonl') await writeJsonLines(table, headers, destination.stream);
    else await writeXlsx(table, headers, destination.stream, sheetName);
    await destination.commit();
  } catch (error) {
    destination.abort();
    throw error;
  }
}
