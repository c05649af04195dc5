/**
 * taskpane.js: the pane's UI over the runtime functions.js created. In Excel it configures the add-in; opened in a
 * plain browser it runs in preview mode, calling the same functions the cells call.
 */
import { catalogueSection } from './catalogue-section';
import { connectionSection } from './connection-section';
import { loadDevDefaults } from './dev-defaults';
import { el } from './dom';
import { useFluentTheme } from './fluent';
import { importSection } from './import-section';
import { officeThemeIsDark } from './office-theme';
import { portfolioSection } from './portfolio-section';
import { reportSection } from './report-section';
import { statusSection } from './status-section';
import { workbenchSection } from './workbench-section';
import '../runtime/runtime-global';

async function main(root: HTMLElement): Promise<void> {
  const runtime = globalThis.svExcelRuntime;
  if (!runtime) {
    root.replaceChildren(
      el('p', { class: 'message', 'data-kind': 'error' }, 'functions.js did not load: reload the pane.'),
    );
    return;
  }
  const mode = await runtime.mode;
  useFluentTheme(mode === 'excel' && officeThemeIsDark());
  const defaults = mode === 'preview' ? await loadDevDefaults() : null;
  if (defaults) runtime.useDefaults(defaults.settings);
  document.body.dataset.mode = mode;

  const where =
    mode === 'excel'
      ? 'Saved with OfficeRuntime.storage for this add-in on this computer; never in the workbook.'
      : 'Preview mode (outside Excel): saved in this browser’s local storage.';
  const workbench = workbenchSection(runtime, mode);
  root.replaceChildren(
    el(
      'header',
      { class: 'top' },
      el('h1', {}, 'Search Visibility'),
      el(
        'fluent-badge',
        { id: 'sv-mode', appearance: 'tint', color: mode === 'excel' ? 'brand' : 'warning' },
        mode === 'excel' ? 'Excel' : 'Preview',
      ),
    ),
    connectionSection(runtime, mode, where, defaults),
    statusSection(runtime, mode),
    workbench.element,
    reportSection(runtime, mode),
    portfolioSection(runtime, mode),
    importSection(runtime, mode),
  );
  // The catalogue (68 entries, each with its button) sits last, below the fold: drawn after the sections above have
  // been painted, so they are usable that much sooner (about 60 ms of a cold open in Chromium, bench-pane-open.mjs).
  await nextPaint();
  root.append(catalogueSection(runtime.catalogue, mode, (name) => workbench.select(name)));
}

/** Resolves once the browser has painted what is in the page now. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const root = document.getElementById('app');
if (root) void main(root);
