import vm from 'node:vm';

/**
 * Gives a vm realm a Date that reads `now` (Date.now(), `new Date()` and `Date()` with no arguments), where the realm's
 * own Date reads the wall clock. Its Dates are the realm's own: same prototype, `instanceof Date` holds for both.
 * `now` is installed as the realm Date's own `now`, which the new Date reads on every call, so code that replaces
 * `Date.now` in the realm moves both.
 */
export function installClockDate(context: vm.Context, now: () => number): DateConstructor {
  const realmDate = vm.runInContext('Date', context) as DateConstructor;
  realmDate.now = now;
  const clockDate = new Proxy(realmDate, {
    construct: (target, args: unknown[], newTarget: NewableFunction) =>
      Reflect.construct(target, args.length === 0 ? [target.now()] : args, newTarget),
    apply: (target) => new target(target.now()).toString(),
  });
  (context as Record<string, unknown>).Date = clockDate;
  return clockDate;
}
