/**
 * Code the project holds as text and compiles only when an execution first needs it. Apps Script compiles every
 * script file on every execution, a custom function's too; a comment is the cheapest text to carry, since V8 skips a
 * comment without parsing it (a string literal costs it about ten times as much). The build (packages/sheets/hold-code.mjs)
 * writes the code, with its comment closers escaped, as the only content of a holder function's body; V8 gives a
 * function's source text back through toString, comments included.
 */

/** The inverse of hold-code.mjs's escape: "~t" stands for "~", "~e" for "*\/". */
function unescapeHeld(text: string): string {
  return text.replace(/~([te])/g, (_, code: string) => (code === 't' ? '~' : '*/'));
}

/** What a cell or menu says when the held code is missing or cut short: most likely a paste that stopped early. */
export const INCOMPLETE_PROJECT =
  'The Search Visibility script is incomplete: paste the whole of Code.gs again (Extensions > Apps Script), or build and push the project again.';

/**
 * Compiles the code held in `holder`'s comment and returns the global name it defines (`globalName`, an IIFE bundle's
 * name), without leaving that name in the global scope. `holder` is undefined where the file declaring it is missing.
 */
export function compileHeld<T>(holder: (() => void) | undefined, globalName: string): T {
  if (typeof holder !== 'function') throw new Error(INCOMPLETE_PROJECT);
  const source = String(holder);
  const start = source.indexOf('/*');
  const end = source.lastIndexOf('*/');
  if (start < 0 || end <= start) throw new Error(INCOMPLETE_PROJECT);
  // The held code is this project's own build output (hold-code.mjs), never text a user or a service supplied.
  return new Function(`${unescapeHeld(source.slice(start + 2, end))}\nreturn ${globalName};`)() as T;
}
