import type { CoerceContext, OptionSpec } from '../args';
import type { Program } from '../engine/effects';
import type { Paging } from '../engine/paging';
import type { Session } from '../engine/session';
import type { Cell, Column, Table } from '../table';
import type { ParamDef } from './param';

export type { ParamDef, ParamType } from './param';

/** A spreadsheet function as both hosts, the docs and the tests see it; declared with `defineFunction`. */
export interface FunctionDef {
  /** Sheets `SV_<name>`, Excel `SV.<name>`; never changes once shipped. */
  readonly name: string;
  /** One-line description shown by autocomplete. */
  readonly help: string;
  /** What one row is and the fixed column list, for the help and the docs. */
  readonly result: string;
  /**
   * The fixed columns of a function with a layout, in order; absent for the functions that flatten whatever fields
   * the service sends (their columns depend on the answer).
   */
  readonly columns?: readonly Column[];
  /**
   * The columns a function without a layout is known to show, each in the column dictionary; its table follows the
   * answer and may hold others. Absent for GET and V1_GET, whose columns are whatever the path asked for sends.
   */
  readonly knownColumns?: readonly string[];
  /** In cell order; `options` is the last. */
  readonly params: readonly ParamDef[];
  /** Keys the trailing `options` argument accepts: every function has one, the table options at least. */
  readonly options?: OptionSpec;
  /** Which interface of the service it calls: 1.2 for the `V1_` functions, 3.0 for the others. */
  readonly api: '3.0' | '1.2';
  /** How its operation pages with the default options; absent for functions that send one request. */
  readonly paging?: Paging;
  /**
   * What identifies one raw record within a pull (dotted paths, joined): a paged pull that sees the same key twice
   * knows its pages shifted or repeated. Every paged function declares one (test/contract/record-keys.test.ts).
   */
  readonly recordKey?: readonly string[];
  /** Always asked afresh: its answer changes by the minute (an import's or a generation's progress). */
  readonly fresh?: true;
  /**
   * Reads the raw cell arguments and checks them together: every refusal of the input happens here, before the
   * settings are read or anything is sent.
   */
  prepare(raw: readonly unknown[], coerce: CoerceContext): PreparedCall;
}

/** A call whose arguments are read and checked, ready to send. */
export interface PreparedCall {
  /** The column headers to keep, in this order (the `columns` option). */
  readonly columns?: readonly string[];
  /** False when the user asked for no header row. */
  readonly headers: boolean;
  /** True when the header row shows the dictionary's labels instead of the field paths (`headers=labels`). */
  readonly labels: boolean;
  /**
   * The earlier period a compared call's `.previous` columns hold, in words for their readable headers ("previous
   * period", "last year"); absent when the call compares nothing.
   */
  readonly comparison?: string;
  /** How long an answer may be reused (the `cache_minutes` option). */
  readonly cacheMinutes?: number;
  /**
   * The columns the table will show, known before any page is read (a function with fixed columns), so a host can
   * judge a table's size from a count of its rows (`Session.expectRows`).
   */
  readonly shownColumns?: readonly Column[];
  run(session: Session): Program<Table>;
  /**
   * Reads the table into `sink` as its pages arrive instead of returning it whole (an export); absent where the
   * columns depend on the records or every record is needed at once.
   */
  stream?(session: Session, sink: TableSink): Program<void>;
}

/** Where a streamed table goes: its columns first (and whether a header row is wanted), then its rows in chunks. */
export interface TableSink {
  columns(columns: readonly Column[], headers: boolean): void;
  rows(rows: readonly Cell[][]): void;
}
