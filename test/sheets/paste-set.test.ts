import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONS } from '@sv/core';
import { AddOn, DIST } from './harness';
import { useSandbox } from './setup';

/** What docs/install-sheets.md tells an analyst to paste into Extensions > Apps Script. */
const PASTE = join(__dirname, '../../packages/sheets/dist-paste');
const read = (folder: string, file: string) => readFileSync(join(folder, file), 'utf8');

describe('the pasteable Apps Script files in packages/sheets/dist-paste', () => {
  const sandbox = useSandbox();

  test('one Code.gs, the seven dialogs and the sidebar under the names the code opens, and the manifest', () => {
    expect(readdirSync(PASTE).sort()).toEqual([
      'AddKeywordsDialog.html',
      'AddressesDialog.html',
      'Code.gs',
      'PortfolioDialog.html',
      'ReportDialog.html',
      'ScheduleDialog.html',
      'SendPdfDialog.html',
      'Sidebar.html',
      'TokenDialog.html',
      'appsscript.json',
    ]);
    for (const file of readdirSync(PASTE).filter((name) => !name.endsWith('.gs'))) {
      expect(read(PASTE, file)).toBe(read(DIST, file));
    }
    const code = read(PASTE, 'Code.gs');
    for (const dialog of [
      'TokenDialog',
      'AddressesDialog',
      'ScheduleDialog',
      'AddKeywordsDialog',
      'ReportDialog',
      'PortfolioDialog',
      'SendPdfDialog',
      'Sidebar',
    ]) {
      expect(code).toContain(`"${dialog}"`);
    }
  });

  test('Code.gs declares every SV_ function with its JSDoc at top level, and the menu entry points', () => {
    const code = read(PASTE, 'Code.gs');
    expect([...code.matchAll(/^function (SV_\w+)\(/gm)].map((match) => match[1])).toEqual(
      FUNCTIONS.map((fn) => `SV_${fn.name}`),
    );
    expect(code).toMatch(/@customfunction\n \*\/\nfunction SV_KEYWORDS\(/);
    for (const entry of ['onOpen', 'onInstall', 'svShowTokenDialog', 'svScheduledRefresh']) {
      expect(code).toMatch(new RegExp(`^function ${entry}\\(`, 'm'));
    }
    // The one line docs/install-sheets.md has a Marketplace publisher change to put the menu under Extensions.
    expect(code.split('.createMenu("Search Visibility")')).toHaveLength(2);
  });

  test('pasted as it is, the project runs a custom function and builds its menu', () => {
    const { service } = sandbox;
    const addOn = new AddOn({ service, project: PASTE });
    addOn.useToken(service.info.tokens.full);
    const grid = addOn.cell('SV_CAMPAIGNS') as unknown[][];
    expect(grid[0]?.[0]).toBe('campaign_info.id');
    expect(grid.length).toBeGreaterThan(1);
    addOn.menu('onOpen');
    expect(addOn.ui.menus.map((menu) => menu.title)).toEqual(['Search Visibility']);
  });
});
