import type { ExcelRuntime } from './runtime';

/** functions.js and taskpane.js are separate classic scripts on one page; this global is how they meet. */
declare global {
  var svExcelRuntime: ExcelRuntime | undefined;
}
