import { numberFormatKinds } from '@sv/core';
import { formattedValuesSupported } from '../runtime/formatted-values';
import type { ExcelRuntime } from '../runtime/runtime';
import type { ArgumentValue } from '../shared/formula';
import { formatSpilledColumns, type InsertedCell } from './excel-actions';

/**
 * Excel with CustomFunctionsRuntime 1.4 (Microsoft 365 on Windows from 2208, on Mac from 16.64, the web) takes a
 * function's figures with their number formats. Older Excel that runs the add-in (Excel 2021, earlier Microsoft 365
 * and Mac builds) takes plain numbers only: dates read 46296, shares 0.133. For a formula the pane inserted there, the
 * pane gives the spilled columns the formats those figures would have carried. Returns the sentence to add to the
 * pane's message, or '' when nothing was formatted (this Excel formats by itself, the call failed and the cell says
 * why, or no column has a format).
 */
export async function formatInsertedResult(
  runtime: ExcelRuntime,
  name: string,
  args: readonly ArgumentValue[],
  cell: InsertedCell,
  formatsFromFunctions = formattedValuesSupported(),
): Promise<string> {
  if (formatsFromFunctions) return '';
  const layout = await runtime.resultLayout(name, args).catch(() => undefined);
  if (!layout) return '';
  const headerRows = layout.headerRow ? 1 : 0;
  const rows = layout.rows - headerRows;
  const formatted = layout.numberFormats.filter((format) => format !== undefined).length;
  if (formatted === 0 || rows < 1) return '';
  try {
    await formatSpilledColumns(cell, headerRows, rows, layout.numberFormats);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `Its number formats could not be set (${reason}): give its date and percent columns a format in the sheet.`;
  }
  const columns = formatted === 1 ? 'column' : `${formatted} columns`;
  return `This Excel shows functions' figures without formats, so the pane formatted its ${numberFormatKinds(layout.numberFormats)} ${columns} over the ${rows} rows it spills now (rows a later recalculation adds keep General).`;
}
