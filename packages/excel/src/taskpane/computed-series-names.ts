/// <reference types="office-js" />
import type { ReportDefinition } from '@sv/core';

/** A chart series whose header cell is a formula of the report (a domain the share-of-clicks grid looks up). */
export interface ComputedSeriesName {
  readonly chart: string;
  readonly index: number;
  /** The header cell, A1. */
  readonly header: string;
}

/** The series of the report's charts whose names are computed cells rather than words the report writes. */
export function computedSeriesNames(definition: ReportDefinition): ComputedSeriesName[] {
  const formulas = new Set(
    definition.sections.flatMap((section) =>
      section.cells.filter((cell) => cell.formula?.kind === 'formula').map((cell) => cell.address),
    ),
  );
  return definition.sections.flatMap((section) =>
    section.charts.flatMap((chart) =>
      chart.series.flatMap((series, index) => {
        // A chart range starts with its header cell.
        const header = series.range.split(':')[0] ?? series.range;
        return formulas.has(header) ? [{ chart: chart.id, index, header }] : [];
      }),
    ),
  );
}

/** What a header cell shows, when it names something: text, neither empty nor an error (`#BUSY!` while loading). */
function nameShown(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' && !value.startsWith('#') ? value : null;
}

type Run = <T>(batch: (context: Excel.RequestContext) => Promise<T>) => Promise<T>;

/**
 * Until Excel has calculated the grid, a series named by a computed cell has neither a name nor data (a campaign with
 * 4 domains never fills the fifth): it starts filtered out (ChartSeries.filtered, ExcelApi 1.7), so the legend never
 * reads "Domain 5" over an empty area. Queued with the chart it belongs to.
 */
export function hideUnnamedSeries(sheet: Excel.Worksheet, definition: ReportDefinition): void {
  for (const { chart, index } of computedSeriesNames(definition))
    sheet.charts.getItem(chart).series.getItemAt(index).filtered = true;
}

/**
 * Excel names a series with fixed text, not a cell: the share-of-clicks series start as `Domain 1`... (their place
 * in the service's list) and are named after the domains their header cells show each time Excel calculates the
 * sheet, while the add-in runs (Worksheet.onCalculated, ExcelApi 1.8). A name once set stays in the workbook. Never
 * throws: a chart the user deleted or renamed is left alone.
 */
export function nameSeriesWhenCalculated(
  sheet: Excel.Worksheet,
  definition: ReportDefinition,
  run: Run = (batch) => Excel.run(batch),
): void {
  const computed = computedSeriesNames(definition);
  if (computed.length === 0) return;
  sheet.onCalculated.add(async (event) => {
    try {
      await run(async (context) => {
        const worksheet = context.workbook.worksheets.getItem(event.worksheetId);
        const headers = computed.map(({ header }) => worksheet.getRange(header).load('values'));
        await context.sync();
        computed.forEach(({ chart, index }, at) => {
          const name = nameShown(headers[at]?.values[0]?.[0]);
          const series = worksheet.charts.getItem(chart).series.getItemAt(index);
          // A domain the grid does not fill (fewer domains than columns) stays out of the chart and its legend.
          series.filtered = name === null;
          if (name) series.name = name;
        });
        await context.sync();
      });
    } catch {
      // Best effort: the legend keeps the names it had.
    }
  });
}
