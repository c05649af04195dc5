import { InputError } from '../errors';
import { type WordedText, worded } from '../wording';

/** What to do instead: the same on every surface, or worded for each (the forms a date takes differ in a terminal). */
export type Remedy = string | WordedText;

/** `name: problem. remedy` — every refusal names the argument and says what to do instead. */
export function refuse(name: string, problem: string, remedy: Remedy): InputError {
  return new InputError(sentence(`${name}: ${problem}.`, remedy));
}

export function required(name: string, remedy: Remedy): InputError {
  return new InputError(sentence(`${name} is required.`, remedy));
}

function sentence(what: string, remedy: Remedy): string | WordedText {
  if (typeof remedy === 'string') return `${what} ${remedy}`;
  return worded(remedy.surface, (wording, surface) => `${what} ${remedy.build(wording, surface)}`);
}
