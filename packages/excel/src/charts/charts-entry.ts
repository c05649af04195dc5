/**
 * report-charts.js: the charting library (Chart.js, only the parts the report's charts use) behind the small
 * PreviewCharts interface. A separate classic script that the pane loads only when preview mode draws a report, so
 * the pane inside Excel, where Excel draws its own charts, never loads it.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartDataset,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  type Scale,
  Title,
  Tooltip,
} from 'chart.js';
import type { PreviewChart, PreviewCharts } from './preview-chart';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Title,
  Tooltip,
);

/** Distinct, print-safe colours; the campaign's own site comes first in every series list the report makes. */
const PALETTE = ['#1f5fbf', '#d9822b', '#2e9e5b', '#b3261e', '#7b4fb8', '#5b6572', '#c2a400', '#1c9fb0'];

function colourOf(index: number): string {
  return PALETTE[index % PALETTE.length] as string;
}

function datasetsOf(chart: PreviewChart): ChartDataset<'line' | 'bar', (number | null)[]>[] {
  const area = chart.kind === 'stacked-area';
  return chart.series.map((series, index) => {
    const colour = colourOf(index);
    const yAxisID = series.axis === 'secondary' ? 'y2' : undefined;
    if (chart.kind === 'line' || area) {
      return {
        type: 'line',
        yAxisID,
        label: series.name,
        data: [...series.values],
        borderColor: colour,
        backgroundColor: area ? `${colour}99` : colour,
        fill: area ? (index === 0 ? 'origin' : '-1') : false,
        pointRadius: chart.categories.length > 40 ? 0 : 2,
        tension: 0.2,
        // Every other line dashed: two series with the same figures (brand mentions and citations often match) both
        // stay visible, one over the other, instead of a legend entry with no line.
        borderDash: !area && index % 2 === 1 ? [6, 4] : [],
        // Later lines drawn over earlier ones (Chart.js draws the first dataset last, on top), so a dashed line that
        // matches a solid one shows over it; stacked areas keep their order.
        order: area ? index : -index,
      };
    }
    return { type: 'bar', yAxisID, label: series.name, data: [...series.values], backgroundColor: colour };
  });
}

function formatValue(value: number | string, format: PreviewChart['valueFormat']): string {
  const number = Number(value);
  if (format === 'percent') return `${Math.round(number * 1000) / 10}%`;
  return number.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

const charts = new Map<HTMLCanvasElement, Chart>();

const previewCharts: PreviewCharts = {
  draw(canvas, chart) {
    charts.get(canvas)?.destroy();
    const horizontal = chart.kind === 'bars';
    const stacked = chart.kind === 'stacked-area';
    const title = (text: string | undefined) => ({ display: Boolean(text), text: text ?? '' });
    const valueAxis = {
      beginAtZero: true,
      max: chart.valueMax,
      // Scaled to the figures, but never past the ceiling (a share's axis never reads 120 %).
      afterDataLimits: (scale: { max: number }) => {
        if (chart.valueCeiling !== undefined && scale.max > chart.valueCeiling) scale.max = chart.valueCeiling;
      },
      stacked,
      title: title(chart.axisTitles.value),
      ticks: { callback: (value: number | string) => formatValue(value, chart.valueFormat) },
    };
    const few = chart.categories.length <= 12;
    const categoryAxis = {
      stacked,
      title: title(chart.axisTitles.category),
      ticks: {
        // Dates are skipped with room between them (they ran together at pane width); a few bands all show, slanted
        // where they would touch.
        autoSkip: !few,
        autoSkipPadding: 16,
        maxRotation: few && !horizontal ? 45 : 0,
        callback(this: Scale, value: number | string) {
          const label = String(this.getLabelForValue(Number(value)));
          // In the narrow pane a day reads MM-DD: the year is in the report's title, and full dates touched.
          if (this.chart.width < 420 && /^\d{4}-\d{2}-\d{2}$/.test(label)) return label.slice(5);
          // Domains beside horizontal bars: a long one is shortened to its start rather than cut at the canvas edge.
          const room = Math.max(8, Math.floor((this.chart.width * 0.4) / 6.5));
          return horizontal && label.length > room ? `${label.slice(0, room - 1)}…` : label;
        },
      },
    };
    const secondary = chart.series.some((series) => series.axis === 'secondary')
      ? {
          y2: {
            beginAtZero: true,
            position: 'right' as const,
            title: title(chart.axisTitles.secondary),
            grid: { drawOnChartArea: false },
          },
        }
      : {};
    const drawn = new Chart(canvas, {
      type: chart.kind === 'columns' || horizontal ? 'bar' : 'line',
      data: { labels: [...chart.categories], datasets: datasetsOf(chart) },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        // Screenshots and printing want the finished chart at once.
        animation: false,
        plugins: {
          title: { display: true, text: chart.title },
          legend: {
            position: 'bottom',
            display: chart.series.length > 1,
            // In the report's order, whatever order the lines are drawn in.
            labels: { sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0) },
          },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${item.dataset.label}: ${formatValue(item.parsed[horizontal ? 'x' : 'y'] ?? 0, chart.valueFormat)}`,
            },
          },
        },
        scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis, ...secondary },
      },
    });
    charts.set(canvas, drawn);
  },
  clear() {
    for (const chart of charts.values()) chart.destroy();
    charts.clear();
  },
};

globalThis.svReportCharts = previewCharts;
