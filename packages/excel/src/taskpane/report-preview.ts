import {
  type ConditionalFormat,
  PARAM_CELLS,
  type ReportCell,
  type ReportSection,
  renderCall,
  type WrittenReport,
} from '@sv/core';
import type { PreviewChart, PreviewCharts } from '../charts/preview-chart';
import type { CalculatedReport } from '../preview/calculate-report';
import { chartData } from '../preview/chart-data';
import { formatValue } from '../preview/number-format';
import type { PreviewSheet } from '../preview/preview-sheet';
import { isError, type Scalar } from '../preview/sheet-values';
import { parseA1 } from '../shared/a1-range';
import { el } from './dom';
import { reportDataTable } from './report-data-table';

/** Styles of the definition that the preview shows as the section's heading rather than in its body. */
const HEADING_STYLES = new Set(['heading', 'note']);
/** Columns A to J hold what the client reads; the SV. tables and the grids the charts draw sit further right. */
const CLIENT_COLUMNS = 10;

/**
 * The calculated report as a page: the title and parameter block, then each section with its figures (the cells of
 * columns A to J as the sheet lays them out, with the conditional colours), its charts drawn by the charting library,
 * and the SV. tables it reads, each under the formula that fills it.
 */
export function reportPreview(
  definition: WrittenReport,
  calculated: CalculatedReport,
  charts: PreviewCharts,
): HTMLElement {
  const { sheet } = calculated;
  const parameters = el(
    'table',
    { class: 'report-params', id: 'sv-report-parameters' },
    el(
      'tbody',
      {},
      ...definition.parameters.map((parameter) => {
        const { top, left } = parseA1(parameter.cell);
        return el(
          'tr',
          {},
          el('th', { scope: 'row' }, parameter.label),
          el('td', {}, formatValue(sheet.value(top, left), parameter.format)),
        );
      }),
    ),
  );
  const canvases: { canvas: HTMLCanvasElement; draw: () => void }[] = [];
  const sections = definition.sections.map((section) => sectionView(section, calculated, charts, canvases));
  const report = el(
    'article',
    { class: 'report', id: 'sv-report' },
    el('h2', { class: 'report-title' }, definition.title),
    el(
      'p',
      { class: 'hint' },
      'Calculated here as Excel would: the SV. functions against the service, then the formulas.',
    ),
    parameters,
    ...sections,
  );
  // Chart.js measures its canvas: draw once the report is in the page.
  queueMicrotask(() => {
    for (const { draw } of canvases) draw();
  });
  return report;
}

function sectionView(
  section: ReportSection,
  calculated: CalculatedReport,
  charts: PreviewCharts,
  canvases: { canvas: HTMLCanvasElement; draw: () => void }[],
): HTMLElement {
  const { sheet } = calculated;
  const failures = section.tables.flatMap((table) => {
    const answer = calculated.answers.get(table.anchor);
    return answer && 'error' in answer ? [`SV.${table.call.name}: ${answer.error.code} ${answer.error.reason}`] : [];
  });
  const figures = figuresTable(
    section.cells.filter(
      (cell) => !HEADING_STYLES.has(cell.style ?? '') && parseA1(cell.address).left <= CLIENT_COLUMNS,
    ),
    section.conditionalFormats,
    sheet,
  );
  const chartViews = section.charts.map((chart) => {
    const data = chartData(chart, sheet);
    // A canvas says nothing to a screen reader: its label names what the legend and the axes show.
    const canvas = el('canvas', { 'aria-label': chartDescription(data), role: 'img' });
    canvases.push({ canvas, draw: () => charts.draw(canvas, data) });
    return el('figure', { class: 'report-chart', 'data-chart': chart.id }, canvas);
  });
  const data = section.tables.map((table) => {
    const answer = calculated.answers.get(table.anchor);
    return el(
      'div',
      { class: 'report-table', 'data-table': table.id },
      el('p', { class: 'formula' }, el('code', {}, `${table.anchor}: ${renderCall(table.call, 'excel', PARAM_CELLS)}`)),
      // The call answers without a header row: the header is the one the report writes over it, in words.
      answer && 'grid' in answer
        ? reportDataTable(table, answer.grid)
        : el('p', { class: 'message', 'data-kind': 'error' }, answer && 'error' in answer ? answer.error.reason : ''),
    );
  });
  return el(
    'section',
    { class: 'card report-section', id: `sv-report-${section.id}`, 'data-section': section.id },
    el('h3', {}, section.title),
    el('p', { class: 'hint' }, section.description),
    failures.length ? el('p', { class: 'message', 'data-kind': 'error' }, failures.join(' ')) : null,
    figures,
    chartViews.length ? el('div', { class: 'report-charts' }, ...chartViews) : null,
    data.length
      ? el('details', { class: 'report-data' }, el('summary', { class: 'hint' }, 'The SV. tables behind it'), ...data)
      : null,
  );
}

/** `Visibility, desktop and mobile. Legend: Desktop visibility, Mobile visibility. Axes: Day; Visibility.` */
function chartDescription(chart: PreviewChart): string {
  const axes = [chart.axisTitles.category, chart.axisTitles.value, chart.axisTitles.secondary].filter(Boolean);
  const legend = chart.series.map((series) => series.name).join(', ');
  return `${chart.title}. Legend: ${legend || 'none'}. Axes: ${axes.join('; ')}.`;
}

/** The section's cells in their rows and columns, calculated and formatted, with the conditional colours applied. */
function figuresTable(
  cells: readonly ReportCell[],
  formats: readonly ConditionalFormat[],
  sheet: PreviewSheet,
): HTMLElement | null {
  if (cells.length === 0) return null;
  const placed = cells.map((cell) => ({ cell, at: parseA1(cell.address) }));
  const top = Math.min(...placed.map(({ at }) => at.top));
  const bottom = Math.max(...placed.map(({ at }) => at.top));
  const right = Math.max(...placed.map(({ at }) => at.left));
  const byAddress = new Map(placed.map(({ cell, at }) => [`${at.top},${at.left}`, cell]));
  const rows: HTMLElement[] = [];
  for (let row = top; row <= bottom; row += 1) {
    const tds: HTMLElement[] = [];
    for (let column = 1; column <= right; column += 1) {
      const cell = byAddress.get(`${row},${column}`);
      const value = cell ? sheet.value(row, column) : null;
      const colour = colourOf(formats, row, column, value);
      const attributes: Record<string, string> = {
        class: [typeof value === 'number' ? 'number' : '', cell?.style ?? '', isError(value) ? 'error' : '']
          .filter(Boolean)
          .join(' '),
      };
      if (colour) attributes.style = `color: ${colour.fontColor}; background: ${colour.background}`;
      if (isError(value) && value.reason) attributes.title = value.reason;
      tds.push(el(cell?.style === 'header' ? 'th' : 'td', attributes, formatValue(value, cell?.format)));
    }
    rows.push(el('tr', {}, ...tds));
  }
  return el('div', { class: 'scroll' }, el('table', { class: 'report-grid' }, el('tbody', {}, ...rows)));
}

function colourOf(formats: readonly ConditionalFormat[], row: number, column: number, value: Scalar) {
  if (typeof value !== 'number') return undefined;
  return formats.find((format) => {
    const area = parseA1(format.range);
    const inside =
      row >= area.top && row < area.top + area.rows && column >= area.left && column < area.left + area.columns;
    return inside && (format.rule === 'greater_than' ? value > format.value : value < format.value);
  });
}
