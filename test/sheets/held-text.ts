/**
 * The text a script file of the project holds in a holder's body comment (packages/sheets/hold-code.mjs writes it:
 * `function <name>_() {/*...*\/}` on lines of its own), which Apps Script does not compile when it loads the file.
 */
const HOLDER = /^function \w+_\(\) \{\/\*([\s\S]*?)\*\/\}$/gm;

/** The held texts of a script file. */
export function heldTexts(script: string): string[] {
  return [...script.matchAll(HOLDER)].map((match) => match[1] ?? '');
}

/** A script file without its held texts: what Apps Script compiles of it on every execution. */
export function compiledText(script: string): string {
  return script.replace(HOLDER, '');
}
