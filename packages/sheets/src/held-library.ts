/**
 * The whole library: a cell's call (arguments, settings, the engine's pages, flattening, the cache) and what the menu,
 * dialogs, sidebar, reports and triggers run. Bundled apart from what every execution compiles (index.ts), held as
 * text in dist/sv-lib-held.js and compiled only by the executions that need it: a cell whose answer the cache alone
 * does not give (cells/cached-answer.ts), and every menu item, dialog call and trigger.
 */
import './host/text-encoder';

export { customFunction } from './cells/custom-function';
export { ENTRY_POINTS } from './entry-points';
