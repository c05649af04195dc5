/** Excel's longest sheet name. */
const MAX_LENGTH = 31;

/**
 * The report's sheet name, or with ` (2)`, ` (3)`... when the workbook already has a sheet of that name (Excel
 * compares names without case), still within 31 characters.
 */
export function uniqueSheetName(name: string, existing: readonly string[]): string {
  const taken = new Set(existing.map((sheet) => sheet.toLowerCase()));
  for (let copy = 1; ; copy += 1) {
    const suffix = copy === 1 ? '' : ` (${copy})`;
    const candidate = name.slice(0, MAX_LENGTH - suffix.length).trimEnd() + suffix;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
