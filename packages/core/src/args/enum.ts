import { meant, nearestNames } from '../suggest';
import type { CellArg } from './cell';
import { describeValue } from './cell';
import { isEmptyCell } from './empty';
import { refuse, required } from './refusal';
import { singleCell } from './single-cell';
import { readText } from './text';

export interface EnumOptions<T extends string> {
  /** Other spellings and their canonical value, e.g. `{ '1': 'desktop', '2': 'mobile' }`. */
  aliases?: Readonly<Record<string, T>>;
}

/** Case, spaces, hyphens and underscores do not matter: `Rank Trend`, `rank-trend` and `RANK_TREND` are one word. */
export function normaliseWord(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** One of `allowed`, returned in its canonical spelling. */
export function coerceEnum<const T extends string>(
  value: CellArg,
  name: string,
  allowed: readonly T[],
  options: EnumOptions<T> = {},
): T {
  const remedy = `Use one of: ${allowed.join(', ')}.`;
  const cell = singleCell(value, name, remedy);
  if (isEmptyCell(cell)) throw required(name, remedy);
  const text = readText(cell);
  const word = text === undefined ? undefined : normaliseWord(text);
  const match =
    word === undefined
      ? undefined
      : (allowed.find((candidate) => normaliseWord(candidate) === word) ?? aliasFor(word, options.aliases));
  if (match === undefined) {
    // "desc" for "decs", "mobile" for "mobil": the value meant, before every value allowed.
    const near = text === undefined ? [] : nearestNames(text, allowed);
    throw refuse(name, `${describeValue(cell)} is not allowed${meant(near)}`, remedy);
  }
  return match;
}

function aliasFor<T extends string>(word: string, aliases: Readonly<Record<string, T>> | undefined): T | undefined {
  if (!aliases) return undefined;
  for (const [alias, canonical] of Object.entries(aliases)) {
    if (normaliseWord(alias) === word) return canonical;
  }
  return undefined;
}
