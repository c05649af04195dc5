/**
 * The values each scalar coercion of values.ts (and a section's object check) returns unchanged, as a test generated
 * code makes inline: a record's numbers, texts, flags and objects, nearly all of its values, then cost no call;
 * anything else is passed to the coercion.
 */
import type { Run } from './compiled-node';
import { objectOrMissing } from './fields';
import { toFlag, toIdentifier, toNumberOrText, toText } from './values';

const UNCHANGED = new Map<Run, (value: string) => string>([
  [toText, (value) => `typeof ${value} === "string"`],
  // A finite number is returned as it is, by toIdentifier too (an unsafe integer stays the number it was).
  [toNumberOrText, (value) => `(typeof ${value} === "number" && Number.isFinite(${value}))`],
  [toIdentifier, (value) => `(typeof ${value} === "number" && Number.isFinite(${value}))`],
  [toFlag, (value) => `typeof ${value} === "boolean"`],
  [objectOrMissing, (value) => `(typeof ${value} === "object" && ${value} !== null && !Array.isArray(${value}))`],
]);

/** The test (over the expression `value`, a plain name) under which `run` returns its input, if one is known. */
export function unchangedWhen(run: Run, value: string): string | undefined {
  return UNCHANGED.get(run)?.(value);
}
