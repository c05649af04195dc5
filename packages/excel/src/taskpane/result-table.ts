import { displayFormatted, type ExcelCell, isFormatted } from '../runtime/formatted-values';
import { el } from './dom';

const MAX_ROWS_SHOWN = 200;

/** The spilled grid as a table: the first row is the header, as in the sheet. */
export function resultTable(grid: readonly (readonly ExcelCell[])[]): HTMLElement {
  const [header = [], ...rows] = grid;
  const shown = rows.slice(0, MAX_ROWS_SHOWN);
  const table = el(
    'table',
    { class: 'result', id: 'sv-result-table' },
    el('thead', {}, el('tr', {}, ...header.map((cell) => el('th', { scope: 'col' }, display(cell))))),
    el(
      'tbody',
      {},
      ...shown.map((row) =>
        el(
          'tr',
          {},
          ...row.map((cell) =>
            el('td', { class: typeof cell === 'number' || isFormatted(cell) ? 'number' : '' }, display(cell)),
          ),
        ),
      ),
    ),
  );
  const size =
    rows.length > shown.length
      ? `${rows.length} rows × ${header.length} columns; the first ${shown.length} are shown.`
      : `${rows.length} rows × ${header.length} columns.`;
  // Where Excel takes formatted values, percent, date and currency columns arrive formatted; elsewhere dates arrive
  // as serial numbers, exactly as the sheet will hold them.
  const formatted = rows.some((row) => row.some(isFormatted));
  const summary = formatted
    ? `${size} Percent, date, count and currency columns come formatted.`
    : `${size} Dates are Excel serial numbers: give those columns a date format in the sheet.`;
  return el(
    'div',
    { class: 'result-wrap' },
    el('p', { class: 'hint', id: 'sv-result-summary' }, summary),
    el('div', { class: 'scroll' }, table),
  );
}

function display(cell: ExcelCell): string {
  if (isFormatted(cell)) return displayFormatted(cell);
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell);
}
