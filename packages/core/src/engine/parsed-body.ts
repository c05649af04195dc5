import type { HttpOutcome } from '../http';

/**
 * Bodies parsed as their batch arrived, while later batches of the same schedule were still awaited: the program
 * reads a schedule's answers only when all have come, and parsing twenty pages of 1,000 keywords then (about half a
 * second) would all fall after the last answer. Kept beside the outcome, not on it, so hosts' types stay as they are.
 */
const parsed = new WeakMap<HttpOutcome, unknown>();

export function parseOnArrival(outcome: HttpOutcome): void {
  if (outcome.status < 200 || outcome.status >= 300) return;
  try {
    parsed.set(outcome, JSON.parse(outcome.body));
  } catch {
    // Parsed again when it is read, to report it as unreadable there.
  }
}

/**
 * The body as JSON: parsed on arrival, or now (throws when it is not JSON). Taken once: calls sharing one answer in
 * flight (shareInFlight) each get a value of their own.
 */
export function parsedBody(outcome: HttpOutcome): unknown {
  if (!parsed.has(outcome)) return JSON.parse(outcome.body);
  const value = parsed.get(outcome);
  parsed.delete(outcome);
  return value;
}
