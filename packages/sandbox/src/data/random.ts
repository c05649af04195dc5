/**
 * Deterministic randomness. Every generated value is a pure function of (seed, what it describes), so any keyword,
 * day or domain can be computed on demand without storing anything.
 */

// Bound once: code run inside a vm context (as jest runs it) pays a slow lookup on every global access, and these
// run millions of times per large request.
const { imul, floor } = Math;

/** 32-bit mix of a string into a running hash (FNV-1a, then avalanched). */
function mixString(hash: number, text: string): number {
  let h = hash ^ 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = imul(h, 0x01000193);
  }
  return avalanche(h);
}

function avalanche(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of the parts, in order. */
export function hashParts(parts: readonly (string | number)[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) h = hashOn(h, part);
  return h;
}

/**
 * The hash of the parts hashed so far (`hash`, from hashParts) followed by one more: `hashOn(hashParts(parts), part)`
 * is `hashParts([...parts, part])`. Values drawn per day of the same thing hash their common parts once.
 */
export function hashOn(hash: number, part: string | number): number {
  const h = typeof part === 'number' ? avalanche(hash ^ imul(part | 0, 0x27d4eb2d)) : mixString(hash, part);
  return avalanche(h + 0x6d2b79f5);
}

/** A uniform number in [0, 1) determined by the parts. */
export function unit(...parts: (string | number)[]): number {
  return hashParts(parts) / 4294967296;
}

/** An integer in [min, max] determined by the parts. */
export function intBetween(min: number, max: number, ...parts: (string | number)[]): number {
  return min + floor(unit(...parts) * (max - min + 1));
}

/** One element of a non-empty list, determined by the parts. */
export function pick<T>(items: readonly T[], ...parts: (string | number)[]): T {
  const item = items[floor(unit(...parts) * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A mulberry32 stream, for sequences whose order matters (latency jitter, fault shares). */
export function stream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Smooth noise in [0, 1) along a day axis: random knots every `period` days, interpolated, so ranks drift
 * instead of jumping at random every day.
 */
export function smoothNoise(day: number, period: number, ...parts: (string | number)[]): number {
  return smoothNoiseOf(hashParts(parts), day, period);
}

/** smoothNoise of the parts whose hash (hashParts) is `partsHash`. */
export function smoothNoiseOf(partsHash: number, day: number, period: number): number {
  const knot = floor(day / period);
  const t = (day - knot * period) / period;
  const a = hashOn(partsHash, knot) / 4294967296;
  const b = hashOn(partsHash, knot + 1) / 4294967296;
  const eased = t * t * (3 - 2 * t);
  return a + (b - a) * eased;
}
