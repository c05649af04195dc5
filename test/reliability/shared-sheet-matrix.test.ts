/**
 * Shared spreadsheet matrix (issue 30, items 4 and 5): two users of one spreadsheet through the built Sheets add-on
 * and the Apps Script fakes. The owner of a schedule and another editor share the spreadsheet's Document Properties
 * (its settings, schedule and refresh history); each has their own User Properties (a personal token), their own
 * triggers and their own mail. Each case is one finding: a run that does not say who ran it, Refresh now pushing the
 * schedule's runs out of the history, a schedule ended without a trace, another editor's "Email me", a personal token
 * loading other editors' formulas and the history answering for them, and mail that quotes editor-written text or is
 * sent again by moving a formula.
 */
import { CAMPAIGN, END, START } from '../sheets/examples';
import { useSheetsAddOn } from '../sheets/setup';

const OWNER = 'owner@agency.example';
const EDITOR = 'editor@client.example';
const PHISHING = 'ACTION NEEDED: your token expired, log in at https://sv-login.evil.example';

const sheets = useSheetsAddOn({ timeZone: 'Europe/Berlin', token: 'none' });

interface RunLine {
  when: string;
  by: string;
  who?: string;
  summary: string;
  failures: string[];
  ok: boolean;
}
interface ScheduleView {
  current: { ownedByYou: boolean; emailOnFailure: boolean; description: string } | null;
  history: RunLine[];
  tokenNotice?: string | null;
}
interface SidebarStatus {
  schedule: string | null;
  scheduleEnded?: string | null;
  runs: RunLine[];
}

const KEYWORDS = `=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}")`;
/** The same call over another period: a formula of the editor's that makes a call of its own. */
const EDITORS_START = '2026-09-01';
const EDITORS_KEYWORDS = `=SV_KEYWORDS(${CAMPAIGN}, "${EDITORS_START}", "${END}")`;
const BROKEN = `=SV_KEYWORDS(999999, "${START}", "${END}")`;

function as<T>(user: string, action: () => T): T {
  const previous = sheets.addOn.user;
  sheets.addOn.user = user;
  try {
    return action();
  } finally {
    sheets.addOn.user = previous;
  }
}

const scheduleView = (user: string) => as(user, () => sheets.addOn.run('svGetSchedule') as ScheduleView);
const sidebar = (user: string) => as(user, () => sheets.addOn.run('svSidebarStatus') as SidebarStatus);
const triggersOf = (user: string) => sheets.addOn.scriptApp.triggers.filter((trigger) => trigger.owner === user);
const fireOwnersSchedule = () => sheets.addOn.fire(triggersOf(OWNER)[0]?.getUniqueId() ?? '');
const mailsTo = (user: string) => sheets.addOn.mails.filter((mail) => mail.to === user);

/** A formula typed by `user`; its value does not matter here, only what refreshes do with it. */
function formula(user: string, a1: string, text: string): void {
  as(user, () => sheets.addOn.enterFormula(a1, text, () => ''));
}

function clearCell(a1: string): void {
  as(EDITOR, () => sheets.addOn.sheet().getRange(a1).clearContent());
}

const sharedToken = () => sheets.addOn.useToken(sheets.service.info.tokens.full, 'document');
const ownersPersonalToken = () => as(OWNER, () => sheets.addOn.useToken(sheets.service.info.tokens.full, 'user'));

/** Every text a user could be shown about runs: the dialog's and the sidebar's. */
const shownTo = (user: string) => JSON.stringify([scheduleView(user), sidebar(user)]);

describe('shared spreadsheet matrix', () => {
  test('each run says who ran it and how: the schedule as its owner, Refresh now as the editor at the keyboard', () => {
    sharedToken();
    formula(OWNER, 'A1', KEYWORDS);
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'hour' }));
    fireOwnersSchedule();
    as(EDITOR, () => sheets.addOn.menu('svRefreshNow'));

    const [menuRun, scheduledRun] = scheduleView(OWNER).history;
    expect(menuRun).toMatchObject({ by: 'Refresh now', who: EDITOR });
    expect(scheduledRun).toMatchObject({ by: 'Scheduled', who: OWNER });
  });

  test("20 presses of Refresh now (0 requests) do not push the owner's 8 scheduled runs out of the history", () => {
    sharedToken();
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'hour' }));
    for (let run = 0; run < 8; run += 1) fireOwnersSchedule();
    sheets.service.clearRequests();
    for (let press = 0; press < 20; press += 1) as(EDITOR, () => sheets.addOn.menu('svRefreshNow'));

    expect(sheets.service.requests()).toHaveLength(0);
    const history = scheduleView(OWNER).history;
    expect(history.filter((line) => line.by === 'Scheduled')).toHaveLength(8);
    expect(history.filter((line) => line.by === 'Refresh now')).toHaveLength(20);
  });

  test("removing another editor's schedule mails its owner (who asked for mail) and is recorded in the history", () => {
    sharedToken();
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'hour', emailOnFailure: true }));

    as(EDITOR, () => sheets.addOn.run('svRemoveSchedule'));

    const [mail] = mailsTo(OWNER);
    expect(mailsTo(OWNER)).toHaveLength(1);
    expect(mail?.subject).toMatch(/your scheduled refresh was removed by another editor/);
    expect(mail?.body).toContain(`was removed by ${EDITOR} on `);
    expect(mail?.body).toContain('https://docs.google.com/spreadsheets/d/fake-spreadsheet-id/edit');
    const [line] = scheduleView(EDITOR).history;
    expect(line?.summary).toBe(`${EDITOR} removed the scheduled refresh of ${OWNER}.`);
  });

  test("replacing another editor's schedule mails its owner and is recorded; the owner's choice not to be mailed holds", () => {
    sharedToken();
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'day', hour: 6, emailOnFailure: true }));
    as(EDITOR, () => sheets.addOn.run('svSaveSchedule', { every: 'hour' }));

    expect(mailsTo(OWNER)).toHaveLength(1);
    expect(mailsTo(OWNER)[0]?.body).toContain(`was replaced with a schedule of their own by ${EDITOR} on `);
    expect(scheduleView(OWNER).history[0]?.summary).toBe(
      `${EDITOR} replaced the scheduled refresh of ${OWNER} with a schedule of their own.`,
    );

    // The editor did not ask for mail: replacing their schedule in turn records it and sends nothing.
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'day', hour: 6 }));
    expect(mailsTo(EDITOR)).toHaveLength(0);
    expect(scheduleView(OWNER).history[0]?.summary).toBe(
      `${OWNER} replaced the scheduled refresh of ${EDITOR} with a schedule of their own.`,
    );
  });

  test("the owner's trigger records that its schedule is gone, and the owner's sidebar says who removed it and when", () => {
    sharedToken();
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'hour' }));
    const ownersTrigger = triggersOf(OWNER)[0]?.getUniqueId() ?? '';
    as(EDITOR, () => sheets.addOn.run('svRemoveSchedule'));
    sheets.service.clearRequests();

    sheets.addOn.fire(ownersTrigger);

    expect(sheets.service.requests()).toHaveLength(0);
    expect(triggersOf(OWNER)).toHaveLength(0);
    expect(scheduleView(OWNER).history[0]?.summary).toBe(
      `The scheduled refresh of ${OWNER} found it had been removed or replaced, and stopped.`,
    );
    const status = sidebar(OWNER);
    expect(status.schedule).toBeNull();
    expect(status.scheduleEnded).toMatch(
      new RegExp(
        `^Your scheduled refresh \\(Every hour\\) was removed by ${EDITOR} on \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`,
      ),
    );
    expect(sidebar(EDITOR).scheduleEnded ?? null).toBeNull();

    // Scheduling again is the answer: the notice goes.
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'hour' }));
    expect(sidebar(OWNER).scheduleEnded ?? null).toBeNull();
  });

  test('the Schedule dialog does not tick "Email me" for another editor\'s schedule', () => {
    sharedToken();
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'hour', emailOnFailure: true }));

    expect(scheduleView(OWNER).current).toMatchObject({ ownedByYou: true, emailOnFailure: true });
    expect(scheduleView(EDITOR).current).toMatchObject({ ownedByYou: false, emailOnFailure: false });
  });

  test("a schedule with the owner's personal token does not load a formula another editor added after it was saved", () => {
    ownersPersonalToken();
    formula(OWNER, 'A1', KEYWORDS);
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'hour' }));
    formula(EDITOR, 'B1', EDITORS_KEYWORDS);
    sheets.service.clearRequests();

    fireOwnersSchedule();

    const sent = sheets.service.requests();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((request) => JSON.stringify(request.query).includes(EDITORS_START))).toEqual([]);
    const [line] = scheduleView(OWNER).history;
    expect(line?.summary).toMatch(/1 of 1 call loaded, 2 formulas, .*; 1 formula not confirmed for the personal token/);

    // Saved again, the owner confirms the editor's formula: it is loaded with the owner's token from then on.
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'hour' }));
    sheets.service.clearRequests();
    fireOwnersSchedule();
    expect(sheets.service.requests().some((request) => JSON.stringify(request.query).includes(EDITORS_START))).toBe(
      true,
    );
  });

  test("changing a cell an owner's formula reads makes another call, which the personal-token schedule does not load", () => {
    ownersPersonalToken();
    as(OWNER, () => sheets.addOn.enterValues('C1', [[START]]));
    formula(OWNER, 'A1', `=SV_KEYWORDS(${CAMPAIGN}, C1, "${END}")`);
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'hour' }));
    as(EDITOR, () => sheets.addOn.enterValues('C1', [[EDITORS_START]]));
    sheets.service.clearRequests();

    fireOwnersSchedule();

    expect(sheets.service.requests()).toHaveLength(0);
  });

  test("the history shows an editor no figures of a run made with the owner's personal token", () => {
    ownersPersonalToken();
    formula(OWNER, 'A1', KEYWORDS);
    formula(EDITOR, 'B1', EDITORS_KEYWORDS);
    formula(EDITOR, 'B2', BROKEN);
    // The owner presses Refresh now: every formula loads with the owner's token (the owner is told what loaded).
    as(OWNER, () => sheets.addOn.menu('svRefreshNow'));

    const [ownersLine] = scheduleView(OWNER).history;
    expect(ownersLine?.summary).toMatch(/2 of 3 calls loaded, 3 formulas, [\d,]+ rows?/);
    expect(ownersLine?.failures).toHaveLength(1);

    const [editorsLine] = scheduleView(EDITOR).history;
    expect(editorsLine).toMatchObject({ by: 'Refresh now', failures: [], ok: true });
    expect(editorsLine?.summary).toBe(`Ran with the personal token of ${OWNER}: its figures are shown only to them.`);
    expect(shownTo(EDITOR)).not.toMatch(/\d+ rows?\b|\d+ failed|calls? loaded/);
  });

  test('the failure mail names neither the spreadsheet nor a formula argument, and links the cells', () => {
    sharedToken();
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'hour', emailOnFailure: true }));
    as(EDITOR, () => sheets.addOn.spreadsheet.rename(PHISHING));
    formula(EDITOR, 'B3', `=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}", "${PHISHING}")`);
    formula(EDITOR, 'B4', `=SV_KEYWORDS(${CAMPAIGN}, "${PHISHING}", "${END}")`);

    fireOwnersSchedule();

    expect(mailsTo(OWNER)).toHaveLength(1);
    const [mail] = mailsTo(OWNER);
    expect(mail?.subject).toBe(
      'Search Visibility: a scheduled refresh left 2 failed calls (spreadsheet fake-spreadsheet-id)',
    );
    for (const text of [mail?.subject ?? '', mail?.body ?? '']) {
      expect(text).not.toMatch(/evil\.example|ACTION NEEDED|log in/i);
    }
    expect(mail?.body).toContain('https://docs.google.com/spreadsheets/d/fake-spreadsheet-id/edit#gid=0&range=B3');
    expect(mail?.body).toContain('https://docs.google.com/spreadsheets/d/fake-spreadsheet-id/edit#gid=0&range=B4');
  });

  test('the history quotes no formula argument nor error text an editor wrote, only cells and function names', () => {
    sharedToken();
    formula(EDITOR, 'B3', `=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}", "${PHISHING}")`);
    formula(EDITOR, 'B4', `=SV_KEYWORDS(${CAMPAIGN}, "${PHISHING}", "${END}")`);
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'hour' }));

    fireOwnersSchedule();

    const [line] = scheduleView(OWNER).history;
    expect(line?.failures).toHaveLength(2);
    for (const failure of line?.failures ?? []) expect(failure).toMatch(/^Sheet1!B[34]: SV_KEYWORDS: /);
    expect(shownTo(OWNER)).not.toMatch(/evil\.example|ACTION NEEDED|log in/i);
  });

  test('moving a failing formula to another cell before each run does not send more than one mail a day', () => {
    sharedToken();
    as(OWNER, () => sheets.addOn.run('svSaveSchedule', { every: 'hour', emailOnFailure: true }));
    for (let run = 0; run < 5; run += 1) {
      if (run > 0) clearCell(`B${run}`);
      formula(EDITOR, `B${run + 1}`, BROKEN);
      fireOwnersSchedule();
    }

    expect(mailsTo(OWNER)).toHaveLength(1);
    expect(scheduleView(OWNER).history.filter((line) => line.by === 'Scheduled' && !line.ok)).toHaveLength(5);
  });

  test('the Schedule dialog says which token a schedule saved now would use, and for whose formulas', () => {
    ownersPersonalToken();
    expect(scheduleView(OWNER).tokenNotice).toMatch(
      /runs with your personal token, so it refreshes only the SV_ formulas in the spreadsheet when you save it/,
    );
    sharedToken();
    expect(scheduleView(OWNER).tokenNotice).toMatch(/runs with the spreadsheet's shared token.*whoever wrote it/);
  });
});
