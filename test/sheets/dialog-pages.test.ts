import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './harness';

/**
 * The dialogs and the sidebar as the build composes them (packages/sheets/src/generate/dialog-pages.ts): each a whole
 * page HtmlService serves as it is, with the shared frame once, nothing of the composing left, and of the shared
 * script only what the page calls.
 */
const pages = readdirSync(DIST).filter((name) => name.endsWith('.html'));
const read = (name: string) => readFileSync(join(DIST, name), 'utf8');
const count = (text: string, part: string) => text.split(part).length - 1;

describe('the composed dialog pages of packages/sheets/dist', () => {
  test('there are the eight pages', () => {
    expect(pages).toHaveLength(8);
  });

  test.each(pages)('%s is one whole page: the frame once, its own parts in it, no composing marks left', (name) => {
    const page = read(name);
    expect(page.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(count(page, '<base target="_top">')).toBe(1);
    expect(count(page, 'https://ssl.gstatic.com/docs/script/css/add-ons1.css')).toBe(1);
    expect(count(page, '<style>')).toBe(1);
    expect(count(page, '<script>')).toBe(1);
    expect(page).not.toMatch(/Composed here|<!--\s*uses:|biome-ignore/);
    // Last, so that no rule of the page shows a hidden element again.
    expect(page).toMatch(/\[hidden\] \{ display: none; \}\s*<\/style>/);
    expect(page.trimEnd().endsWith('</body>\n</html>')).toBe(true);
  });

  test('a page gets the shared functions it calls and no others', () => {
    const token = read('TokenDialog.html');
    expect(token).toContain('function chosenScope(');
    expect(token).not.toMatch(/function (fillCampaigns|showRuns|runWhileDisabled|failedLoading)\(/);
    const sidebar = read('Sidebar.html');
    expect(sidebar).toMatch(/function fillCampaigns\([\s\S]*function showRuns\(/);
    expect(sidebar).not.toMatch(/function (chosenScope|runWhileDisabled)\(/);
  });
});
