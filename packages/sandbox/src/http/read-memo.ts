/**
 * Answers of reads kept as the JSON bytes sent, for benchmarks (`--memo-reads`) and the test matrices that read the
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
  private readonly answers = new Map<string, Buffer>();
  /** The answers faults read last, as values (up to VALUES_BYTES of their JSON): a fault reads the same pages again. */
  private readonly values = new Map<string, { value: unknown; bytes: number }>();
  private valueBytes = 0;
  /** The bytes of each value above: a fault that leaves an answer as it was sends them as they are. */
  private readonly bytesOfValues = new WeakMap<object, JsonText>();
  private on: boolean;

  constructor(enabled: boolean) {
    this.on = enabled;
  }

  /** The key of a read that may be served from the memo, or null; `world` names what answers are made from now. */
  keyOf(method: string, url: URL, token: string, world: string): string | null {
    if (!this.on) return null;
    if (method !== 'GET') {
      this.on = false;
      this.answers.clear();
      this.values.clear();
      this.valueBytes = 0;
      return null;
    }
    return `${world} ${token} ${url.pathname}${url.search}`;
  }

  get(key: string): JsonText | undefined {
    const bytes = this.answers.get(key);
    return bytes === undefined ? undefined : new JsonText(bytes);
  }

  /**
   * The kept answer as a value, or undefined. Shared by every read of it and frozen (deeply), so that a fault that
   * reshapes it builds a new answer and can never change what later reads are served.
   */
  value(key: string): unknown {
    const known = this.values.get(key);
    if (known !== undefined) {
      this.values.delete(key);
      this.values.set(key, known);
      return known.value;
    }
    const bytes = this.answers.get(key);
    if (bytes === undefined) return undefined;
    const value = deepFrozen(JSON.parse(bytes.toString('utf8')));
    if (value !== null && typeof value === 'object') this.bytesOfValues.set(value, new JsonText(bytes));
    this.values.set(key, { value, bytes: bytes.length });
    this.valueBytes += bytes.length;
    for (const [oldest, kept] of this.values) {
      if (this.valueBytes <= VALUES_BYTES) break;
      this.values.delete(oldest);
      this.valueBytes -= kept.bytes;
    }
    return value;
  }

  /** The body to send: the kept bytes when it is a kept value as it stands, else the body itself. */
  asSent(body: unknown): unknown {
    return (body !== null && typeof body === 'object' && this.bytesOfValues.get(body)) || body;
  }

  /** Keeps a read's answer (while the memo is on) and gives it back as the bytes to send. */
  set(key: string, text: string): JsonText {
    const answer = new JsonText(Buffer.from(text));
    if (this.on) this.answers.set(key, answer.bytes);
    return answer;
  }
}

/**
 * The answers kept as values, by the size of their JSON (a value takes a few times more): enough for the pages of a
 * 25,000-keyword pull, which a matrix reads once per driver under the same fault.
 */
const VALUES_BYTES = 48_000_000;

function deepFrozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFrozen(item);
    Object.freeze(value);
  }
  return value;
}

/** A body already serialized, written as it is. */
export class JsonText {
  constructor(readonly bytes: Buffer) {}
}
