/**
 * What a pull has seen of its rows, so that pages which do not fit together are told apart from pages that do: a
 * record id seen twice, a page that repeats an earlier one, a page that does not start where the one before ended.
 */

/** The id of a raw record (a keyword id, a date), as text; undefined when the record carries none. */
export type RecordKey = (record: unknown) => string | undefined;

/** A record id seen on two pages: where it came first and where again (1-based row numbers of the pull). */
export interface RepeatedId {
  id: string;
  firstRow: number;
  row: number;
}

export class PullEvidence {
  /** Rows accepted so far. */
  rows = 0;
  private lastRecord: unknown;
  private hasLast = false;
  private readonly ids = new Map<string, number>();
  private readonly pages = new Map<string, number>();

  constructor(private readonly key: RecordKey | undefined) {}

  /** The last record accepted, which the next overlapping page must start with. */
  get last(): { record: unknown } | undefined {
    return this.hasLast ? { record: this.lastRecord } : undefined;
  }

  /** Whether two records are the same row: by id where the layout declares one, else by their whole content. */
  same(a: unknown, b: unknown): boolean {
    const keyA = this.key?.(a);
    if (keyA !== undefined) return keyA === this.key?.(b);
    return JSON.stringify(a) === JSON.stringify(b);
  }

  /**
   * The first id of `records` (new rows starting at row `firstRow`) that the pull already holds or that `records`
   * repeats, with `pending` the ids of pages checked but not yet accepted (same window).
   */
  repeatedId(records: readonly unknown[], firstRow: number, pending: Map<string, number>): RepeatedId | undefined {
    if (!this.key) return undefined;
    for (const [i, record] of records.entries()) {
      const id = this.key(record);
      if (id === undefined) continue;
      const seenAt = this.ids.get(id) ?? pending.get(id);
      if (seenAt !== undefined) return { id, firstRow: seenAt, row: firstRow + i };
      pending.set(id, firstRow + i);
    }
    return undefined;
  }

  /**
   * The first row of an earlier page that `page` repeats whole (same length, same first and last record), or
   * undefined. A service that ignores `offset` answers every page alike; reading on would never end.
   */
  repeatedPage(page: readonly unknown[], firstRow: number, pending: Map<string, number>): number | undefined {
    if (page.length < 2) return undefined;
    const print = `${page.length}\n${JSON.stringify(page[0])}\n${JSON.stringify(page[page.length - 1])}`;
    const earlier = this.pages.get(print) ?? pending.get(print);
    if (earlier !== undefined) return earlier;
    pending.set(print, firstRow);
    return undefined;
  }

  /** Takes the new rows of checked pages, with the fingerprints of those pages. */
  accept(records: readonly unknown[], pagePrints: ReadonlyMap<string, number>): void {
    if (this.key) {
      for (const record of records) {
        const id = this.key(record);
        this.rows += 1;
        if (id !== undefined && !this.ids.has(id)) this.ids.set(id, this.rows);
      }
    } else {
      this.rows += records.length;
    }
    for (const [print, row] of pagePrints) if (!this.pages.has(print)) this.pages.set(print, row);
    if (records.length > 0) {
      this.lastRecord = records[records.length - 1];
      this.hasLast = true;
    }
  }
}

/** A record key reading dotted paths of the raw record, joined: `['date', 'keyword_id']`. */
export function keyOfPaths(paths: readonly string[]): RecordKey {
  const split = paths.map((path) => path.split('.'));
  return (record) => {
    const parts: string[] = [];
    for (const steps of split) {
      let value: unknown = record;
      for (const step of steps) {
        value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[step] : undefined;
      }
      if (value === undefined || value === null || value === '' || typeof value === 'object') return undefined;
      parts.push(String(value));
    }
    return parts.join('\u0000');
  };
}
