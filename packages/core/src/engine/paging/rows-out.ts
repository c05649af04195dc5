/**
 * Where a pull's checked rows go, up to the caller's cap: kept for the table, or handed on as each page is checked
 * (an export writing rows as pages arrive, in memory bounded by a few pages).
 */
export class RowsOut {
  /** Rows taken so far. */
  count = 0;
  private readonly kept: unknown[] = [];

  constructor(
    readonly wanted: number,
    private readonly sink?: (rows: unknown[]) => void,
  ) {}

  /** Rows still wanted. */
  get room(): number {
    return this.wanted - this.count;
  }

  add(rows: readonly unknown[]): void {
    const taken = rows.length > this.room ? rows.slice(0, Math.max(0, this.room)) : rows;
    if (taken.length === 0) return;
    this.count += taken.length;
    if (this.sink) {
      this.sink(taken as unknown[]);
      return;
    }
    for (const row of taken) this.kept.push(row);
  }

  /** The rows kept (none when they were handed on). */
  rows(): unknown[] {
    return this.kept;
  }
}
