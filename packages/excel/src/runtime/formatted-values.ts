import {
  type Column,
  DATE_NUMBER_FORMAT,
  type GridCell,
  NUMBER_FORMAT_OF_UNIT,
  numberFormatOfColumn,
  serialToIsoDate,
} from '@sv/core';

/**
 * A number Excel shows in a number format of its own (a "Double" cell value): the value stays what the service sent,
 * only its display changes, and the format follows the value through formulas. Custom functions may return these
 * from CustomFunctionsRuntime 1.4 (Microsoft 365 on Windows from version 2208, on Mac from 16.64, Excel on the web),
 * with `allowCustomDataForDataTypeAny` in functions.json; older Excel gets plain numbers.
 */
export interface FormattedNumber {
  type: 'Double';
  basicValue: number;
  numberFormat: string;
}

export type ExcelCell = GridCell | FormattedNumber;

/** The number format of a column's figures, or undefined where a plain number reads right (ids, ranks, scores). */
export const numberFormatOf: (column: Column) => string | undefined = numberFormatOfColumn;

/** The grid with each number of a formatted column as a formatted value; the header row and other cells as they are. */
export function formattedGrid(
  grid: readonly GridCell[][],
  columns: readonly Column[],
  headers: boolean,
): ExcelCell[][] {
  const formats = columns.map(numberFormatOf);
  if (formats.every((format) => format === undefined)) return grid as ExcelCell[][];
  return grid.map((row, index) =>
    headers && index === 0
      ? row
      : row.map((cell, column) => {
          const numberFormat = formats[column];
          return numberFormat && typeof cell === 'number' ? { type: 'Double', basicValue: cell, numberFormat } : cell;
        }),
  );
}

/** True where this Excel takes formatted values from a custom function; false in preview mode and older Excel. */
export function formattedValuesSupported(): boolean {
  try {
    return typeof Office !== 'undefined' && Office.context.requirements.isSetSupported('CustomFunctionsRuntime', '1.4');
  } catch {
    return false;
  }
}

export function isFormatted(cell: ExcelCell): cell is FormattedNumber {
  return typeof cell === 'object' && cell !== null && !(cell instanceof Date) && cell.type === 'Double';
}

/** A formatted value as the sheet shows it, for the pane's preview of a result (the formats above only). */
export function displayFormatted({ basicValue, numberFormat }: FormattedNumber): string {
  if (numberFormat === DATE_NUMBER_FORMAT) return serialToIsoDate(basicValue);
  if (numberFormat === NUMBER_FORMAT_OF_UNIT.percent) return `${basicValue.toFixed(1)}%`;
  if (numberFormat === NUMBER_FORMAT_OF_UNIT.fraction) return `${(basicValue * 100).toFixed(1)}%`;
  if (numberFormat === NUMBER_FORMAT_OF_UNIT.points) return `${basicValue > 0 ? '+' : ''}${basicValue.toFixed(1)} pp`;
  if (numberFormat === NUMBER_FORMAT_OF_UNIT.currency) {
    return basicValue.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  return basicValue.toLocaleString('en-US');
}
