import type { Writable } from 'node:stream';
import type { Cell, Column, TableSink } from '@sv/core';
import { csvLine } from './csv';
import { jsonLine } from './jsonl';
import { chunked } from './stream-text';

/** A table written line by line as its rows arrive: what an export of millions of rows needs. */
export interface StreamedTable extends TableSink {
  /** Rows written so far. */
  readonly rowsWritten: number;
  /** Resolves once the output has taken what was written (a slow disk or pipe holds the next pages back). */
  drained(): Promise<void>;
  /** The pull succeeded: a header still held back (a table of no rows) is written now. */
  finish(): void;
}

/**
 * CSV or JSON lines into `out`: the header (if wanted) with the first rows, then each chunk of rows. A failed output
 * (a full disk, a reader that went away) fails the next write or wait, which stops the pull.
 *
 * The header waits for the first page: the columns are known before any request is sent, and a pull that then fails
 * (a refused token, the service down) would leave `sv … > file` holding a header and no rows, which reads like an
 * empty table. A table that really has no rows gets its header at `finish`.
 */
export function streamedTable(
  format: 'csv' | 'jsonl',
  out: Writable,
  onRows: (count: number) => void = () => {},
): StreamedTable {
  let line: ((row: readonly Cell[]) => string) | undefined;
  let heldHeader = '';
  let rowsWritten = 0;
  let failure: Error | undefined;
  out.on('error', (error) => {
    failure = error;
  });
  const check = () => {
    if (failure) throw failure;
  };
  const writeHeldHeader = () => {
    if (heldHeader !== '') out.write(heldHeader);
    heldHeader = '';
  };
  return {
    get rowsWritten() {
      return rowsWritten;
    },
    columns(columns: readonly Column[], headers: boolean) {
      if (format === 'csv') {
        line = columns.length === 0 ? () => '' : csvLine;
        if (headers && columns.length > 0) heldHeader = csvLine(columns.map((column) => column.header));
      } else {
        line = jsonLine(columns, headers);
      }
    },
    rows(rows: readonly Cell[][]) {
      check();
      if (!line) throw new Error('rows came before the columns');
      writeHeldHeader();
      for (const chunk of chunked(rows, line)) out.write(chunk);
      rowsWritten += rows.length;
      onRows(rows.length);
    },
    async drained() {
      check();
      if (out.writableNeedDrain && !out.destroyed) {
        await new Promise<void>((resolve) => {
          const done = () => {
            out.off('drain', done);
            out.off('close', done);
            resolve();
          };
          out.once('drain', done);
          out.once('close', done);
        });
      }
      check();
    },
    finish() {
      check();
      writeHeldHeader();
    },
  };
}
