import type { Unit } from './unit';

/** What one column of a function's table is, in the words a client report may show. */
export interface ColumnMeaning {
  /** A short header a client can read: "Desktop rank", "Search volume". */
  readonly label: string;
  readonly unit: Unit;
  /** One line: what the figure is and, where the service's units differ between operations, which this one uses. */
  readonly meaning: string;
}

/** The columns of one function (or of several sharing them), by the header the table shows (the field path). */
export type ColumnEntries = Readonly<Record<string, ColumnMeaning>>;

/** Per function name: every column of that function's layout. */
export type FunctionColumns = Readonly<Record<string, ColumnEntries>>;

export function column(label: string, unit: Unit, meaning: string): ColumnMeaning {
  return { label, unit, meaning };
}
