/**
 * The addresses a report is mailed to, as typed in the dialog (commas, semicolons, spaces or lines between them). They
 * cross from the browser, so each is checked here: a plain address (no display name, no quotes), at most MAX of them.
 */
export const MAX_RECIPIENTS = 20;

const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const MAX_ADDRESS_CHARS = 254;
/** Refused addresses named in the message; the rest are counted. */
const NAMED = 3;

export function parseRecipients(input: unknown): string[] {
  const typed = typeof input === 'string' ? input : Array.isArray(input) ? input.join(',') : '';
  const parts = typed
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) throw new Error('Type the addresses to send the report to, separated by commas.');
  const refused = parts.filter((part) => part.length > MAX_ADDRESS_CHARS || !ADDRESS.test(part));
  if (refused.length > 0) {
    const named = refused.slice(0, NAMED).map((part) => `"${part.slice(0, 60)}"`);
    const more = refused.length - named.length;
    throw new Error(
      `Not an email address: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}. Type plain addresses ` +
        '(name@example.com) separated by commas. Nothing was sent or saved.',
    );
  }
  const seen = new Set<string>();
  const unique = parts.filter((part) => {
    const key = part.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length > MAX_RECIPIENTS) {
    throw new Error(`At most ${MAX_RECIPIENTS} addresses; ${unique.length} were typed. Nothing was sent or saved.`);
  }
  return unique;
}
