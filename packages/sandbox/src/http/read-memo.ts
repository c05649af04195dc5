/**
 * Answers of reads kept as the JSON text sent, for benchmarks (`--memo-reads`). The sandbox makes every record from
 * hashes on one thread: a page of 1,000 keywords costs it about a quarter of a second, so pages asked for together
 * queue behind each other, and a benchmark would time the sandbox, not the client against a service that answers
 * concurrent requests in its latency. The first read of a page still pays; a repeat is served from here, after the
 * same authentication, rate limit and latency as any request.
 *
 * Only while the world does not change: the first request that is not a read (an import) empties the memo and turns
 * it off, as imported keywords and their progress change later answers.
 */
export class ReadMemo {
  private readonly texts = new Map<string, string>();
  private on: boolean;

  constructor(enabled: boolean) {
    this.on = enabled;
  }

  /** The key of a read that may be served from the memo, or null. */
  keyOf(method: string, url: URL, token: string): string | null {
    if (!this.on) return null;
    if (method !== 'GET') {
      this.on = false;
      this.texts.clear();
      return null;
    }
    return `${token} ${url.pathname}${url.search}`;
  }

  get(key: string): string | undefined {
    return this.texts.get(key);
  }

  set(key: string, text: string): void {
    if (this.on) this.texts.set(key, text);
  }
}

/** A body already serialized, written as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}
