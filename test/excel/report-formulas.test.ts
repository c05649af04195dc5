import { formatValue } from '../../packages/excel/src/preview/number-format';
import { PreviewSheet } from '../../packages/excel/src/preview/preview-sheet';
import { isError, SheetError } from '../../packages/excel/src/preview/sheet-values';

/**
 * The preview calculates the report's aggregation formulas itself (Excel is not there): these are the spreadsheet
 * rules its figures depend on, checked on a small sheet whose answers are known.
 */
function sheetWithRanks(): PreviewSheet {
  const sheet = new PreviewSheet();
  // A keyword table from L12: header, then keyword, rank, change. The depth (not found) sits in B9.
  sheet.setValue(9, 2, 100);
  sheet.spill(12, 12, [
    ['keyword', 'rank', 'change'],
    ['alpha', 2, 5],
    ['beta', 3, -4],
    ['gamma', 15, 5],
    ['delta', 100, ''],
    ['epsilon', 57, -9],
    ['zeta', 8, 1],
  ]);
  return sheet;
}

function calculate(sheet: PreviewSheet, formula: string) {
  sheet.setFormula(1, 1, formula);
  return sheet.value(1, 1);
}

describe('the preview’s spreadsheet formulas', () => {
  it('counts ranks in a band below the tracking depth, over a whole column with its header text', () => {
    const sheet = sheetWithRanks();
    expect(calculate(sheet, '=COUNTIFS($M:$M,">=1",$M:$M,"<=3",$M:$M,"<"&$B$9)')).toBe(2);
    const notFound = new PreviewSheet();
    notFound.setValue(9, 2, 100);
    notFound.spill(12, 13, [['rank'], [2], [100], [57]]);
    expect(calculate(notFound, '=COUNT($M:$M)-COUNTIFS($M:$M,"<=100",$M:$M,"<"&$B$9)')).toBe(1);
  });

  it('finds the last number of a column (MATCH with 9.99E+307) and builds a range up to it', () => {
    const sheet = sheetWithRanks();
    expect(calculate(sheet, '=INDEX($M:$M,MATCH(9.99E+307,$M:$M))')).toBe(8);
    expect(calculate(sheet, '=SUM($M$13:INDEX($M:$M,MATCH(9.99E+307,$M:$M)))')).toBe(185);
  });

  it('lists tied movers each once: the n-th row holding the k-th largest change', () => {
    const sheet = sheetWithRanks();
    const change = (k: number) => `IFERROR(IF(LARGE($N:$N,${k})>0,LARGE($N:$N,${k}),""),"")`;
    const keyword = (k: number) =>
      `=INDEX($L:$L,SMALL(IF($N$13:$N$18=${change(k)},ROW($N$13:$N$18)),${k}-COUNTIF($N$13:$N$18,">"&${change(k)})))`;
    expect([1, 2, 3].map((k) => calculate(sheet, keyword(k)))).toEqual(['alpha', 'gamma', 'zeta']);
    // Only three keywords gained: the fourth row of gains stays empty.
    expect(calculate(sheet, `=${change(4)}`)).toBe('');
  });

  it('reads text without case, compares blank as zero or empty text, and shows errors as a spreadsheet does', () => {
    const sheet = sheetWithRanks();
    expect(calculate(sheet, '=MATCH("GAMMA",$L:$L,0)')).toBe(15);
    expect(calculate(sheet, '=IF(Z99="","empty","filled")')).toBe('empty');
    expect(calculate(sheet, '=Z99+1')).toBe(1);
    const divided = calculate(sheet, '=1/0');
    expect(isError(divided) && divided.code).toBe('#DIV/0!');
    expect(calculate(sheet, '=IFERROR(1/0,"none")')).toBe('none');
    const unknown = calculate(sheet, '=VLOOKUP(1,L:M,2)');
    expect(isError(unknown) && unknown.code).toBe('#NAME?');
  });

  it('keeps "" as text, as Excel does: no arithmetic on it, skipped by counts, and a blank reference reads 0', () => {
    const sheet = new PreviewSheet();
    sheet.spill(12, 12, [['visibility'], [''], [0.2]]);
    const sum = calculate(sheet, '=L14-L13');
    expect(isError(sum) && sum.code).toBe('#VALUE!');
    expect(calculate(sheet, '=COUNT(L13:L14)')).toBe(1);
    expect(calculate(sheet, '=L13')).toBe('');
    expect(calculate(sheet, '=L40')).toBe(0);
    const test = calculate(sheet, '=IF(L13,1,2)');
    expect(isError(test) && test.code).toBe('#VALUE!');
  });

  it('passes a table’s error on through ISERROR, and through a criterion that reads it', () => {
    const sheet = new PreviewSheet();
    sheet.setValue(12, 12, new SheetError('#N/A', 'no analytics connected'));
    sheet.setValue(9, 2, new SheetError('#VALUE!', 'depth failed'));
    const passed = calculate(sheet, '=IF(ISERROR($L$12),$L$12,SUM($M:$M))');
    expect(isError(passed) && [passed.code, passed.reason]).toEqual(['#N/A', 'no analytics connected']);
    const counted = calculate(sheet, '=COUNTIFS($M:$M,"<"&$B$9)');
    expect(isError(counted) && counted.reason).toBe('depth failed');
    expect(calculate(sheet, '=IF(ISERROR($M$12),"failed","fine")')).toBe('fine');
  });

  it('adds the SUMIFS of a long table by date and domain', () => {
    const sheet = new PreviewSheet();
    sheet.spill(12, 12, [
      ['date', 'domain', 'share'],
      [46296, 'a.com', 0.25],
      [46296, 'b.com', 0.5],
      [46297, 'a.com', 0.125],
    ]);
    expect(calculate(sheet, '=SUMIFS($N:$N,$L:$L,MAX($L:$L),$M:$M,"a.com")')).toBe(0.125);
  });

  it('refuses a formula that refers to itself instead of looping', () => {
    const sheet = new PreviewSheet();
    sheet.setFormula(2, 2, '=B2+1');
    const value = sheet.value(2, 2);
    expect(isError(value) && value.code).toBe('#REF!');
  });

  it('shows values under the report’s number formats', () => {
    expect(formatValue(0.1334, '0.0%')).toBe('13.3%');
    expect(formatValue(-0.047, '+0.0%;-0.0%;0.0%')).toBe('-4.7%');
    expect(formatValue(0.047, '+0.0%;-0.0%;0.0%')).toBe('+4.7%');
    expect(formatValue(16332, '#,##0')).toBe('16,332');
    expect(formatValue(-9, '+0;-0;0')).toBe('-9');
    expect(formatValue(0, '+0;-0;0')).toBe('0');
    expect(formatValue(46296, 'yyyy-mm-dd')).toBe('2026-10-01');
    expect(formatValue(null, '0')).toBe('');
  });

  it('shows each unit as the sheet does: percentage points with their unit, a percent 0-100, a score, a count', () => {
    // The visibility change: (last - first) x 100 under the points format.
    expect(formatValue(-4.7, '+0.0" pp";-0.0" pp";0.0" pp"')).toBe('-4.7 pp');
    expect(formatValue(1.2, '+0.0" pp";-0.0" pp";0.0" pp"')).toBe('+1.2 pp');
    expect(formatValue(0, '+0.0" pp";-0.0" pp";0.0" pp"')).toBe('0.0 pp');
    // A percent already 0-100 keeps its number, where a fraction is multiplied: both read 13.3%.
    expect(formatValue(13.3, '0.0"%"')).toBe('13.3%');
    expect(formatValue(0.133, '0.0%')).toBe('13.3%');
    expect(formatValue(1234.5, '#,##0.0')).toBe('1,234.5');
    expect(formatValue(1234, '#,##0.##')).toBe('1,234');
    expect(formatValue(1234.567, '#,##0.##')).toBe('1,234.57');
  });
});
