import { shownMessage, toSheetError } from './cells/sheet-error';
import { spreadsheetTimeZone } from './cells/spreadsheet-time';
import { countingRequests } from './host/request-tally';
import { addressesView, saveAddressesFromDialog } from './menu/address-actions';
import { showDialog, showSidebar } from './menu/dialogs';
import { freezeRanges } from './menu/freeze';
import { addKeywordsFromDialog, addKeywordsView, reviewKeywordImport } from './menu/import-action';
import { addMenu, MENU_TITLE } from './menu/menu';
import { checkAndSaveToken, removeTokenEverywhere, tokenStatus } from './menu/token-actions';
import { mailFailedRun } from './refresh/failure-mail';
import { describeReport } from './refresh/refresh';
import { runLines } from './refresh/run-view';
import {
  confirmedCalls,
  currentSchedule,
  isCurrentScheduleTrigger,
  removeSchedule,
  scheduleTokenNotice,
  setSchedule,
} from './refresh/schedule';
import { spreadsheetToday, watchedRefresh } from './refresh/watched-refresh';
import { runScheduledDelivery } from './report/delivery-run';
import { deliveryStatus, removeDelivery, saveDelivery } from './report/delivery-schedule';
import { freezeReport } from './report/freeze-report';
import { createPortfolioFromDialog, portfolioDialogView } from './report/portfolio-actions';
import { createReportFromDialog, reportDialogView } from './report/report-actions';
import { pdfSendView, reviewPdfSend, sendReportPdf } from './report/send-pdf';
import { dayOfEvent } from './report/trigger-day';
import { formatInsertedFormula } from './sidebar/format-inserted-result';
import { previewFormula } from './sidebar/formula-preview';
import { insertFormula } from './sidebar/insert-formula';
import { sidebarCampaigns, sidebarCatalogue } from './sidebar/sidebar-view';
import { sidebarStatus } from './sidebar/status-view';

/** Every alert passes the redaction step: a summary may quote what a service or a formula said. */
function alert(message: string): void {
  const ui = SpreadsheetApp.getUi();
  ui.alert(MENU_TITLE, shownMessage(message), ui.ButtonSet.OK);
}

/** Menu actions show their problems in a dialog box rather than as a script failure. */
function reportingErrors(action: () => void): void {
  try {
    action();
  } catch (error) {
    alert(toSheetError(error).message);
  }
}

/**
 * A dialog action that may send requests, counted in the spreadsheet's requests of the day (host/request-tally.ts).
 * Arguments pass through as google.script.run gave them.
 */
function counted<A extends unknown[], R>(action: (...args: A) => R): (...args: A) => R {
  return (...args: A) => countingRequests(spreadsheetToday, () => action(...args)).value;
}

function activeSpreadsheet(): GoogleAppsScript.Spreadsheet.Spreadsheet {
  const spreadsheet = SpreadsheetApp.getActive();
  if (!spreadsheet) throw new Error('Open a spreadsheet first.');
  return spreadsheet;
}

/**
 * Every function Apps Script calls by its global name: simple triggers, menu items, `google.script.run` from the
 * dialogs and the time-driven trigger. The build generates one top-level declaration per key.
 */
export const ENTRY_POINTS = {
  onOpen(): void {
    addMenu(SpreadsheetApp.getUi());
  },

  onInstall(): void {
    addMenu(SpreadsheetApp.getUi());
  },

  svShowTokenDialog(): void {
    showDialog('token');
  },

  svRemoveToken(): void {
    reportingErrors(() => {
      const ui = SpreadsheetApp.getUi();
      const answer = ui.alert(
        MENU_TITLE,
        'Remove the API token from this spreadsheet (for everyone who edits it) and from your own settings?',
        ui.ButtonSet.YES_NO,
      );
      if (answer === ui.Button.YES) alert(removeTokenEverywhere());
    });
  },

  svShowAddressesDialog(): void {
    showDialog('addresses');
  },

  svRefreshNow(): void {
    reportingErrors(() => {
      const spreadsheet = activeSpreadsheet();
      const { report } = watchedRefresh(spreadsheet, 'menu', (message) => spreadsheet.toast(message, MENU_TITLE, 10));
      spreadsheet.toast('Done.', MENU_TITLE, 3);
      alert(describeReport(report));
    });
  },

  svShowScheduleDialog(): void {
    showDialog('schedule');
  },

  svFreezeSelection(): void {
    reportingErrors(() => {
      const ranges = SpreadsheetApp.getActive()?.getActiveRangeList()?.getRanges() ?? [];
      if (ranges.length === 0) throw new Error('Select the cells to freeze first.');
      const report = freezeRanges(ranges);
      const message =
        report.formulas === 0
          ? 'The selection has no formulas: nothing to freeze.'
          : `${report.formulas} formula${report.formulas === 1 ? '' : 's'} replaced by ${report.formulas === 1 ? 'its' : 'their'} values.`;
      activeSpreadsheet().toast(message, MENU_TITLE, 5);
    });
  },

  svShowAddKeywordsDialog(): void {
    showDialog('addKeywords');
  },

  svShowReportDialog(): void {
    showDialog('report');
  },

  svReportView: counted(reportDialogView),
  svCreateReport: counted(createReportFromDialog),

  svShowPortfolioDialog(): void {
    showDialog('portfolio');
  },

  svPortfolioView: counted(portfolioDialogView),
  svCreatePortfolio: counted(createPortfolioFromDialog),

  svFreezeReport(): void {
    reportingErrors(() => {
      const sheet = activeSpreadsheet().getActiveSheet();
      const ui = SpreadsheetApp.getUi();
      const answer = ui.alert(
        MENU_TITLE,
        `Replace every formula of "${sheet.getName()}" by the values it shows now? The charts and formats stay; the ` +
          'report no longer refreshes.',
        ui.ButtonSet.YES_NO,
      );
      if (answer !== ui.Button.YES) return;
      const report = freezeReport(sheet);
      activeSpreadsheet().toast(
        `The report is frozen: ${report.formulas} formula${report.formulas === 1 ? '' : 's'} replaced by values.` +
          (report.hiddenColumns
            ? ` Its data tables (columns ${report.hiddenColumns}) are hidden; the charts still draw them.`
            : ''),
        MENU_TITLE,
        5,
      );
    });
  },

  svShowSendPdfDialog(): void {
    showDialog('sendPdf');
  },

  svPdfSendView() {
    return { ...pdfSendView(), delivery: deliveryStatus() };
  },
  svReviewPdfSend: reviewPdfSend,
  svSendReportPdf: counted(sendReportPdf),
  svSaveDelivery: saveDelivery,
  svRemoveDelivery(): string {
    return removeDelivery() ? 'The scheduled delivery was removed.' : 'No delivery was scheduled.';
  },

  /** The delivery's time-driven trigger: its outcome goes to the history and, when it failed, to its owner by mail. */
  svScheduledDelivery(event?: GoogleAppsScript.Events.TimeDriven): void {
    // Its refresh counts the requests it sends, as the scheduled refresh does.
    runScheduledDelivery(event?.triggerUid, undefined, dayOfEvent(event));
  },

  svAddKeywordsView: counted(addKeywordsView),
  svReviewKeywordImport: counted(reviewKeywordImport),
  svAddKeywords: counted(addKeywordsFromDialog),

  svShowSidebar(): void {
    showSidebar();
  },

  svSidebarCatalogue: sidebarCatalogue,
  svSidebarStatus: sidebarStatus,
  svSidebarCampaigns: sidebarCampaigns,
  svPreviewFormula: previewFormula,
  svInsertFormula: insertFormula,
  svFormatInsertedFormula: formatInsertedFormula,

  svTokenStatus: tokenStatus,
  svCheckAndSaveToken: counted(checkAndSaveToken),
  svGetAddresses: addressesView,
  svSaveAddresses: saveAddressesFromDialog,

  svGetSchedule() {
    return {
      current: currentSchedule(),
      timeZone: spreadsheetTimeZone(),
      history: runLines().runs,
      tokenNotice: scheduleTokenNotice(),
    };
  },

  svSaveSchedule(input: unknown) {
    return setSchedule(input);
  },

  svRemoveSchedule(): string {
    return removeSchedule() ? 'The scheduled refresh was removed.' : 'No refresh was scheduled.';
  },

  /** The time-driven trigger: same work as "Refresh now", with no one watching, so it logs instead of alerting. */
  svScheduledRefresh(event?: GoogleAppsScript.Events.TimeDriven): void {
    const triggerId = event?.triggerUid;
    if (!isCurrentScheduleTrigger(triggerId)) return;
    const spreadsheet = SpreadsheetApp.getActive();
    if (!spreadsheet) {
      console.warn('Search Visibility: the scheduled refresh found no spreadsheet to refresh.');
      return;
    }
    try {
      // With the owner's personal token, only the calls the owner confirmed (see refresh/schedule.ts).
      const { report, run } = watchedRefresh(
        spreadsheet,
        'schedule',
        () => undefined,
        undefined,
        confirmedCalls(triggerId),
      );
      console.log(shownMessage(`Search Visibility scheduled refresh: ${describeReport(report)}`));
      if (currentSchedule()?.emailOnFailure) {
        const where = { id: spreadsheet.getId(), url: spreadsheet.getUrl() };
        mailFailedRun(run, report.failed, where, triggerId ?? '', spreadsheetTimeZone(), Date.now());
      }
    } catch (error) {
      // Failing the run is how Apps Script tells the trigger's owner (by email); the message says what to fix.
      throw toSheetError(error);
    }
  },
};
