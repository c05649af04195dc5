import { toSheetError } from '../cells/sheet-error';
import type { PlacedFormula } from './format-inserted-result';
import { readFormulaRequest } from './formula-request';

/**
 * Insert: the formula, checked like the preview, into the top-left cell of the selection. A cell that holds anything
 * is left alone: the formula would replace it, and its table spills right and down only into empty cells anyway.
 */
export function insertFormula(input: unknown): {
  formula: string;
  cell: string;
  message: string;
  /** Where it went, for the sidebar's next call: the result's number formats (format-inserted-result.ts). */
  placed: PlacedFormula;
} {
  try {
    const request = readFormulaRequest(input);
    const selected = SpreadsheetApp.getActive()?.getActiveRange();
    if (!selected) throw new Error('Select the cell the formula goes into.');
    const sheet = selected.getSheet();
    const cell = sheet.getRange(selected.getRow(), selected.getColumn());
    const where = `${sheet.getName()}!${cell.getA1Notation()}`;
    if (cell.getFormula() !== '' || cell.getDisplayValues()[0]?.[0] !== '') {
      throw new Error(
        `${where} is not empty. Select an empty cell with room to its right and below: the table spills there.`,
      );
    }
    cell.setFormula(request.formula);
    return {
      formula: request.formula,
      cell: where,
      message: `SV_${request.definition.name} written into ${where}.`,
      placed: { sheetId: sheet.getSheetId(), row: cell.getRow(), column: cell.getColumn() },
    };
  } catch (error) {
    throw toSheetError(error);
  }
}
