/** HTML files of dist/, shown with HtmlService (names without `.html`, as createHtmlOutputFromFile wants them). */
export const DIALOGS = {
  token: { file: 'TokenDialog', title: 'Search Visibility: API token', width: 440, height: 500 },
  addresses: { file: 'AddressesDialog', title: 'Search Visibility: API addresses', width: 500, height: 480 },
  schedule: { file: 'ScheduleDialog', title: 'Search Visibility: scheduled refresh', width: 480, height: 620 },
  addKeywords: {
    file: 'AddKeywordsDialog',
    title: 'Search Visibility: add keywords (charged)',
    width: 520,
    height: 600,
  },
  report: { file: 'ReportDialog', title: 'Search Visibility: new client report', width: 480, height: 560 },
  portfolio: { file: 'PortfolioDialog', title: 'Search Visibility: new portfolio report', width: 520, height: 620 },
  sendPdf: { file: 'SendPdfDialog', title: 'Search Visibility: send report as PDF', width: 480, height: 600 },
} as const;

export function showDialog(dialog: keyof typeof DIALOGS): void {
  const { file, title, width, height } = DIALOGS[dialog];
  const output = HtmlService.createHtmlOutputFromFile(file).setWidth(width).setHeight(height);
  SpreadsheetApp.getUi().showModalDialog(output, title);
}

/** The sidebar (Search Visibility > Open sidebar): Sheets gives it 300 px of width, whatever is asked. */
export const SIDEBAR = { file: 'Sidebar', title: 'Search Visibility' } as const;

export function showSidebar(): void {
  const output = HtmlService.createHtmlOutputFromFile(SIDEBAR.file).setTitle(SIDEBAR.title);
  SpreadsheetApp.getUi().showSidebar(output);
}
