/**
 * functions.js: a classic script loaded by taskpane.html after office.js. It creates the one runtime of the add-in,
 * registers every registry function at load (Excel requires `associate` at top level) and hands the runtime to the
 * task pane through a global, so the pane and the cells share one cache, one rate limiter and one request count.
 */
import { detectMode } from './office-host';
import { createExcelRuntime } from './runtime';
import { settingsStoreFor } from './settings-store';
import './runtime-global';

const runtime = createExcelRuntime({
  fetch: (url, init) => fetch(url, init as RequestInit),
  mode: detectMode(),
  settingsStore: settingsStoreFor,
});

if (typeof CustomFunctions !== 'undefined' && typeof CustomFunctions.associate === 'function') {
  for (const definition of runtime.catalogue) {
    CustomFunctions.associate(definition.name, runtime.customFunction(definition.name));
  }
}

globalThis.svExcelRuntime = runtime;
