import type { CellArg } from './cell';
import { describeValue } from './cell';
import { isEmptyCell } from './empty';
import { refuse, required } from './refusal';
import { singleCell } from './single-cell';

const BOOLEAN_REMEDY = 'Use TRUE or FALSE.';
// A Map, not an object: text such as "__proto__" or "constructor" must not read as an inherited property.
const WORDS: ReadonlyMap<string, boolean> = new Map([
  ['true', true],
  ['false', false],
  ['yes', true],
  ['no', false],
  ['1', true],
  ['0', false],
]);

/** TRUE/FALSE cells, 1/0, and the text true/false, yes/no, 1/0 in any case. */
export function coerceBoolean(value: CellArg, name: string): boolean {
  const cell = singleCell(value, name, BOOLEAN_REMEDY);
  if (isEmptyCell(cell)) throw required(name, BOOLEAN_REMEDY);
  if (typeof cell === 'boolean') return cell;
  if (cell === 1 || cell === 0) return cell === 1;
  const word = typeof cell === 'string' ? WORDS.get(cell.trim().toLowerCase()) : undefined;
  if (word === undefined) throw refuse(name, `${describeValue(cell)} is not TRUE or FALSE`, BOOLEAN_REMEDY);
  return word;
}
