import type { PreviewCharts } from '../charts/preview-chart';

let loading: Promise<PreviewCharts> | null = null;

/**
 * report-charts.js (the charting library) beside taskpane.js, loaded once, the first time preview mode draws a
 * report. A failed load is forgotten, so the next report tries again.
 */
export function loadReportCharts(): Promise<PreviewCharts> {
  if (globalThis.svReportCharts) return Promise.resolve(globalThis.svReportCharts);
  if (loading) return loading;
  const attempt = new Promise<PreviewCharts>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'report-charts.js';
    script.onload = () => {
      const charts = globalThis.svReportCharts;
      if (charts) resolve(charts);
      else reject(new Error('report-charts.js loaded but did not set up the charts.'));
    };
    script.onerror = () => reject(new Error('Could not load report-charts.js: reload the pane.'));
    document.head.append(script);
  });
  loading = attempt;
  attempt.catch(() => {
    if (loading === attempt) loading = null;
  });
  return attempt;
}
