/**
 * What the preview asks of its charting library: a chart as the report describes it, with the values already read
 * from the filled tables. Kept apart from Chart.js so the pane's own bundle never loads the library.
 */
export type PreviewChartKind = 'line' | 'columns' | 'bars' | 'stacked-area';

export interface PreviewSeries {
  name: string;
  values: readonly (number | null)[];
  /** A series on the secondary axis (conversions beside sessions) gets a value axis of its own, on the right. */
  axis: 'primary' | 'secondary';
}

export interface PreviewChart {
  kind: PreviewChartKind;
  title: string;
  /** The category axis: dates as YYYY-MM-DD text, bucket names, domains. */
  categories: readonly string[];
  series: readonly PreviewSeries[];
  /** Shares (0 to 1) are shown as percentages on the value axis. */
  valueFormat: 'number' | 'percent';
  /** Where the value axis ends, fixed (1 for shares stacked into a whole: 100 %); absent, the library scales. */
  valueMax?: number;
  /** Where the value axis may end at most (1 for shares: never past 100 %). */
  valueCeiling?: number;
  /** Titles of the category axis, the value axis and, when a series uses it, the secondary value axis. */
  axisTitles: { category: string; value: string; secondary?: string };
}

export interface PreviewCharts {
  draw(canvas: HTMLCanvasElement, chart: PreviewChart): void;
  /** Releases every chart drawn so far (their resize listeners), before a new report replaces them. */
  clear(): void;
}

declare global {
  /** Set by report-charts.js, the separate script that holds the charting library. */
  var svReportCharts: PreviewCharts | undefined;
}
