import { columnDocs, type FunctionDef } from '@sv/core';

/**
 * The text a catalogue filter searches for one function: its name in both spellings (SHARE_OF_VOICE, "share of
 * voice"), its help, its parameters and the labels of its columns, all lower case. A user types what they want to
 * see ("share of voice", "search volume"), rarely the function's name.
 */
export function searchableText(definition: FunctionDef): string {
  const columns = columnDocs(definition).flatMap((column) => [column.header, column.label]);
  return [
    definition.name,
    definition.name.replace(/_/g, ' '),
    definition.help,
    ...definition.params.map((param) => param.name),
    ...columns,
  ]
    .join('\n')
    .toLowerCase();
}

/** Whether every word typed occurs in the text (the order of the words does not matter). */
export function matchesFilter(text: string, typed: string): boolean {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => text.includes(word));
}
