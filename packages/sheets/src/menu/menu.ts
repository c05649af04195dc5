/** The add-on's menu: label and the global function (see ../entry-points.ts) each item calls. `null` is a separator. */
export const MENU_TITLE = 'Search Visibility';

export const MENU_ITEMS: readonly ([label: string, handler: string] | null)[] = [
  ['Open sidebar', 'svShowSidebar'],
  null,
  ['Set API token…', 'svShowTokenDialog'],
  ['Remove token', 'svRemoveToken'],
  ['API addresses…', 'svShowAddressesDialog'],
  null,
  ['Refresh now', 'svRefreshNow'],
  ['Schedule refresh…', 'svShowScheduleDialog'],
  null,
  ['Add keywords…', 'svShowAddKeywordsDialog'],
  null,
  ['New client report…', 'svShowReportDialog'],
  ['New portfolio report…', 'svShowPortfolioDialog'],
  ['Freeze the whole report', 'svFreezeReport'],
  ['Send report as PDF…', 'svShowSendPdfDialog'],
  ['Freeze selection as values', 'svFreezeSelection'],
];

/**
 * A top-level menu, as a script bound to the spreadsheet or a test deployment shows it. Nothing here needs
 * authorization, so it also works while an add-on runs in AuthMode.NONE.
 */
export function addMenu(ui: GoogleAppsScript.Base.Ui): void {
  // docs/install-sheets.md has a Marketplace publisher replace this call with ui.createAddonMenu() in Code.gs. The
  // library is minified, which renames MENU_TITLE, so the title is written out here for the call to stay findable.
  const menu = ui.createMenu('Search Visibility');
  for (const item of MENU_ITEMS) {
    if (item) menu.addItem(item[0], item[1]);
    else menu.addSeparator();
  }
  menu.addToUi();
}
