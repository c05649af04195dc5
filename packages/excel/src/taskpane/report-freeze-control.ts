/// <reference types="office-js" />
import { button } from './controls';
import { el, say } from './dom';
import { activeReportSheet, type FrozenReport, freezeReportSheet } from './freeze-report-sheet';

export interface FreezeControl {
  readonly element: HTMLElement;
  /** Shows the action when the active sheet is a report the add-in made, hides it otherwise. */
  refresh(): Promise<void>;
}

function done(report: FrozenReport): string {
  const hidden = report.hiddenColumns
    ? ` The data tables behind the charts (columns ${report.hiddenColumns}) are hidden; the charts still draw them. Unhide those columns to see them.`
    : '';
  if (report.formulas === 0) return `"${report.sheet}" holds no formula: it was frozen already.${hidden}`;
  return (
    `Froze "${report.sheet}": ${report.formulas.toLocaleString('en-US')} formulas are now the values they showed, ` +
    `and will not refresh.${hidden} Save a copy of the workbook or print the sheet to send it.`
  );
}

/**
 * Freeze report (Excel only): the report sheet turned into values before it is sent (freeze-report-sheet.ts). It asks
 * first, naming the sheet, since a frozen report never refreshes again; then says what was done.
 */
export function reportFreezeControl(): FreezeControl {
  const freeze = button('Freeze report…', { id: 'sv-report-freeze' });
  const question = el('p', { id: 'sv-report-freeze-question' });
  const confirm = button('Freeze', { primary: true, id: 'sv-report-freeze-confirm' });
  const cancel = button('Cancel', { id: 'sv-report-freeze-cancel' });
  const confirmBox = el(
    'div',
    { class: 'stack', hidden: true, id: 'sv-report-freeze-box' },
    question,
    el('div', { class: 'row' }, confirm, cancel),
  );
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite', id: 'sv-report-freeze-message' });
  const element = el(
    'div',
    { class: 'stack', hidden: true, id: 'sv-report-freeze-area' },
    el('div', { class: 'row' }, freeze),
    confirmBox,
    message,
  );

  let sheet: string | null = null;
  let watching = false;
  const refresh = async () => {
    if (!watching) {
      watching = true;
      // Worksheet activation (ExcelApi 1.7): the action follows the sheet the user is on; without it, the section's
      // opening and each report added still decide.
      await Excel.run(async (context) => {
        context.workbook.worksheets.onActivated.add(async () => refresh());
        await context.sync();
      }).catch(() => undefined);
    }
    sheet = await Excel.run((context) => activeReportSheet(context)).catch(() => null);
    element.hidden = sheet === null;
    if (sheet === null) confirmBox.hidden = true;
  };
  freeze.addEventListener('click', () => {
    if (sheet === null) return;
    question.textContent =
      `Freeze "${sheet}"? Every formula of the sheet (the SV. calls and the figures over them) becomes the value it ` +
      'shows now, for good: the report will not refresh any more. The data tables behind the charts are then hidden; ' +
      'the charts keep drawing them.';
    confirmBox.hidden = false;
    say(message, '');
  });
  cancel.addEventListener('click', () => {
    confirmBox.hidden = true;
    say(message, 'Nothing was frozen.');
  });
  confirm.addEventListener('click', () => {
    confirm.disabled = true;
    say(message, 'Freezing the report…');
    Excel.run((context) => freezeReportSheet(context))
      .then((report) => say(message, done(report), 'ok'))
      .catch((error: unknown) => say(message, error instanceof Error ? error.message : String(error), 'error'))
      .finally(() => {
        confirm.disabled = false;
        confirmBox.hidden = true;
      });
  });
  return { element, refresh };
}
