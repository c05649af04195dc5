import type { Column, Table } from '../table';

/** What a table will be at least, known before its pages are read (a count of its rows, its columns). */
export interface TableEstimate {
  /** The least number of rows it will hold. */
  rows: number;
  /** Its columns, as shown (after the `columns` option). */
  columns: readonly Column[];
  /** False when the user asked for no header row. */
  headers: boolean;
}

/**
 * A host's limit on the tables it can show (Excel: about 5 MB a result). The core holds no host's figure: it asks
 * here, and remembers a refusal for as long as the answers it was made from are cached, so a recalculation repeats the
 * refusal without a request. Each check throws (an InputError, saying how to narrow the table) to refuse.
 */
export interface TableLimit {
  /** Before any page is read, when a count tells the least number of rows. */
  expected(estimate: TableEstimate): void;
  /** The finished table, as shown. */
  finished(table: Table, headers: boolean): void;
}
