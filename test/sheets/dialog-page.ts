/**
 * A Sheets dialog in headless Chromium as Apps Script serves it: the built HTML, with `google.script.run` (chained
 * handlers, any server function) bridged to the built project in the harness, so what the user clicks reaches the very
 * entry points the menu's dialog calls. Nothing outside localhost is reached.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AddOn, DIST } from './harness';

const GOOGLE_SCRIPT_RUN = `
  function runner(onOk, onFail) {
    return new Proxy({}, {
      get(_, property) {
        if (property === 'withSuccessHandler') return (handler) => runner(handler, onFail);
        if (property === 'withFailureHandler') return (handler) => runner(onOk, handler);
        return (...args) => {
          window.svServer(property, args).then((answer) =>
            answer.ok ? onOk && onOk(answer.value) : onFail && onFail(new Error(answer.message)));
        };
      },
    });
  }
  window.google = { script: { run: runner(), host: { close() {} } } };
`;

/**
 * The one browser context the dialogs of a connection open in (at one CSS pixel a device pixel). A page alone in a new
 * context cost twice a page in an open one; the dialogs keep nothing in a context to share (no storage, no cookies:
 * each page is set from text, on about:blank), and closing the connection closes it.
 */
const contexts = new WeakMap<Browser, Promise<BrowserContext>>();

function dialogContext(browser: Browser): Promise<BrowserContext> {
  let context = contexts.get(browser);
  if (!context) {
    context = browser.newContext({ deviceScaleFactor: 1 });
    contexts.set(browser, context);
  }
  return context;
}

/** Opens `<file>.html` of the built add-on in a new page of `browser`, served by `addOn`. */
export async function openDialog(
  browser: Browser,
  addOn: AddOn,
  file: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await (await dialogContext(browser)).newPage();
  if (viewport) await page.setViewportSize(viewport);
  await page.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
  await page.exposeFunction('svServer', (name: string, args: unknown[]) => {
    try {
      return { ok: true, value: addOn.run(name, ...args) };
    } catch (error) {
      return { ok: false, message: (error as Error).message };
    }
  });
  const html = readFileSync(join(DIST, `${file}.html`), 'utf8');
  await page.setContent(html.replace('<head>', `<head><script>${GOOGLE_SCRIPT_RUN}</script>`), {
    waitUntil: 'domcontentloaded',
  });
  return page;
}
