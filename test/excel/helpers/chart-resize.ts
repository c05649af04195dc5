import type { Page } from 'playwright-core';

/** The widths of the report's chart canvases, in page order. */
export function chartWidths(page: Page): Promise<number[]> {
  return page
    .locator('#sv-report [data-chart] canvas')
    .evaluateAll((canvases) => canvases.map((canvas) => canvas.getBoundingClientRect().width));
}

/**
 * Sets the viewport and waits until every chart has followed it: Chart.js redraws a responsive chart at its
 * container's new size on a later frame (without animation, in the same task as it sizes the canvas), so each canvas
 * no longer has the width it had.
 */
export async function resizeCharts(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const before = await chartWidths(page);
  await page.setViewportSize(viewport);
  await page.waitForFunction((widths) => {
    const now = Array.from(document.querySelectorAll('#sv-report [data-chart] canvas')).map(
      (canvas) => canvas.getBoundingClientRect().width,
    );
    return now.length === widths.length && now.every((width, index) => width !== widths[index]);
  }, before);
}
