import type { Writable } from 'node:stream';
import { DATE_NUMBER_FORMAT, type GridCell, NUMBER_FORMAT_OF_UNIT, type Table, toGrid } from '@sv/core';

/** Excel's longest text in a cell; a longer one is cut by the core with a visible note. */
const EXCEL_MAX_CELL_TEXT = 32_767;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as the midnight UTC Date the writer stores as that day's serial number; other text stays. */
function excelDate(isoDate: string): GridCell {
  const parts = ISO_DATE.exec(isoDate);
  if (!parts) return isoDate;
  return new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
}

function columnWidth(header: string): number {
  return Math.min(Math.max(header.length + 2, 10), 50);
}

/**
 * The table as an XLSX workbook with one sheet named after the function: numbers, booleans and text as typed cells,
 * dates as date cells (format yyyy-mm-dd), figures in the number format of their unit, missing values as empty cells, the header row bold and frozen. Rows are
 * written one at a time into the zip stream, never as a second copy of the table.
 */
export async function writeXlsx(table: Table, headers: boolean, out: Writable, sheetName: string): Promise<void> {
  // Loaded only for XLSX output: the other formats start faster without it.
  const ExcelJS = (await import('exceljs')).default;
  // Shared strings: the text cell form every spreadsheet reads (the writer's alternative marks text as a formula
  // result); the table holds each distinct text once, and repeated ones (URLs, SERP codes) shrink the file.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: headers ? [{ state: 'frozen', ySplit: 1 }] : [],
  });
  sheet.columns = table.columns.map((column) => ({ width: columnWidth(column.header) }));
  // Each figure shown as its unit reads (14.2 → 14.2%, 0.142 → 14.2%), the value unchanged.
  const formats = table.columns.map((column) => (column.unit ? NUMBER_FORMAT_OF_UNIT[column.unit] : undefined));
  if (headers && table.columns.length > 0) {
    // Headers cut as the core cuts any text cell: a field name may be longer than an Excel cell holds.
    const [headerCells = []] = toGrid({ columns: table.columns, rows: [] }, { maxText: EXCEL_MAX_CELL_TEXT });
    const row = sheet.addRow(headerCells);
    row.font = { bold: true };
    row.commit();
  }
  for (const tableRow of table.rows) {
    // The core's own conversion, one row at a time: dates to dates, overlong text cut.
    const [cells = []] = toGrid(
      { columns: table.columns, rows: [tableRow] },
      { headers: false, date: excelDate, maxText: EXCEL_MAX_CELL_TEXT },
    );
    const row = sheet.addRow(cells.map((cell) => (cell === '' ? null : cell)));
    cells.forEach((cell, index) => {
      const format = cell instanceof Date ? DATE_NUMBER_FORMAT : typeof cell === 'number' ? formats[index] : undefined;
      if (format) row.getCell(index + 1).numFmt = format;
    });
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}
