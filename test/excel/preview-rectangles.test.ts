import { PreviewSheet } from '../../packages/excel/src/preview/preview-sheet';
import { isError } from '../../packages/excel/src/preview/sheet-values';

/**
 * The preview keeps the cells of each rectangle its formulas read (the report's figures read the same whole columns
 * hundreds of times); what a formula computes must not change with it: a write is seen by the next read, and a
 * rectangle read half way through a circular reference is not kept with the cell that was still being calculated.
 */
describe('the preview’s rectangles read once', () => {
  it('values written over a whole column already read are what the next calculation counts', () => {
    const sheet = new PreviewSheet();
    sheet.spill(1, 1, [[1], [2], [3]]);
    sheet.setFormula(1, 3, '=SUM(A:A)');
    sheet.setFormula(2, 3, '=COUNT(A:A)');
    expect([sheet.value(1, 3), sheet.value(2, 3)]).toEqual([6, 3]);
    sheet.setValue(2, 1, 10);
    sheet.setValue(3, 1, 'none');
    expect([sheet.value(1, 3), sheet.value(2, 3)]).toEqual([11, 2]);
  });

  it('a rectangle read inside a circular reference is read again by the next formula, not kept with its #REF!', () => {
    const sheet = new PreviewSheet();
    // C1 sums A1:A3; A2 reads C1:C2 (a circle through C1) and falls back to 7; D1 sums C1:C2 once C1 is known.
    sheet.setValue(1, 1, 1);
    sheet.setValue(3, 1, 2);
    sheet.setFormula(2, 1, '=IFERROR(SUM(C1:C2),7)');
    sheet.setFormula(1, 3, '=SUM(A1:A3)');
    sheet.setFormula(1, 4, '=SUM(C1:C2)');
    expect(sheet.value(1, 3)).toBe(10);
    const total = sheet.value(1, 4);
    expect(isError(total) ? total.code : total).toBe(10);
  });
});
