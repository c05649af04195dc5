export { toCell, valueAtPath } from './cells';
export { emptyTable, flatten, flattenResponse } from './flatten';
export { flattenGeneric } from './generic';
export { chooseUnroll, type GenericUnroll, genericRecords } from './generic-records';
export { inferColumn } from './infer-kinds';
export {
  type CellFormat,
  type ColumnSource,
  defineLayout,
  describeLayout,
  deviceColumn,
  field,
  itemField,
  type Layout,
  type LayoutColumn,
  type LayoutSpec,
  type Unroll,
} from './layout';
export { selectColumns } from './select-columns';
