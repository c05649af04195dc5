/**
 * What a pull has seen of its rows, so that pages which do not fit together are told apart from pages that do: a key
 * seen twice, a page that repeats an earlier one, a page that does not start where the one before ended.
 */
import { ownEntry } from '../../own-entry';
import type { RecordKey } from './types';

/** A key seen on two pages: where it came first and where again (1-based row numbers of the pull). */
export interface RepeatedKey {
  key: string;
  firstRow: number;
  row: number;
}

export class PullEvidence {
  /** Rows accepted so far. */
  rows = 0;
  private lastRecord: unknown;
  private hasLast = false;
  private readonly keys = new Map<string, number>();
  private readonly prints = new Map<string, number>();

  /** `key`: the layout's; without one, a whole raw record seen twice is the same evidence. */
  constructor(private readonly key: RecordKey | undefined) {}

  /** The last record accepted, which the next overlapping page must start with. */
  get last(): { record: unknown } | undefined {
    return this.hasLast ? { record: this.lastRecord } : undefined;
  }

  keyOf(record: unknown): string {
    return this.key?.(record) ?? `\u0000${JSON.stringify(record)}`;
  }

  /** Whether two records are the same row: by key where the layout declares one, else by their whole content. */
  same(a: unknown, b: unknown): boolean {
    return this.keyOf(a) === this.keyOf(b);
  }

  /**
   * The keys of `records` (new rows starting at row `firstRow`), each read once and handed on to `accept`; or the first
   * of them that the pull or `records` already holds.
   */
  newKeys(records: readonly unknown[], firstRow: number): { keys: string[] } | { repeated: RepeatedKey } {
    const own = new Map<string, number>();
    const keys = new Array<string>(records.length);
    for (let i = 0; i < records.length; i += 1) {
      const key = this.keyOf(records[i]);
      const seenAt = this.keys.get(key) ?? own.get(key);
      if (seenAt !== undefined) return { repeated: { key, firstRow: seenAt, row: firstRow + i } };
      own.set(key, firstRow + i);
      keys[i] = key;
    }
    return { keys };
  }

  /**
   * The first row of an earlier page that `page` repeats whole (same length, same first and last record), or
   * undefined. A service that ignores `offset` answers every page alike; reading on would never end.
   */
  repeatedPage(page: readonly unknown[]): number | undefined {
    if (page.length < 2) return undefined;
    return this.prints.get(printOf(page));
  }

  /**
   * Takes the new rows of a checked page (starting at row `firstRow` of the pull), with their keys (`newKeys`), and the
   * page's fingerprint.
   */
  accept(page: readonly unknown[], added: readonly unknown[], keys: readonly string[], firstRow: number): void {
    for (const key of keys) {
      this.rows += 1;
      if (!this.keys.has(key)) this.keys.set(key, this.rows);
    }
    if (page.length >= 2) {
      const print = printOf(page);
      if (!this.prints.has(print)) this.prints.set(print, firstRow);
    }
    if (added.length > 0) {
      this.lastRecord = added[added.length - 1];
      this.hasLast = true;
    }
  }
}

function printOf(page: readonly unknown[]): string {
  return `${page.length}\n${JSON.stringify(page[0])}\n${JSON.stringify(page[page.length - 1])}`;
}

/** A record key reading dotted paths of the raw record, joined: `['date', 'keyword_id']`. */
export function keyOfPaths(paths: readonly string[]): RecordKey {
  const split = paths.map((path) => path.split('.'));
  if (split.length === 1 && split[0]?.length === 1) {
    // One field of the record itself (`keyword_id`, `keyword`): read for every row of every pull.
    const field = paths[0] as string;
    return (record) => {
      const value = isRecord(record) ? ownEntry(record, field) : undefined;
      return value === undefined || value === null || value === '' || typeof value === 'object'
        ? undefined
        : String(value);
    };
  }
  return (record) => {
    const parts: string[] = [];
    for (const steps of split) {
      let value: unknown = record;
      for (const step of steps) {
        value = isRecord(value) ? ownEntry(value, step) : undefined;
      }
      if (value === undefined || value === null || value === '' || typeof value === 'object') return undefined;
      parts.push(String(value));
    }
    return parts.join('\u0000');
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
