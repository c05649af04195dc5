import type { SandboxClock } from '@sv/sandbox';
import type { VirtualClock } from './virtual-clock';

interface Waiter {
  due: number;
  resolve: () => void;
  fallback: ReturnType<typeof setTimeout>;
}

/**
 * The sandbox's waits (its latency) on the virtual clock, in the service thread. The clock jumps to the next wait's end
 * only once every request in flight is waiting, so requests sent together still overlap (a fetchAll of five with
 * 300 ms latency takes 300 ms, not 1.5 s) and a request still being answered is never overtaken. A wait also ends in
 * real time, should the clock not get there first.
 */
export class SandboxWaits {
  private readonly waiters: Waiter[] = [];
  private inFlight = 0;
  private settling = false;

  constructor(private readonly clock: VirtualClock) {}

  /** The clock handed to the sandbox. */
  sandboxClock(): SandboxClock {
    return { now: () => this.clock.now(), wait: (ms) => this.wait(ms) };
  }

  /** Counts a client request until it is answered: the clock does not jump while one is neither waiting nor done. */
  async track<T>(request: Promise<T>): Promise<T> {
    this.inFlight += 1;
    try {
      return await request;
    } finally {
      this.inFlight -= 1;
      this.settleSoon();
    }
  }

  private wait(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const waiter: Waiter = { due: this.clock.now() + ms, resolve, fallback: setTimeout(() => this.end(waiter), ms) };
      this.waiters.push(waiter);
      this.settleSoon();
    });
  }

  private end(waiter: Waiter): void {
    const index = this.waiters.indexOf(waiter);
    if (index < 0) return;
    this.waiters.splice(index, 1);
    clearTimeout(waiter.fallback);
    waiter.resolve();
  }

  /** After the current turn of the event loop, so that requests arriving together are all counted first. */
  private settleSoon(): void {
    if (this.settling) return;
    this.settling = true;
    setImmediate(() => {
      this.settling = false;
      this.settle();
    });
  }

  private settle(): void {
    if (this.waiters.length === 0 || this.waiters.length < this.inFlight) return;
    const next = Math.min(...this.waiters.map((waiter) => waiter.due));
    this.clock.advanceTo(next);
    const now = this.clock.now();
    for (const waiter of this.waiters.filter((candidate) => candidate.due <= now)) this.end(waiter);
  }
}
