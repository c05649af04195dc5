/** Both hosts refuse these characters in sheet names, and Excel refuses names over 31 characters. */
const FORBIDDEN = /[[\]:*?/\\]/g;
export const SHEET_NAME_LIMIT = 31;

/**
 * `Northwind 2026-05-01–05-31`: the campaign's name shortened to leave room for the period, and for ` (2)`, ` (3)`...
 * when a sheet of that name exists already (hosts compare names without case).
 */
export function reportSheetName(
  campaignName: string,
  start: string,
  end: string,
  existing: readonly string[] = [],
): string {
  const period = start.slice(0, 4) === end.slice(0, 4) ? `${start}–${end.slice(5)}` : `${start}–${end}`;
  const cleaned = campaignName.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
  const taken = new Set(existing.map((name) => name.toLowerCase()));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const room = SHEET_NAME_LIMIT - period.length - suffix.length - 1;
    const name = cleaned.slice(0, Math.max(0, room)).trim();
    const candidate = `${name ? `${name} ` : ''}${period}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
