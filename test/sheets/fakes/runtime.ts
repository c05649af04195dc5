/**
 * What kind of execution the fake Apps Script is running, which decides what the services allow: a custom function
 * may read the spreadsheet and properties but change nothing and show nothing; a trigger has no user interface.
 */
export type ExecutionMode = 'custom-function' | 'menu' | 'dialog' | 'trigger';

export interface Runtime {
  mode: ExecutionMode;
  /** The vm realm's Date: values handed to script code must be its own Dates, as in Apps Script. */
  Date: DateConstructor;
  /** Shifts the fake clock of the cache (seconds), to expire entries without waiting. */
  cacheClockOffsetMs: number;
  /** The script's clock, when it is not the wall clock (a virtual clock, fakes/virtual-clock.ts). */
  now?: () => number;
}

export function denyIn(runtime: Runtime, modes: readonly ExecutionMode[], method: string): void {
  if (modes.includes(runtime.mode)) throw new Error(`Exception: You do not have permission to call ${method}`);
}
