/**
 * Whether two values are the same plain data: the same primitives (`Object.is`), and arrays and plain objects with the
 * same enumerable keys in the same order, level by level. Where it says yes, jest's `toStrictEqual` and `toEqual` pass
 * and both values have the same JSON; anything else (class instances, symbol keys, a difference) it leaves to jest.
 * Property runs call it before jest's matchers, which cost far more per call (each `expect()` builds an error for its
 * stack and every matcher), so a failing run still fails with jest's own message.
 */
export function sameStrictly(actual: unknown, expected: unknown, depth = 0): boolean {
  if (Object.is(actual, expected)) return true;
  if (!isPlainData(actual) || !isPlainData(expected) || depth > 64) return false;
  if (Object.getPrototypeOf(actual) !== Object.getPrototypeOf(expected)) return false;
  if (Array.isArray(actual) && (actual as unknown[]).length !== (expected as unknown[]).length) return false;
  const keys = Object.keys(actual);
  const expectedKeys = Object.keys(expected);
  if (keys.length !== expectedKeys.length) return false;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as string;
    if (key !== expectedKeys[index]) return false;
    const left = (actual as Record<string, unknown>)[key];
    const right = (expected as Record<string, unknown>)[key];
    if (!sameStrictly(left, right, depth + 1)) return false;
  }
  return true;
}

function isPlainData(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  const plain = prototype === Object.prototype || prototype === null || prototype === Array.prototype;
  return plain && Object.getOwnPropertySymbols(value).length === 0;
}
