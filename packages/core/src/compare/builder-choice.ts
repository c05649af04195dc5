import { normaliseWord } from '../args/enum';
import { type OptionEntry, splitOptionsText } from '../args/options-text';
import { COMPARE_OPTION_NAME } from './comparison';

/** The "Compare with" choice of the formula builders (the Sheets sidebar, the Excel pane), in the words they show. */
export const COMPARE_CHOICES: readonly { value: string; text: string }[] = [
  { value: '', text: 'Nothing (no comparison)' },
  { value: 'previous_period', text: 'The previous period' },
  { value: 'previous_year', text: 'The same dates last year' },
];

/**
 * The options text a builder writes for a choice: the text typed, any `compare=` in it replaced by the choice, so the
 * formula holds one comparison and the field and the choice never disagree. Text that is not a list of options is left
 * for the core to refuse with its own message.
 */
export function optionsWithComparison(typed: string, choice: string): string {
  const text = typed.trim();
  if (choice === '') return text;
  const entries = readEntries(text);
  if (!entries) return text;
  const isComparison = (entry: OptionEntry) => normaliseWord(entry.key) === COMPARE_OPTION_NAME;
  const added = `${COMPARE_OPTION_NAME}=${choice}`;
  // Kept as typed where it holds no comparison yet: its quoting and spacing are the user's.
  if (!entries.some(isComparison)) return text === '' ? added : `${text.replace(/;\s*$/, '')}; ${added}`;
  const kept = entries.filter((entry) => !isComparison(entry)).map(entryText);
  return kept.includes(undefined) ? text : [...kept, added].join('; ');
}

function readEntries(text: string): OptionEntry[] | undefined {
  try {
    return splitOptionsText(text, 'options');
  } catch {
    return undefined;
  }
}

/** An entry written back; undefined for a value this simple writer cannot quote (it holds a quote and a `;`). */
function entryText(entry: OptionEntry): string | undefined {
  const value = String(entry.value);
  if (!/[;"]/.test(value)) return `${entry.key.trim()}=${value}`;
  return value.includes('"') ? undefined : `${entry.key.trim()}="${value}"`;
}
