/**
 * The matchers that property runs and matrix cases call thousands of times, checked directly and handed to jest's
 * `expect` only when the check fails, so a failure throws jest's own error and message. Each `expect(value)` call
 * builds every matcher six ways (and an error for its stack): about a fifth of the property files' time. Each check
 * passes exactly when jest's matcher would (same values by `Object.is`, text by `includes`).
 */
export function quickExpect(actual: unknown) {
  const jest = () => expect(actual);
  const isText = (part: unknown): part is string => typeof actual === 'string' && typeof part === 'string';
  return {
    toBe(expected: unknown): void {
      if (!Object.is(actual, expected)) jest().toBe(expected);
    },
    toBeNull(): void {
      if (actual !== null) jest().toBeNull();
    },
    toContain(part: string): void {
      if (!(isText(part) && (actual as string).includes(part))) jest().toContain(part);
    },
    toHaveLength(length: number): void {
      if (!(Array.isArray(actual) && actual.length === length)) jest().toHaveLength(length);
    },
    toBeGreaterThan(bound: number): void {
      if (!(typeof actual === 'number' && actual > bound)) jest().toBeGreaterThan(bound);
    },
    /** For lists of plain values (headers, problems found). */
    toEqual(expected: readonly unknown[]): void {
      if (!sameItems(actual, expected)) jest().toEqual(expected);
    },
    not: {
      toBe(expected: unknown): void {
        if (Object.is(actual, expected)) jest().not.toBe(expected);
      },
      toContain(part: string): void {
        if (!(isText(part) && !(actual as string).includes(part))) jest().not.toContain(part);
      },
    },
  };
}

function sameItems(actual: unknown, expected: readonly unknown[]): boolean {
  if (!Array.isArray(actual) || !Array.isArray(expected) || actual.length !== expected.length) return false;
  return actual.every((item, index) => Object.is(item, expected[index]));
}
