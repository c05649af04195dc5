import type { ReportTable } from '@sv/core';
import { formatValue } from '../preview/number-format';
import { isError, type Scalar } from '../preview/sheet-values';
import { el } from './dom';

const MAX_ROWS_SHOWN = 200;

/**
 * One SV. table of the report as the sheet shows it: the header the report writes over it, in words (the field path,
 * which the formula above names, on hover), and each value under its column's format (dates as dates, shares as
 * percentages), as the sheet's number formats show them.
 */
export function reportDataTable(table: ReportTable, grid: readonly (readonly Scalar[])[]): HTMLElement {
  const rows = grid.filter((row) => row.some((cell) => cell !== null && cell !== ''));
  const shown = rows.slice(0, MAX_ROWS_SHOWN);
  const header = el(
    'tr',
    {},
    ...table.labels.map((label, index) => el('th', { scope: 'col', title: table.headers[index] ?? '' }, label)),
  );
  const body = shown.map((row) =>
    el(
      'tr',
      {},
      ...table.headers.map((path, index) => {
        const cell = row[index] ?? null;
        const text = isError(cell) ? '' : formatValue(cell, table.formats[path]);
        return el('td', { class: typeof cell === 'number' ? 'number' : '' }, text);
      }),
    ),
  );
  const size =
    rows.length > shown.length
      ? `${rows.length} rows; the first ${shown.length} are shown.`
      : `${rows.length} row${rows.length === 1 ? '' : 's'}.`;
  return el(
    'div',
    { class: 'result-wrap' },
    el('p', { class: 'hint report-table-size' }, size),
    el('div', { class: 'scroll' }, el('table', { class: 'result' }, el('thead', {}, header), el('tbody', {}, ...body))),
  );
}
