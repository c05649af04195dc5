type Range = GoogleAppsScript.Spreadsheet.Range;

export interface FreezeReport {
  ranges: number;
  formulas: number;
}

/**
 * Sheets reads text written with setValues as if typed: "=x" becomes a formula, "+x", "-x" and "@x" are parsed too,
 * and "007" or "2026-10-01" turn into numbers and dates. A leading apostrophe keeps any text exactly as it is (the
 * apostrophe itself is not stored), so every text value is written with one.
 */
export function asTypedText(value: unknown): unknown {
  return typeof value === 'string' && value !== '' ? `'${value}` : value;
}

/** Replaces the formulas of each range by the values they show, for reports that must not change any more. */
export function freezeRanges(ranges: readonly Range[]): FreezeReport {
  let formulas = 0;
  let frozen = 0;
  for (const range of ranges) {
    const count = range.getFormulas().reduce((sum, row) => sum + row.filter((formula) => formula !== '').length, 0);
    if (count === 0) continue;
    // Values of the whole range, read before any write: cells a formula spilled into keep their values too.
    const values = range.getValues();
    range.setValues(values.map((row) => row.map(asTypedText)));
    formulas += count;
    frozen += 1;
  }
  return { ranges: frozen, formulas };
}
