/**
 * Answers of reads kept as the JSON text sent, for benchmarks (`--memo-reads`) and the test matrices that read the
 * same pages hundreds of times. The sandbox makes every record from hashes on one thread: a page of 1,000 keywords
 * costs it about a quarter of a second, so pages asked for together queue behind each other, and a benchmark would
 * time the sandbox, not the client against a service that answers concurrent requests in its latency. The first read
 * of a page still pays; a repeat is served from here, after the same authentication, rate limit, latency and faults as
 * any request.
 *
 * Only while the world does not change: the first request that is not a read (an import) empties the memo and turns
 * it off, as imported keywords and their progress change later answers. A change of what reads are made from (a
 * list-change fault made or withdrawn, another today) is part of the key: the healthy world's answers serve again once
 * the change is undone.
 */
export class ReadMemo {
  private readonly texts = new Map<string, string>();
  private on: boolean;

  constructor(enabled: boolean) {
    this.on = enabled;
  }

  /** The key of a read that may be served from the memo, or null; `world` names what answers are made from now. */
  keyOf(method: string, url: URL, token: string, world: string): string | null {
    if (!this.on) return null;
    if (method !== 'GET') {
      this.on = false;
      this.texts.clear();
      return null;
    }
    return `${world} ${token} ${url.pathname}${url.search}`;
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
