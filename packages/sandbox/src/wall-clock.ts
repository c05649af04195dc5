import type { SandboxClock } from './types';

/** The real time, and waits that pass in it. */
export const WALL_CLOCK: SandboxClock = {
  now: () => Date.now(),
  wait: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};
