import { InputError } from '../errors';

/** `name: problem. remedy` — every refusal names the argument and says what to do instead. */
export function refuse(name: string, problem: string, remedy: string): InputError {
  return new InputError(`${name}: ${problem}. ${remedy}`);
}

export function required(name: string, remedy: string): InputError {
  return new InputError(`${name} is required. ${remedy}`);
}
