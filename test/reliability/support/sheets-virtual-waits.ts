import vm from 'node:vm';
import type { AddOn } from '../../sheets/harness';

/**
 * Makes the add-on's `Utilities.sleep` move the script's clock (its realm's `Date.now`) instead of blocking: a retry's
 * backoff still happens, as the script's own time arithmetic sees it, without the real time passing. For matrices
 * about where a token or a request goes, not about time. Returns the waits the script asked for, in ms.
 */
export function virtualSleeps(addOn: AddOn): number[] {
  const context = addOn.context as { Utilities: { sleep(ms: number): void } };
  const real = context.Utilities;
  const realmDate = vm.runInContext('Date', addOn.context) as DateConstructor;
  const waits: number[] = [];
  let skippedMs = 0;
  realmDate.now = () => Date.now() + skippedMs;
  context.Utilities = {
    ...real,
    sleep(ms: number): void {
      // A wait Apps Script refuses (negative, over 5 minutes) is refused by the fake, in its words.
      if (typeof ms !== 'number' || ms < 0 || ms > 300000) real.sleep(ms);
      waits.push(ms);
      skippedMs += ms;
    },
  };
  return waits;
}
