export { declaredFields, extractRecordObjects, parseRecord, parseRecords } from './parse-records';
export { foldAlias, foldAliases } from './reshape';
export {
  isPlainObject,
  numberFromText,
  type PlainObject,
  toDateText,
  toFeatureCode,
  toFlag,
  toIdentifier,
  toNumberOrText,
  toText,
} from './values';
