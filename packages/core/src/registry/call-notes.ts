import { redact } from '../redact';

/**
 * The notes of one call: what the user should know beside a complete table (a count that disagrees with the pages),
 * told by the paging engine through `Session.note`. Each passes the one redaction step like every message, blank ones
 * are dropped, and a sentence told twice (a count checked on every window) is kept once, in the order first told.
 */
export interface CallNotes {
  note(text: string): void;
  list(): string[];
}

export function callNotes(secrets: readonly (string | null | undefined)[]): CallNotes {
  const notes: string[] = [];
  return {
    note(text) {
      const shown = redact(String(text), secrets).replace(/\s+/g, ' ').trim();
      if (shown !== '' && !notes.includes(shown)) notes.push(shown);
    },
    list: () => [...notes],
  };
}

/** `{ notes }` when there are any, else nothing: a result without notes looks as it always did. */
export function notesField(notes: readonly string[]): { notes?: string[] } {
  return notes.length > 0 ? { notes: [...notes] } : {};
}

const MAX_LABEL_CHARS = 120;

/**
 * A call as a host names it beside its notes: `SV_KEYWORDS(102, "2026-10-01", "2026-10-31")` (Sheets) or
 * `SV.KEYWORDS(…)` (Excel). Dates as the call reads them, a range as "range", omitted trailing arguments left out; cut
 * to a line. Redacted like every message (an argument may be anything a cell holds).
 */
export function callLabel(
  written: string,
  rawArgs: readonly unknown[],
  options: { formatDate?: (date: Date) => string; secrets?: readonly (string | null | undefined)[] } = {},
): string {
  const shown = rawArgs.map((value) => argumentText(value, options.formatDate));
  while (shown.length > 0 && shown[shown.length - 1] === '') shown.pop();
  const label = redact(`${written}(${shown.join(', ')})`, options.secrets ?? []).replace(/\s+/g, ' ');
  return label.length <= MAX_LABEL_CHARS ? label : `${label.slice(0, MAX_LABEL_CHARS - 2)}…)`;
}

function argumentText(value: unknown, formatDate?: (date: Date) => string): string {
  if (value === undefined || value === null || value === '') return '';
  // A date from another realm (a cell's, in Apps Script) fails instanceof.
  if (Object.prototype.toString.call(value) === '[object Date]') {
    const date = value as Date;
    if (Number.isNaN(date.getTime())) return '"?"';
    return `"${formatDate ? formatDate(date) : date.toISOString().slice(0, 10)}"`;
  }
  if (Array.isArray(value)) return 'range';
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}
