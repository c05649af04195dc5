/**
 * The time a file's Apps Script fakes and its sandbox thread share: the wall clock plus every wait skipped so far.
 * A wait (Utilities.sleep, the sandbox's latency) moves the clock forward at once instead of passing in real time,
 * and both threads read the same skipped total from shared memory, so a script that slept 15 s sees a sandbox 15 s
 * later, whose rate window and import timers agree.
 */
export class VirtualClock {
  private readonly skipped: BigInt64Array;

  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(8)) {
    this.skipped = new BigInt64Array(buffer);
  }

  now(): number {
    return Date.now() + Number(Atomics.load(this.skipped, 0));
  }

  /** Moves the clock `ms` forward (a wait that took no real time). */
  advance(ms: number): void {
    const step = Math.round(ms);
    if (step > 0) Atomics.add(this.skipped, 0, BigInt(step));
  }

  /** Moves the clock forward to `at`, if it is not there already. */
  advanceTo(at: number): void {
    this.advance(at - this.now());
  }
}
