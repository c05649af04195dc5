/** The public face of the core: what the Sheets and Excel adapters, the sandbox tools and the tests use. */

export type { OptionDefinition, OptionSpec } from './args';
export { type CellArg, type CoerceContext, isoDateToSerial, serialToIsoDate } from './args';
export { COMPARE_CHOICES, optionsWithComparison } from './compare';
export * from './dictionary';
export { argumentSummary } from './docs/argument-summary';
export { type ColumnDoc, columnDocs, columnsOptionHelp, rowSummary } from './docs/column-table';
export { type AsyncHost, runAsync, runSync, type SyncHost } from './engine/drivers';
export type { CacheEntry, Effect, Program } from './engine/effects';
export { GATEWAY_URL_LIMIT, SHEETS_URL_LIMIT, type UrlLimit } from './engine/host-url-limits';
export { type PageCeiling, SPREADSHEET_CEILING } from './engine/paging';
export { createRateLimiter, type Grant, grantBatch, RATE_WINDOW_MS, type RateLimiter } from './engine/rate-limiter';
export { DEFAULT_CACHE_TTL_SECONDS, MAX_CACHE_TTL_SECONDS, type PullProgress } from './engine/session';
export { DEFAULT_TABLE_CACHE_CHARS, decodeCachedTable, tableKeyWith } from './engine/table-cache';
export * from './errors';
export { createFetchHost, type FetchHostOptions, type FetchLike } from './hosts/fetch-host';
export { createMemoryCache, DEFAULT_MEMORY_CACHE_BYTES, type MemoryCache } from './hosts/memory-cache';
export { shareInFlight } from './hosts/share-in-flight';
export { type HttpOutcome, type HttpRequest, type HttpResponse, lowerCaseHeaders, type TransportFailure } from './http';
export * from './keyword-import';
export { ownEntry } from './own-entry';
export { REDACTED, redact, redactTable } from './redact';
export { FUNCTIONS, findFunction } from './registry';
export { callLabel } from './registry/call-notes';
export { checkToken } from './registry/check-token';
export { areaTitle, type FunctionArea, functionAreas } from './registry/function-areas';
export { type FunctionResult, type InvokeOptions, invoke, invokeStream, type StreamResult } from './registry/invoke';
export type { TableEstimate, TableLimit } from './registry/table-limit';
export type { FunctionDef, ParamDef, ParamType, PreparedCall, TableSink } from './registry/types';
export * from './report';
export {
  acceptedSettings,
  DEFAULT_GATEWAY_URL,
  DEFAULT_V1_URL,
  type ResolvedSettings,
  resolveSettings,
  SETTING_NAMES,
  type Settings,
  type TokenDestination,
  tokenDestination,
} from './settings';
export { didYouMean, nearestNames } from './suggest';
export { type Cell, type Column, type ColumnKind, type GridCell, type GridOptions, type Table, toGrid } from './table';
export { SURFACES, type Surface, type Wording, wordingOf } from './wording';
