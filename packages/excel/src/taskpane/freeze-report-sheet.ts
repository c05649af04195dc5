/// <reference types="office-js" />
import { columnLetter, DATA_FIRST_COLUMN } from '@sv/core';
import { reportMarkerOf } from './report-marker';
import { missingRequirement, REPORT_REQUIREMENT } from './requirements';

/** Rows read per request: a keyword table of a large campaign stays well under Excel's payload limit (about 5 MB). */
const ROWS_PER_READ = 2_000;
/** Cells named in a refusal; the rest are counted. */
const NAMED = 5;
/** What a cell shows while its formula failed or still loads (#BUSY!): a frozen report must keep none of these. */
const NOT_READY =
  /^#(N\/A|BUSY!|VALUE!|REF!|NAME\?|DIV\/0!|NUM!|NULL!|CALC!|SPILL!|CONNECT!|BLOCKED!|FIELD!|UNKNOWN!|GETTING_DATA)/;

export interface FrozenReport {
  sheet: string;
  /** Formulas replaced by their values (0: it was frozen already). */
  formulas: number;
  /** `L:BI`: the data tables' columns, hidden under the charts; null when the report has none. */
  hiddenColumns: string | null;
}

/** The active sheet's name when the add-in made it as a report, else null. */
export async function activeReportSheet(context: Excel.RequestContext): Promise<string | null> {
  const sheet = context.workbook.worksheets.getActiveWorksheet();
  sheet.load('name');
  const marker = reportMarkerOf(sheet);
  await context.sync();
  return marker.isNullObject ? null : sheet.name;
}

/** Excel reparses a written value as if typed ("=x" a formula, "007" a number); a leading apostrophe keeps text as text. */
function asText(value: unknown): unknown {
  return typeof value === 'string' && value !== '' ? `'${value}` : value;
}

/**
 * A cell holds a formula when its formula text starts with `=` and differs from what it shows: text kept as text with
 * an apostrophe (a frozen keyword `=cheap shoes`) reads the same in both, and must not be counted again.
 */
function isFormula(formula: unknown, shown: unknown): boolean {
  return typeof formula === 'string' && formula.startsWith('=') && formula !== shown;
}

interface Block {
  range: Excel.Range;
  top: number;
  formulas: unknown[][];
  values: unknown[][];
}

/**
 * Turns the active report sheet into values: every formula (the SV. calls and the figures over them) becomes what it
 * shows, cells an answer spilled into included. The data tables the charts draw (columns L and right) stay where
 * they are, so each series keeps its range and its numbers, and are hidden, with the charts told to plot hidden cells
 * (ExcelApi 1.8). Refuses a sheet the add-in did not make, and a report whose formulas still load or failed, naming
 * them; then nothing is changed. A second freeze finds no formula and only hides the columns again.
 */
export async function freezeReportSheet(context: Excel.RequestContext): Promise<FrozenReport> {
  const missing = missingRequirement(REPORT_REQUIREMENT, 'freeze a report');
  if (missing) throw new Error(missing);
  const sheet = context.workbook.worksheets.getActiveWorksheet();
  sheet.load('name');
  const marker = reportMarkerOf(sheet);
  const used = sheet.getUsedRange().load('rowIndex,columnIndex,rowCount,columnCount');
  await context.sync();
  if (marker.isNullObject) {
    throw new Error(
      `The sheet "${sheet.name}" is not a client report made by this add-in. Open the report sheet (added by Add the report sheet) and try again. Nothing was changed.`,
    );
  }
  // Everything is read before anything is written: a figure reads a table further down, which must still be live.
  const blocks: Block[] = [];
  for (let offset = 0; offset < used.rowCount; offset += ROWS_PER_READ) {
    const top = used.rowIndex + offset;
    const rows = Math.min(ROWS_PER_READ, used.rowCount - offset);
    const range = sheet.getRangeByIndexes(top, used.columnIndex, rows, used.columnCount).load('formulas,values');
    await context.sync();
    blocks.push({ range, top, formulas: range.formulas, values: range.values });
  }
  const notReady: string[] = [];
  let formulas = 0;
  for (const block of blocks) {
    block.formulas.forEach((row, r) => {
      row.forEach((formula, c) => {
        if (!isFormula(formula, block.values[r]?.[c])) return;
        formulas += 1;
        if (NOT_READY.test(String(block.values[r]?.[c] ?? ''))) {
          notReady.push(`${columnLetter(used.columnIndex + c + 1)}${block.top + r + 1}`);
        }
      });
    });
  }
  if (notReady.length > 0) {
    const more = notReady.length - NAMED;
    throw new Error(
      `Not frozen: these cells show an error or are still loading: ${notReady.slice(0, NAMED).join(', ')}${more > 0 ? ` and ${more} more` : ''}. ` +
        'Wait until Excel has calculated every SV. formula (Formulas > Calculate Now), then freeze the report. Nothing was changed.',
    );
  }
  for (const block of blocks) {
    const hasFormula = block.formulas.some((row, r) => row.some((f, c) => isFormula(f, block.values[r]?.[c])));
    if (hasFormula) block.range.values = block.values.map((row) => row.map(asText));
  }
  const hiddenColumns = await hideDataColumns(context, sheet, used.columnIndex + used.columnCount);
  return { sheet: sheet.name, formulas, hiddenColumns };
}

/**
 * Hides the data area, from column L to the last used column, after telling every chart to plot hidden cells. A chart
 * that reaches into those columns would shrink with them; each is given back its size.
 */
async function hideDataColumns(
  context: Excel.RequestContext,
  sheet: Excel.Worksheet,
  lastColumn: number,
): Promise<string | null> {
  const charts = sheet.charts.load('items/name,items/width,items/height');
  await context.sync();
  if (lastColumn < DATA_FIRST_COLUMN) return null;
  const sizes = charts.items.map((chart) => ({ chart, width: chart.width, height: chart.height }));
  for (const { chart } of sizes) chart.plotVisibleOnly = false;
  sheet.getRangeByIndexes(0, DATA_FIRST_COLUMN - 1, 1, lastColumn - DATA_FIRST_COLUMN + 1).columnHidden = true;
  for (const { chart, width, height } of sizes) {
    chart.width = width;
    chart.height = height;
  }
  await context.sync();
  return `${columnLetter(DATA_FIRST_COLUMN)}:${columnLetter(lastColumn)}`;
}
