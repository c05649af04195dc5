import { describeValue } from './cell';
import { refuse } from './refusal';

export interface OptionEntry {
  key: string;
  value: unknown;
  /** Where the entry came from, for messages: `"limit=abc"` or `row 3`. */
  source: string;
}

export const OPTIONS_REMEDY =
  'Use text like key=value; key=value (limit=100; device=mobile) or a two-column range of names and values.';

const ENTRY_END = new Set([';', '\n', '\r']);
const KEY_END = new Set(['=', ':', ...ENTRY_END]);
/** A value may be quoted, also with the curly quotes that autocorrect produces, to hold `;` or keep spaces. */
const CLOSING_QUOTE: Readonly<Record<string, string>> = { '"': '"', "'": "'", '“': '”', '‘': '’' };

/**
 * `key=value; key=value` (also `key: value`, newlines between entries, a trailing `;`). A value runs to the next `;`
 * or line end, so it may hold `=`, `:` and commas (`columns=keyword,search_data.search_volume`).
 */
export function splitOptionsText(text: string, name: string): OptionEntry[] {
  const entries: OptionEntry[] = [];
  let position = 0;
  while (position < text.length) {
    const start = position;
    while (position < text.length && !KEY_END.has(text.charAt(position))) position++;
    const key = text.slice(start, position).trim();
    if (position >= text.length || ENTRY_END.has(text.charAt(position))) {
      if (key !== '') throw refuse(name, `${describeValue(key)} is not key=value`, OPTIONS_REMEDY);
      position++;
      continue;
    }
    position++;
    const value = readValue(text, position, name);
    position = value.end;
    const source = text.slice(start, value.end).trim();
    if (key === '') throw refuse(name, `${describeValue(source)} has no option name before the =`, OPTIONS_REMEDY);
    if (value.text === '') throw refuse(name, `${key} has no value`, `Write it as ${key}=value. ${OPTIONS_REMEDY}`);
    entries.push({ key, value: value.text, source: describeValue(source) });
  }
  return entries;
}

function readValue(text: string, from: number, name: string): { text: string; end: number } {
  let position = from;
  while (position < text.length && (text.charAt(position) === ' ' || text.charAt(position) === '\t')) position++;
  const closing = CLOSING_QUOTE[text.charAt(position)];
  if (closing === undefined) {
    while (position < text.length && !ENTRY_END.has(text.charAt(position))) position++;
    return { text: text.slice(from, position).trim(), end: position };
  }
  const close = text.indexOf(closing, position + 1);
  if (close < 0)
    throw refuse(name, `a quote opened at ${describeValue(text.slice(from))} is never closed`, OPTIONS_REMEDY);
  const quoted = text.slice(position + 1, close);
  position = close + 1;
  while (position < text.length && !ENTRY_END.has(text.charAt(position))) {
    if (text.charAt(position).trim() !== '') {
      throw refuse(name, `unexpected text after the quoted value ${describeValue(quoted)}`, OPTIONS_REMEDY);
    }
    position++;
  }
  return { text: quoted, end: position };
}
