/** Turning what a spreadsheet cell hands a custom function into checked values, before any request is sent. */
export { coerceBoolean } from './boolean';
export { refuseBrokenText } from './broken-text';
export { EARLIEST_DATE, isIsoDate, isoDateToSerial, LATEST_DATE, serialToIsoDate } from './calendar';
export type { CellArg, CellRange, CellScalar, CoerceContext, EmptinessContext } from './cell';
export { formatLocalDate } from './cell';
export { coerceDate } from './date';
export { coerceDateRange, type DateRange, type DateRangeOptions } from './date-range';
export { normaliseDomain } from './domain';
export { isEmptyArg, isEmptyCell, optionalArg } from './empty';
export { coerceEnum, type EnumOptions } from './enum';
export { coerceGroupId, coerceId } from './id';
export { coerceList, type ListItem, type ListKind } from './list';
export { coerceInteger, coerceNumber, type NumberBounds } from './number';
export {
  type OptionDefinition,
  type OptionSpec,
  type OptionValue,
  type OptionValueOf,
  type ParsedOptions,
  parseOptions,
  type RefusedOptions,
} from './options';
export type { DateEdge } from './period';
export { coerceText, type TextOptions } from './text';
