/** Client reports: a host-free definition both add-ins and the preview lay out (see `types.ts` for its shape). */
export { columnLetter } from './a1';
export { buildReport, REPORT_SECTIONS } from './build-report';
export { MAX_REPORT_DAYS } from './checked-period';
export { REPORT_COMPARISONS, readReportComparison } from './comparison';
export { defaultReportPeriod } from './default-period';
export { figureNames } from './figure-names';
export { FORMATS } from './formats';
export { type ParamCells, renderCall, renderFormula, resolveCall } from './formula';
export { DATA_FIRST_COLUMN, DATA_ROW } from './layout';
export { PARAM_CELLS, PARAMETER_LAST_ROW } from './parameters';
export * from './portfolio';
export { NO_EARLIER_DATA } from './sections/compared-figures';
export { NO_ANALYTICS_DATA, NO_DATA } from './sections/figure-guard';
export { NOT_FOUND_LABEL, RANK_BUCKETS } from './sections/rank-distribution';
export { MOVERS } from './sections/top-movers';
export { reportSheetName } from './sheet-name';
export type * from './types';
