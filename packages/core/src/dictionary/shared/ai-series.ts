import { type ColumnEntries, column } from '../column-meaning';

/** A daily or weekly share of keywords, as the AI visibility series send it: a fraction, not a percent. */
export function series(day: string, entries: ColumnEntries): ColumnEntries {
  return { date: column('Date', 'date', day), ...entries };
}
