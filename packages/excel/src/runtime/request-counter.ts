/**
 * Requests sent today, counted per UTC day because the service's daily quota is assumed to reset at midnight UTC.
 * Counts what this runtime sent since Excel started it; other devices and users of the token are not seen.
 */
export interface RequestCounter {
  increment(): void;
  today(): number;
}

export function createRequestCounter(clock: () => number = Date.now): RequestCounter {
  let day = '';
  let count = 0;
  const utcDay = () => new Date(clock()).toISOString().slice(0, 10);
  return {
    increment() {
      const current = utcDay();
      if (current !== day) {
        day = current;
        count = 0;
      }
      count += 1;
    },
    today() {
      return utcDay() === day ? count : 0;
    },
  };
}
