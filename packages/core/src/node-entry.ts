/** What Node tools (the docs writer, benchmarks, generators) load from the built core. */

export { BY_FUNCTION, COMMON_COLUMNS } from './dictionary/entries';
export { functionReference } from './docs/function-reference';
export { flatten, flattenGeneric } from './flatten';
export * from './index';
export { keywordsLayout } from './registry/areas/keywords';
