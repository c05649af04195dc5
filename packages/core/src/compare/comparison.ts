import { isIsoDate } from '../args';
import { normaliseWord } from '../args/enum';
import { refuse } from '../args/refusal';
import { ownEntry } from '../own-entry';

/**
 * The earlier period a call is compared with: the same number of days just before (`previous_period`), the same
 * dates a year earlier (`previous_year`), or a period the analyst names.
 */
export type Comparison =
  | { readonly kind: 'previous_period' }
  | { readonly kind: 'previous_year' }
  | { readonly kind: 'explicit'; readonly start: string; readonly end: string };

export const COMPARE_OPTION_NAME = 'compare';

const COMPARE_REMEDY =
  'Use compare=previous_period, compare=previous_year, or an earlier period of the same length as YYYY-MM-DD..YYYY-MM-DD.';

export const COMPARE_OPTION = {
  type: 'text',
  maxLength: 40,
  help:
    'previous_period (the same number of days just before), previous_year (the same dates a year earlier) or ' +
    'YYYY-MM-DD..YYYY-MM-DD: each numeric column is followed by its earlier value (.previous) and the change (.change)',
} as const;

const WORDS: Readonly<Record<string, Comparison['kind']>> = {
  previous_period: 'previous_period',
  previous: 'previous_period',
  prior_period: 'previous_period',
  previous_year: 'previous_year',
  last_year: 'previous_year',
  year_over_year: 'previous_year',
  yoy: 'previous_year',
};

/** The option's text as a comparison; undefined for no comparison (`none`). */
export function readComparison(text: string): Comparison | undefined {
  const word = normaliseWord(text);
  if (word === 'none' || word === '') return undefined;
  const kind = ownEntry(WORDS, word);
  if (kind === 'previous_period' || kind === 'previous_year') return { kind };
  const range = /^(\S+?)\s*(?:\.\.|\s+to\s+)\s*(\S+)$/i.exec(text.trim());
  if (range?.[1] && range[2] && isIsoDate(range[1]) && isIsoDate(range[2])) {
    return { kind: 'explicit', start: range[1], end: range[2] };
  }
  throw refuse(
    `${COMPARE_OPTION_NAME} (in options)`,
    `"${text.trim()}" is not a period to compare with`,
    COMPARE_REMEDY,
  );
}

/** How the earlier period's columns are named in readable headers: "Clicks (previous period)". */
export function comparisonWords(comparison: Comparison): string {
  switch (comparison.kind) {
    case 'previous_period':
      return 'previous period';
    case 'previous_year':
      return 'last year';
    case 'explicit':
      return `${comparison.start} to ${comparison.end}`;
  }
}
