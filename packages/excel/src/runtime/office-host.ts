export type RuntimeMode = 'excel' | 'preview';

/**
 * How long to wait for office.js to report its host. Generous: deciding "preview" inside Excel would read settings
 * from the wrong store; a plain browser with office.js answers at once.
 */
const OFFICE_READY_TIMEOUT_MS = 20_000;

/**
 * Excel when office.js reports an Excel host; preview mode in a plain browser, where office.js is missing, failed to
 * load, or reports no host.
 */
export async function detectMode(): Promise<RuntimeMode> {
  if (typeof Office === 'undefined' || typeof Office.onReady !== 'function') return 'preview';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), OFFICE_READY_TIMEOUT_MS);
  });
  const info = await Promise.race([Office.onReady(), timeout]);
  clearTimeout(timer);
  return info && info.host === Office.HostType.Excel ? 'excel' : 'preview';
}
