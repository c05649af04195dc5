/** Generating code at run time, where the runtime allows it (a content security policy may forbid it). */

let evalAllowed: boolean | undefined;

/**
 * Whether this runtime compiles generated code (`new Function`); a content security policy may forbid it, and then
 * the slower closures are used. Zod makes the same check for its own compiled parsers.
 */
export function canGenerateCode(): boolean {
  if (evalAllowed === undefined) {
    try {
      evalAllowed = new Function('return true')() === true;
    } catch {
      evalAllowed = false;
    }
  }
  return evalAllowed;
}

/** Property key as a JavaScript string literal, for generated code. */
export const literal = (key: string): string => JSON.stringify(key);
