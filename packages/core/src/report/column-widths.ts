import { parseCellAddress } from './a1';
import { textWidthPx } from './text-width';
import type { NumberFormat, ReportCell, ReportChart, ReportTable } from './types';

/**
 * Texts the report cannot know when it is made, at the length it makes room for: a keyword or a domain the tables
 * answer with. A longer one is cut by the cell beside it (no wrapping: every row keeps one height, so the charts stay
 * over the rows they were placed on); the whole text stays in the data table.
 */
export const LONG_KEYWORD = 'waterproof hiking boots women';
export const LONG_DOMAIN = 'www.example-competitor.co.uk';

/** The widest a figure of each format reads (a share of 100 %, a count of millions, a full date). */
const WIDEST_BY_FORMAT: Readonly<Record<NumberFormat, string>> = {
  'yyyy-mm-dd': '2026-12-31',
  '0.0%': '100.0%',
  '0.0"%"': '100.0%',
  '#,##0': '10,000,000',
  '0': '100',
  '+0;-0;0': '+100',
  '+0.0" pp";-0.0" pp";0.0" pp"': '+100.0 pp',
  '#,##0.00': '1,000,000.00',
  '#,##0.0': '1,000,000.0',
  '#,##0.##': '1,000,000.00',
};
/** A figure without a format, or an error a figure shows while its table fails (`#ERROR!` in Sheets). */
const WIDEST_PLAIN_FIGURE = '#ERROR!';
/** A column the report writes nothing in keeps this width in both hosts (Excel's default would be 64 px). */
const EMPTY_COLUMN_PX = 100;
/** The column between two data tables. */
const GAP_COLUMN_PX = 24;
/** Room a chart keeps to the right edge of the last column it may cover (hosts round widths to their own units). */
const CHART_MARGIN_PX = 12;

/** The texts a cell may show: its value, or for a formula the words it may answer and its widest figure. */
export function textsOf(cell: ReportCell): string[] {
  if (cell.value !== undefined) return [String(cell.value)];
  const texts = [cell.format ? (WIDEST_BY_FORMAT[cell.format] ?? WIDEST_PLAIN_FIGURE) : WIDEST_PLAIN_FIGURE];
  if (cell.sample) texts.push(cell.sample);
  // The words a formula may answer are its text literals ("No data in the period").
  if (cell.formula?.kind === 'formula') texts.push(...textLiterals(cell.formula.text).filter((text) => text !== ''));
  return texts;
}

/** The text literals of a formula, read left to right (`""` inside a literal is one quote). */
export function textLiterals(formulaText: string): string[] {
  const literals: string[] = [];
  for (let at = formulaText.indexOf('"'); at >= 0; at = formulaText.indexOf('"', at)) {
    let text = '';
    let end = at + 1;
    for (; end < formulaText.length; end++) {
      if (formulaText[end] !== '"') text += formulaText[end];
      else if (formulaText[end + 1] === '"') text += formulaText[end++];
      else break;
    }
    literals.push(text);
    at = end + 1;
  }
  return literals;
}

/** The widest a cell's texts are, in pixels. */
export const cellWidthPx = (cell: ReportCell): number =>
  Math.max(...textsOf(cell).map((text) => textWidthPx(text, cell.style)));

/**
 * Whether a text may run over the cells to its right: a written text (not a figure, not a table's header or an input,
 * which keep to their filled cell) whose right neighbour is empty.
 */
export const maySpill = (cell: ReportCell, used: ReadonlySet<string>): boolean => {
  if (cell.value === undefined || typeof cell.value !== 'string') return false;
  if (cell.style === 'header' || cell.style === 'input') return false;
  const { column, row } = parseCellAddress(cell.address);
  return !used.has(`${column + 1}:${row}`);
};

/** `column:row` of every cell the report writes, and of every cell its tables may fill. */
export function usedCells(cells: readonly ReportCell[]): Set<string> {
  return new Set(
    cells.map((cell) => {
      const { column, row } = parseCellAddress(cell.address);
      return `${column}:${row}`;
    }),
  );
}

/** The widest a data table's column reads: its header in words, its widest figure, a long keyword or domain. */
function tableColumnWidths(table: ReportTable): Map<number, number> {
  const first = parseCellAddress(table.anchor).column;
  const widths = new Map<number, number>();
  table.headers.forEach((header, index) => {
    const format = table.formats[header];
    const texts = [table.labels[index] ?? header, format ? (WIDEST_BY_FORMAT[format] ?? '') : ''];
    if (header === 'keyword') texts.push(LONG_KEYWORD);
    if (/(^|\.)domain$/.test(header)) texts.push(LONG_DOMAIN);
    const style = 'header' as const;
    widths.set(first + index, Math.max(...texts.map((text, at) => textWidthPx(text, at === 0 ? style : undefined))));
  });
  return widths;
}

/**
 * Every column's width from the texts the report writes in it: labels, headers, the words and widest figure of each
 * formula, a long keyword where it shows keywords. A written text whose right neighbour is empty runs over it, as in
 * both hosts, and does not widen its column (titles, notes, the tables' labels). The columns a chart covers are then
 * widened at the report's last column until the chart fits left of it, so no chart reaches the data tables.
 */
export function measuredColumnWidths(
  cells: readonly ReportCell[],
  tables: readonly ReportTable[],
  charts: readonly ReportChart[],
  reportLastColumn: number,
): { column: number; width: number }[] {
  const used = usedCells(cells);
  const widths = new Map<number, number>();
  const widen = (column: number, width: number) => widths.set(column, Math.max(widths.get(column) ?? 0, width));
  for (const cell of cells) {
    if (maySpill(cell, used)) continue;
    widen(parseCellAddress(cell.address).column, cellWidthPx(cell));
  }
  for (const table of tables) for (const [column, width] of tableColumnWidths(table)) widen(column, width);
  const last = Math.max(reportLastColumn, ...widths.keys());
  for (let column = 1; column <= last; column++)
    if (!widths.has(column)) widths.set(column, column <= reportLastColumn ? EMPTY_COLUMN_PX : GAP_COLUMN_PX);
  // A text that runs over its empty neighbours needs them wide enough together: the last of them takes what is missing.
  for (const cell of cells) {
    if (!maySpill(cell, used)) continue;
    const { column, row } = parseCellAddress(cell.address);
    const edge = column <= reportLastColumn ? reportLastColumn : last;
    let end = column;
    while (end < edge && !used.has(`${end + 1}:${row}`)) end++;
    let room = 0;
    for (let c = column; c <= end; c++) room += widths.get(c) ?? 0;
    const missing = cellWidthPx(cell) - room;
    if (missing > 0) widths.set(end, (widths.get(end) ?? 0) + missing);
  }
  for (const chart of charts) {
    const from = parseCellAddress(chart.anchor).column;
    let room = 0;
    for (let column = from; column <= reportLastColumn; column++) room += widths.get(column) ?? 0;
    const missing = chart.widthPx + CHART_MARGIN_PX - room;
    if (missing > 0) widen(reportLastColumn, (widths.get(reportLastColumn) ?? 0) + missing);
  }
  return [...widths.entries()].sort(([a], [b]) => a - b).map(([column, width]) => ({ column, width }));
}
