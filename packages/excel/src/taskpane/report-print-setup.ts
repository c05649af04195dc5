/// <reference types="office-js" />
import type { ReportPrintSetup } from '@sv/core';

/** Page layout (print area, orientation, fit to pages, print titles) is ExcelApi 1.9. */
const PAGE_LAYOUT_SET = { set: 'ExcelApi', version: '1.9' } as const;

function pageLayoutSupported(): boolean {
  if (typeof Office === 'undefined') return true;
  return Office.context?.requirements?.isSetSupported(PAGE_LAYOUT_SET.set, PAGE_LAYOUT_SET.version) ?? false;
}

/**
 * The report's page setup on the sheet: its print area, landscape, one page wide (as many tall as it takes) and the
 * title rows repeated on every page. An Excel without ExcelApi 1.9 keeps its own page setup: the report is written
 * all the same, and File > Print sets these by hand. Returns whether it was set.
 */
export function applyPrintSetup(sheet: Excel.Worksheet, print: ReportPrintSetup | undefined): boolean {
  if (!print || !pageLayoutSupported()) return false;
  const layout = sheet.pageLayout;
  layout.setPrintArea(print.area);
  layout.orientation = 'Landscape' as Excel.PageOrientation;
  // 0 pages tall: as many as the report needs, scaled only to fit the width.
  layout.zoom = { horizontalFitToPages: print.pagesWide, verticalFitToPages: 0 };
  layout.setPrintTitleRows(`$${print.titleRows.first}:$${print.titleRows.last}`);
  return true;
}
