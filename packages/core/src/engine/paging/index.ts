/** The paging engine, as the rest of the core uses it. */
export { keyOfPaths } from './evidence';
export { readAllPages } from './loop';
export {
  type CountSource,
  DEFAULT_PAGE_CEILING,
  OFFSET_1000,
  type PageCeiling,
  type PagedRead,
  type Paging,
  type RecordKey,
  SPREADSHEET_CEILING,
} from './types';
