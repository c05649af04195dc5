import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXCEL_DIST, REPO_ROOT } from './helpers/paths';

/** What docs/install-excel.md has an administrator host: the build for an https address of their own. */
const ADDIN_URL = 'https://addins.example.org/sv';
const generated = mkdtempSync(join(tmpdir(), 'sv-excel-static-'));

beforeAll(() => {
  // The build's generation step, pointed at a scratch package folder so the shared dist/ is left alone.
  execFileSync(process.execPath, [join(REPO_ROOT, 'packages/excel/dist-node/generate.js'), generated, REPO_ROOT], {
    env: { ...process.env, SV_ADDIN_URL: ADDIN_URL },
    stdio: 'pipe',
  });
});
afterAll(() => rmSync(generated, { recursive: true, force: true }));

/** The file of the static folder an address of the manifest names, whether generated or bundled. */
function servedFile(url: string): string | undefined {
  const path = url.slice(ADDIN_URL.length + 1).split(/[?#]/)[0] as string;
  return [join(generated, 'dist', path), join(EXCEL_DIST, path)].find((file) => existsSync(file));
}

test('SV_ADDIN_URL: every address of the manifest is on that host, and each names a file of the static folder', () => {
  const manifest = readFileSync(join(generated, 'dist', 'manifest.xml'), 'utf8');
  expect(manifest).not.toContain('localhost');
  const urls = [...manifest.matchAll(/(?:DefaultValue|Location)="(https:[^"]+)"/g)].map((match) => match[1] as string);
  const ownUrls = urls.filter((url) => url.startsWith(`${ADDIN_URL}/`));
  expect(ownUrls.length).toBeGreaterThanOrEqual(5);
  for (const url of ownUrls) expect([url, servedFile(url) !== undefined]).toEqual([url, true]);
  // Anything else it names is Microsoft's, never a development address.
  for (const url of urls.filter((url) => !url.startsWith(`${ADDIN_URL}/`))) expect(url).not.toMatch(/localhost|127\./);
});

test('the task pane page loads only files of the folder (and office.js), so any static host can serve it', () => {
  const page = readFileSync(join(EXCEL_DIST, 'taskpane.html'), 'utf8');
  const references = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
  for (const reference of references) {
    if (reference.startsWith('https://appsforoffice.microsoft.com/')) continue;
    expect(reference).not.toMatch(/^(https?:)?\/\//);
    expect(existsSync(join(EXCEL_DIST, reference))).toBe(true);
  }
});
