/**
 * The shape of an import id worth keeping. The service's ids are whole numbers (docs/service.md); anything far from
 * that (7,900 digits, a sentence, an object) is not an id a user could look up, and storing it would crowd the
 * ledger's few kilobytes. An answer carrying such an id is read as an answer without one: the outcome is unknown.
 */
export const MAX_IMPORT_ID_CHARS = 64;

const PLAUSIBLE = new RegExp(`^[A-Za-z0-9_-]{1,${MAX_IMPORT_ID_CHARS}}$`);

/** The id as text, or null when it is not a plausible import id. */
export function plausibleImportId(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return PLAUSIBLE.test(id) ? id : null;
}
