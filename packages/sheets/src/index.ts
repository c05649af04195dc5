/**
 * The Apps Script library bundle, exposed as the global `SVLib`. The generated top-level functions of dist/ (custom
 * functions and entry points) call into it; nothing here runs at load time except filling a gap of the runtime.
 */
import './host/text-encoder';

export { customFunction } from './cells/custom-function';
export { ENTRY_POINTS } from './entry-points';
