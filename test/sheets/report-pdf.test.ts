import {
  DATA_FIRST_COLUMN,
  PARAM_CELLS,
  type ReportDefinition,
  renderCall,
  reportSheetName,
  resolveCall,
} from '@sv/core';
import type { SentMail } from './fakes/mail-app';
import { computeFigures, computeSvFormulas, createReportSheet, reportInput } from './report-sheet';
import { useSheetsAddOn } from './setup';

const sheets = useSheetsAddOn({ sandbox: { today: '2026-06-15' }, timeZone: 'Europe/Berlin' });

const OWNER = 'owner@example.com';
/**
 * A trigger's event on 3 June 2026 at 8:00 in the spreadsheet's zone: the latest complete month is May, the period of
 * the report these tests make, so a run sends it as it is.
 */
const JUNE_3 = { year: 2026, month: 6, 'day-of-month': 3, hour: 8, minute: 0, timezone: 'Europe/Berlin' };
const SUBJECT = 'Search Visibility report: Northwind Shoes UK, 2026-05-01 to 2026-05-31';

/** A report whose figures have loaded, as the user sees it before sending. */
function readyReport() {
  const made = createReportSheet(sheets, reportInput());
  computeSvFormulas(sheets, made.definition);
  computeFigures(made.sheet);
  made.sheet.activate();
  return made;
}

/**
 * Lets Sheets compute the report's SV_ formulas from what its parameter cells hold when they compute (the period a
 * delivery moves), then the figures over them once.
 */
function computeFromCells(definition: ReportDefinition, sheet: ReturnType<typeof createReportSheet>['sheet']): void {
  const { request } = definition;
  const iso = (a1: string) => sheet.getRange(a1).getDisplayValues()[0]?.[0] ?? '';
  const calls = [
    ...definition.sections.flatMap((section) => section.tables.map((table) => table.call)),
    ...definition.parameters.flatMap((p) => (p.call ? [p.call] : [])),
  ];
  for (const call of calls) {
    sheets.addOn.evaluators.set(renderCall(call, 'sheets', PARAM_CELLS), () => {
      const values = {
        campaign: request.campaignId,
        start: sheets.addOn.date(iso('B5')),
        end: sheets.addOn.date(iso('B6')),
        device: request.device,
        competitors: request.competitors.join(', '),
      };
      return sheets.addOn.cell(`SV_${call.name}`, ...resolveCall(call, values));
    });
  }
  sheets.addOn.recalculate();
  computeFigures(sheet);
}

/** What the client reads: the report's columns, without the data tables (hidden in the frozen copy). */
const reportColumns = (shown: string[][]) => shown.map((row) => row.slice(0, DATA_FIRST_COLUMN - 1));
const sheetNames = () => sheets.addOn.spreadsheet.getSheets().map((sheet) => sheet.getName());
const formulaCount = (sheet: ReturnType<typeof readyReport>['sheet']) =>
  sheet
    .getDataRange()
    .getFormulas()
    .flat()
    .filter((formula) => formula !== '').length;

function expectPdf(mail: SentMail | undefined, fileName: RegExp): void {
  expect(mail?.attachments).toHaveLength(1);
  const [pdf] = mail?.attachments ?? [];
  expect(pdf?.contentType).toBe('application/pdf');
  expect(pdf?.name).toMatch(fileName);
  expect(pdf?.size).toBeGreaterThan(1000);
  expect(pdf?.text.startsWith('%PDF-')).toBe(true);
}

describe('Search Visibility > Send report as PDF…', () => {
  test('the review shows the checked addresses, the sender and the subject; only a confirmed send mails', () => {
    const { sheet } = readyReport();
    sheets.addOn.menu('svShowSendPdfDialog');
    const dialog = sheets.addOn.ui.dialogs[0];
    for (const name of ['svPdfSendView', 'svReviewPdfSend', 'svSendReportPdf', 'svSaveDelivery', 'svRemoveDelivery']) {
      expect(dialog?.html).toContain(`.${name}(`);
      expect(typeof sheets.addOn.global(name)).toBe('function');
    }
    const typed = ' client@example.org;\nboss@example.com , Client@example.org ';
    expect(sheets.addOn.run('svReviewPdfSend', { recipients: typed })).toEqual({
      sheetName: sheet.getName(),
      sender: OWNER,
      recipients: ['client@example.org', 'boss@example.com'],
      subject: SUBJECT,
      fileName: sheet.getName(),
    });
    expect(() => sheets.addOn.run('svSendReportPdf', { recipients: typed })).toThrow(/confirm before/);
    expect(sheets.addOn.mails).toHaveLength(0);

    const message = String(sheets.addOn.run('svSendReportPdf', { recipients: typed, confirmed: true }));

    expect(message).toMatch(/^The report ".+" was sent as a PDF \(\d+ KB\) to 2 addresses from owner@example\.com\.$/);
    expect(sheets.addOn.mails).toHaveLength(1);
    const [mail] = sheets.addOn.mails;
    expect(mail).toMatchObject({ to: 'client@example.org,boss@example.com', subject: SUBJECT, from: OWNER });
    expect(mail?.body).toContain(`Sent by ${OWNER}`);
    expectPdf(mail, /\.pdf$/);
  });

  test('the PDF is a frozen copy of what the report shows; the report keeps its formulas and the copy goes', () => {
    const { sheet } = readyReport();
    const formulas = formulaCount(sheet);
    const shown = sheet.getDataRange().getDisplayValues();
    const before = sheetNames();

    sheets.addOn.run('svSendReportPdf', { recipients: 'client@example.org', confirmed: true });

    expect(sheets.addOn.pdfExports).toHaveLength(1);
    const [exported] = sheets.addOn.pdfExports;
    expect(exported?.formulas).toBe(0);
    expect(exported?.sheetId).not.toBe(sheet.getSheetId());
    expect(exported?.shown).toEqual(reportColumns(shown));
    expect(sheet.isColumnHiddenByUser(DATA_FIRST_COLUMN)).toBe(false);
    expect(sheetNames()).toEqual(before);
    expect(formulaCount(sheet)).toBe(formulas);
  });

  test('addresses that are not addresses are refused, naming them; nothing is sent', () => {
    readyReport();
    for (const recipients of ['', 'client@example', 'Client <c@example.org>', 'a@b.com, =HYPERLINK("x")']) {
      expect(() => sheets.addOn.run('svSendReportPdf', { recipients, confirmed: true })).toThrow(
        /Type the addresses|Not an email address/,
      );
    }
    const many = Array.from({ length: 21 }, (_, index) => `c${index}@example.org`).join(',');
    expect(() => sheets.addOn.run('svReviewPdfSend', { recipients: many })).toThrow(/At most 20 addresses; 21/);
    expect(sheets.addOn.mails).toHaveLength(0);
    expect(sheets.addOn.pdfExports).toHaveLength(0);
  });

  test('a sheet that is not a report, and a report still loading, are refused', () => {
    const { sheet } = createReportSheet(sheets, reportInput());
    sheets.addOn.sheet('Sheet1').activate();
    expect(() => sheets.addOn.run('svReviewPdfSend', { recipients: 'c@example.org' })).toThrow(/not a client report/);
    sheet.activate();
    const figure = sheet.cell(9, 2);
    if (figure) figure.value = 'Loading...';
    expect(() => sheets.addOn.run('svSendReportPdf', { recipients: 'c@example.org', confirmed: true })).toThrow(
      /^Not frozen: these show an error or are still loading: .*B9/,
    );
    expect(sheets.addOn.mails).toHaveLength(0);
  });

  test('an export Google refuses sends nothing, says so, and leaves no copy behind', () => {
    readyReport();
    const before = sheetNames();
    sheets.addOn.pdfExportFailure = 500;
    expect(() => sheets.addOn.run('svSendReportPdf', { recipients: 'c@example.org', confirmed: true })).toThrow(
      /^Google did not export the report as a PDF \(answer 500\), so nothing was sent\./,
    );
    expect(sheets.addOn.mails).toHaveLength(0);
    expect(sheetNames()).toEqual(before);
  });
});

describe('Scheduled delivery of the report as PDF', () => {
  const triggers = () => sheets.addOn.scriptApp.triggers;
  const history = () =>
    (sheets.addOn.run('svGetSchedule') as { history: { by: string; who: string; summary: string; ok: boolean }[] })
      .history;
  /** The delivery's own line; its refresh has a line of its own ("Scheduled"). */
  const deliveryLine = () => history().find((line) => line.by === 'Scheduled PDF');

  test('weekly or monthly at an hour, in the spreadsheet zone; the trigger refreshes, freezes a copy and mails', () => {
    readyReport();
    const saved = sheets.addOn.run('svSaveDelivery', {
      every: 'month',
      day: '3',
      hour: '8',
      recipients: 'client@example.org, boss@example.com',
    });
    expect(saved).toMatchObject({
      description: 'Every month on day 3 between 8:00 and 9:00 (Europe/Berlin)',
      owner: OWNER,
      ownedByYou: true,
      recipients: ['client@example.org', 'boss@example.com'],
    });
    expect(triggers()[0]?.schedule).toEqual({ monthDay: 3, atHour: 8, timeZone: 'Europe/Berlin' });
    sheets.addOn.run('svSaveDelivery', {
      every: 'week',
      weekday: 'monday',
      hour: 7,
      recipients: 'client@example.org, boss@example.com',
    });
    expect(triggers()).toHaveLength(1);
    expect(triggers()[0]?.schedule).toEqual({ weekDay: 'MONDAY', atHour: 7, timeZone: 'Europe/Berlin' });
    const shown = sheets.addOn.spreadsheet.getActiveSheet().getDataRange().getDisplayValues();
    sheets.service.clearRequests();
    sheets.addOn.recalculateOnFlush = true;

    sheets.addOn.fire(triggers()[0]?.getUniqueId() ?? '', JUNE_3);

    expect(sheets.service.requests().length).toBeGreaterThan(0);
    expect(sheets.addOn.mails).toHaveLength(1);
    const [mail] = sheets.addOn.mails;
    expect(mail?.to).toBe('client@example.org,boss@example.com');
    expect(mail?.from).toBe(OWNER);
    expect(mail?.subject).toMatch(/^Search Visibility report of \d{4}-\d{2}-\d{2}$/);
    expectPdf(mail, /^Search Visibility report \d{4}-\d{2}-\d{2}\.pdf$/);
    // The refreshed tables, recalculated, then frozen: the PDF shows every figure, none left blank by the refresh.
    expect(sheets.addOn.pdfExports[0]?.formulas).toBe(0);
    expect(sheets.addOn.pdfExports[0]?.shown).toEqual(reportColumns(shown));
    expect(deliveryLine()).toMatchObject({ who: OWNER, ok: true });
    expect(deliveryLine()?.summary).toMatch(/^Report sent as a PDF \(\d+ KB\) to 2 recipients\.$/);
    expect(history().some((line) => line.by === 'Scheduled' && line.ok)).toBe(true);
  });

  test('each run sends the latest complete period of the report’s kind: a week’s report, the 7 days before the run', () => {
    // With the owner's personal token a run sends only the calls the owner confirmed: they follow the period.
    sheets.addOn.properties.documentStore.values.delete('SV_TOKEN');
    sheets.addOn.useToken(sheets.service.info.tokens.full, 'user');
    const made = createReportSheet(sheets, reportInput({ start: '2026-05-04', end: '2026-05-10' }));
    computeFromCells(made.definition, made.sheet);
    made.sheet.activate();
    sheets.addOn.run('svSaveDelivery', { every: 'week', weekday: 'MONDAY', hour: 7, recipients: 'client@example.org' });
    sheets.service.clearRequests();
    sheets.addOn.recalculateOnFlush = true;

    // Monday 15 June 2026, 7:00 in Berlin: the last complete 7 days are 8 to 14 June.
    const monday = { ...JUNE_3, 'day-of-month': 15, hour: 7 };
    sheets.addOn.fire(triggers()[0]?.getUniqueId() ?? '', monday);

    expect(deliveryLine()).toMatchObject({ ok: true });
    const sheet = made.sheet;
    expect([sheet.getRange('B5').getDisplayValues()[0]?.[0], sheet.getRange('B6').getDisplayValues()[0]?.[0]]).toEqual([
      '2026-06-08',
      '2026-06-14',
    ]);
    expect(sheet.getRange('A1').getValue()).toBe('Northwind Shoes UK: 2026-06-08 to 2026-06-14');
    expect(sheet.getName()).toBe(reportSheetName('Northwind Shoes UK', '2026-06-08', '2026-06-14'));
    expect(sheets.addOn.pdfExports[0]?.shown[0]?.[0]).toBe('Northwind Shoes UK: 2026-06-08 to 2026-06-14');
    // The refresh loaded the new period's calls, every one of the report's (none left unconfirmed), nothing older.
    const starts = new Set(sheets.service.requests().flatMap((request) => request.query.start_date ?? []));
    expect([...starts]).toEqual(['2026-06-08']);
    const refresh = history().find((line) => line.by === 'Scheduled');
    expect(refresh?.ok).toBe(true);
    expect(refresh?.summary).not.toMatch(/not confirmed|unconfirmed/i);

    // The next week's run starts from there, its calls confirmed in turn.
    sheets.service.clearRequests();
    sheets.addOn.fire(triggers()[0]?.getUniqueId() ?? '', { ...monday, 'day-of-month': 22 });
    expect([...new Set(sheets.service.requests().flatMap((request) => request.query.start_date ?? []))]).toEqual([
      '2026-06-15',
    ]);
  });

  test('a run whose report sheet was deleted is recorded as failed and mailed to its owner; no one else gets mail', () => {
    const { sheet } = readyReport();
    sheets.addOn.run('svSaveDelivery', {
      every: 'week',
      weekday: 'FRIDAY',
      hour: 18,
      recipients: 'client@example.org',
    });
    sheets.addOn.spreadsheet.deleteSheet(sheet);

    sheets.addOn.fire(triggers()[0]?.getUniqueId() ?? '', JUNE_3);

    expect(sheets.addOn.mails.map((mail) => mail.to)).toEqual([OWNER]);
    const [mail] = sheets.addOn.mails;
    expect(mail?.subject).toBe(
      'Search Visibility: your scheduled report was not sent (spreadsheet fake-spreadsheet-id)',
    );
    expect(mail?.body).toContain('The report sheet of this delivery was deleted.');
    expect(mail?.attachments).toEqual([]);
    expect(deliveryLine()).toMatchObject({ ok: false });
    expect(deliveryLine()?.summary).toMatch(/^Report not sent: The report sheet of this delivery was deleted\./);
  });

  test('a run whose export fails is recorded as failed and reported to its owner', () => {
    readyReport();
    sheets.addOn.run('svSaveDelivery', {
      every: 'week',
      weekday: 'FRIDAY',
      hour: 18,
      recipients: 'client@example.org',
    });
    sheets.addOn.recalculateOnFlush = true;
    sheets.addOn.pdfExportFailure = 503;

    sheets.addOn.fire(triggers()[0]?.getUniqueId() ?? '', JUNE_3);

    expect(sheets.addOn.mails.map((mail) => mail.to)).toEqual([OWNER]);
    expect(sheets.addOn.mails[0]?.body).toContain('Google did not export the report as a PDF (answer 503)');
    expect(deliveryLine()).toMatchObject({ ok: false });
  });

  test('another editor sees whose delivery it is but cannot read or change its recipients, nor remove it', () => {
    readyReport();
    sheets.addOn.run('svSaveDelivery', {
      every: 'week',
      weekday: 'FRIDAY',
      hour: 18,
      recipients: 'client@example.org',
    });
    sheets.addOn.user = 'editor@example.com';
    const view = sheets.addOn.run('svPdfSendView') as {
      delivery: { owner: string; ownedByYou: boolean; recipients: string[] };
    };
    expect(view.delivery).toMatchObject({ owner: OWNER, ownedByYou: false, recipients: [] });
    expect(() =>
      sheets.addOn.run('svSaveDelivery', { every: 'week', weekday: 'FRIDAY', hour: 18, recipients: 'me@evil.example' }),
    ).toThrow(
      /belongs to owner@example\.com: only they can change its recipients or remove it\. Nothing was changed\./,
    );
    expect(() => sheets.addOn.run('svRemoveDelivery')).toThrow(/belongs to owner@example\.com/);
    sheets.addOn.user = OWNER;
    sheets.addOn.recalculateOnFlush = true;

    sheets.addOn.fire(triggers()[0]?.getUniqueId() ?? '', JUNE_3);

    expect(sheets.addOn.mails.map((mail) => mail.to)).toEqual(['client@example.org']);
    expect(sheets.addOn.run('svRemoveDelivery')).toBe('The scheduled delivery was removed.');
    expect(triggers()).toHaveLength(0);
  });
});
