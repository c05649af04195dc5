import type { FunctionDef } from '../registry/types';

/** Whether a function takes `compare=`: every function over a period does, and no other. */
export function takesComparison(def: FunctionDef): boolean {
  return def.options !== undefined && 'compare' in def.options;
}

/** The line each function's section carries, so a reader knows without reading the option list. */
export function comparisonLine(def: FunctionDef): string {
  return takesComparison(def)
    ? 'Takes `compare=` ([comparing with an earlier period](#comparing-with-an-earlier-period)).'
    : 'Reads no period, so it takes no `compare=`.';
}

/** The docs' one section on comparisons, before the functions. */
export function comparisonSection(functions: readonly FunctionDef[]): string[] {
  const names = functions.filter(takesComparison).map((def) => def.name);
  return [
    '## Comparing with an earlier period',
    '',
    'Every function that reads a period takes the option `compare`, in both hosts and in `sv` (`--compare`):',
    '',
    '- `compare=previous_period`: the same number of days, ending the day before the start (October against',
    "  September's last 31 days; one day against the day before);",
    '- `compare=previous_year`: the same dates a year earlier (29 February becomes 28 February);',
    '- `compare=YYYY-MM-DD..YYYY-MM-DD`: an earlier period you name, as long as the current one and ending before it.',
    '',
    'Both periods are read, each with its own requests (counted against the daily quota like any read: a comparison',
    "costs the two periods' pages and nothing more) and its own cache entries. The table is the current period's,",
    'and after each numeric column come two more: `<path>.previous`, the earlier value, and `<path>.change`, now minus',
    'earlier. The change of a percent or a 0–1 share is in percentage points (a share of 0.12 against 0.10 changes by',
    "2); a rank's change is in places (negative is better). Text, date, true/false and id columns are not doubled.",
    'With `headers=labels` the two read "Clicks (previous period)" (or "(last year)", or the dates) and',
    '"Clicks change", "… change (pp)" for shares.',
    '',
    'Rows are matched on what identifies them: the keyword id, group id, domain, url or topic, with the device and',
    "the competitor or SERP feature where a record has several rows; rows of a daily series are matched by the day's",
    'place in the period, so day 1 meets day 1. A row in one period only is kept, the other side empty (a keyword',
    "added since, or one no longer tracked): the current period's rows come first, in their order, then those only",
    'the earlier period holds. `columns=` chooses among the usual columns, and each chosen figure keeps its',
    '`.previous` and `.change` (naming `clicks.change` alone is also allowed). `limit=` reads the first rows of each',
    'period and leaves out rows only the earlier one holds, which may only have been cut: leave it out to compare all.',
    '',
    'A period of another length, one that overlaps the current period or ends after it, and `compare` on a function',
    'without a period, are refused with the reason before anything is sent.',
    '',
    `Functions that take it: ${names.join(', ')}.`,
    '',
  ];
}
