import { CAMPAIGN, END, START } from './examples';
import { useSheetsAddOn } from './setup';

/**
 * Schedules you can watch (issue 22 item 3), through the built add-on: every run of Refresh now and of the schedule is
 * recorded in Document Properties and shown by the Schedule dialog and the sidebar; a scheduled run that leaves failed
 * formulas may email the user who scheduled it.
 */
const sheets = useSheetsAddOn({ timeZone: 'Europe/Berlin' });

interface RunLine {
  when: string;
  by: string;
  summary: string;
  failures: string[];
  ok: boolean;
}
interface StoredRun {
  started: number;
  durationMs: number;
  by: string;
  formulas: number;
  calls: number;
  loaded: number;
  rows: number;
  requests: number;
  failures: { where: string; message: string }[];
  moreFailures: number;
  stopped?: string;
}

const KEYWORDS = `=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}")`;
const BROKEN = `=SV_KEYWORDS(999999, "${START}", "${END}")`;
/** Refresh now's runs and the schedule's are kept apart; newest first, as the views merge them. */
const stored = () =>
  ['SV_REFRESH_RUNS', 'SV_SCHEDULED_RUNS']
    .flatMap((key) => JSON.parse(sheets.addOn.properties.documentStore.getProperty(key) ?? '[]') as StoredRun[])
    .sort((a, b) => b.started - a.started);
const scheduleView = () =>
  sheets.addOn.run('svGetSchedule') as { current: { emailOnFailure: boolean } | null; history: RunLine[] };
const sidebarRuns = () => (sheets.addOn.run('svSidebarStatus') as { runs: RunLine[] }).runs;
const triggers = () => sheets.addOn.scriptApp.triggers;
const fireSchedule = () => sheets.addOn.fire(triggers()[0]?.getUniqueId() ?? '');

function keywordsIn(a1: string, formula = KEYWORDS): void {
  sheets.addOn.enterFormula(a1, formula, () => '');
}

describe('each refresh run is recorded', () => {
  test('Refresh now: start, duration, formulas, rows, requests, as the dialog and the sidebar show them', () => {
    keywordsIn('A1');
    keywordsIn('A300');
    sheets.addOn.enterFormula('C1', '=SV_CAMPAIGNS()', () => '');
    const rowsOfKeywords = (sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END) as unknown[]).length - 1;
    const rowsOfCampaigns = (sheets.addOn.cell('SV_CAMPAIGNS') as unknown[]).length - 1;
    sheets.service.clearRequests();
    const before = Date.now();

    sheets.addOn.menu('svRefreshNow');

    const [run] = stored();
    expect(run).toMatchObject({
      by: 'menu',
      formulas: 3,
      calls: 2,
      loaded: 2,
      rows: rowsOfKeywords + rowsOfCampaigns,
      requests: sheets.service.requests().length,
      failures: [],
      moreFailures: 0,
    });
    expect(run?.requests).toBeGreaterThan(0);
    expect(run?.started).toBeGreaterThanOrEqual(before);
    expect(run?.durationMs).toBeGreaterThanOrEqual(0);

    const shown = scheduleView().history;
    expect(shown).toHaveLength(1);
    expect(shown[0]?.by).toBe('Refresh now');
    expect(shown[0]?.when).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(shown[0]?.summary).toMatch(
      new RegExp(
        `^2 of 2 calls loaded, 3 formulas, ${(rowsOfKeywords + rowsOfCampaigns).toLocaleString('en-US')} rows, \\d+ requests?, \\d+\\.\\d s$`,
      ),
    );
    expect(shown[0]?.ok).toBe(true);
    expect(sidebarRuns()).toEqual(shown);
  });

  test('the scheduled run too, and each failed formula with its message', () => {
    keywordsIn('A1');
    keywordsIn('B1', BROKEN);
    keywordsIn('B9', BROKEN);
    sheets.addOn.run('svSaveSchedule', { every: 'hour' });

    fireSchedule();

    const [run] = stored();
    expect(run).toMatchObject({ by: 'schedule', formulas: 3, calls: 2, loaded: 1, moreFailures: 0 });
    expect(run?.failures).toHaveLength(1);
    expect(run?.failures[0]?.where).toBe('Sheet1!B1, Sheet1!B9');
    expect(run?.failures[0]?.message).toMatch(/campaign/i);
    const [line] = scheduleView().history;
    expect(line?.by).toBe('Scheduled');
    expect(line?.ok).toBe(false);
    expect(line?.summary).toMatch(/; 1 failed$/);
    expect(line?.failures[0]).toMatch(/^Sheet1!B1, Sheet1!B9: .*campaign/i);
  });

  test('a run that stops at once is recorded with the reason, and still reported as before', () => {
    keywordsIn('A1');
    sheets.addOn.properties.documentStore.values.delete('SV_TOKEN');
    sheets.addOn.menu('svRefreshNow');
    const [line] = scheduleView().history;
    expect(line?.summary).toMatch(
      /^Stopped: The API token or addresses are missing or unusable \(Search Visibility > Set API token…/,
    );
    expect(line?.ok).toBe(false);
    expect(stored()[0]).toMatchObject({ requests: 0, formulas: 0 });
    expect(sheets.addOn.ui.alerts.at(-1)?.message).toMatch(/^No API token is set/);
  });

  test('a message echoing the token is kept and shown masked', () => {
    const token = sheets.service.info.tokens.full;
    keywordsIn('A1');
    sheets.service.addFault({ kind: 'echo-token', status: 400, echo: 'as-sent' });
    sheets.addOn.menu('svRefreshNow');
    expect(stored()[0]?.failures).toHaveLength(1);
    expect(sheets.addOn.properties.documentStore.getProperty('SV_REFRESH_RUNS')).not.toContain(token);
    expect(JSON.stringify(scheduleView())).not.toContain(token);
    expect(JSON.stringify(sidebarRuns())).not.toContain(token);
  });
});

describe('the history stays within Document Properties', () => {
  test('the last 20 runs, newest first', () => {
    keywordsIn('A1');
    for (let n = 0; n < 23; n += 1) sheets.addOn.menu('svRefreshNow');
    const runs = stored();
    expect(runs).toHaveLength(20);
    const starts = runs.map((run) => run.started);
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
    expect(scheduleView().history).toHaveLength(20);
  });

  test('long names and many failures are cut to a bound, old details go first, and the value fits 9 KB', () => {
    const sheetName = `Client ${'ü'.repeat(90)}`;
    sheets.addOn.spreadsheet.insertSheet(sheetName);
    // Twelve distinct failing calls per run, each in a cell of the long-named sheet.
    for (let n = 0; n < 12; n += 1) {
      sheets.addOn.enterFormula(`A${n + 1}`, `=SV_KEYWORDS(${999000 + n}, "${START}", "${END}")`, () => '', sheetName);
    }
    // About 2 KB of details per run: by the eighth run the oldest runs must give theirs up.
    for (let n = 0; n < 8; n += 1) sheets.addOn.menu('svRefreshNow');

    const text = sheets.addOn.properties.documentStore.getProperty('SV_REFRESH_RUNS') ?? '';
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(8000);
    const runs = stored();
    expect(runs).toHaveLength(8);
    const [newest] = runs;
    expect(newest?.failures).toHaveLength(5);
    expect(newest?.moreFailures).toBe(7);
    for (const failure of newest?.failures ?? []) {
      expect(failure.where.length).toBeLessThanOrEqual(80);
      expect(failure.message.length).toBeLessThanOrEqual(200);
    }
    // Every run kept still counts its 12 failures, listed or not; the oldest lost their details first.
    for (const run of runs) expect(run.failures.length + run.moreFailures).toBe(12);
    expect(runs.at(-1)?.failures).toEqual([]);
    expect(scheduleView().history[0]?.failures.at(-1)).toBe('and 7 more failed calls (not kept)');
  });
});

describe('the optional email after a scheduled run with failed formulas', () => {
  test('is off by default: a failing scheduled run sends nothing', () => {
    keywordsIn('B1', BROKEN);
    sheets.addOn.run('svSaveSchedule', { every: 'hour' });
    expect(scheduleView().current?.emailOnFailure).toBe(false);
    fireSchedule();
    expect(sheets.addOn.mails).toHaveLength(0);
  });

  test('when ticked, goes to the user who scheduled it, links the failed cells, never the token, once a day', () => {
    const token = sheets.service.info.tokens.full;
    keywordsIn('A1');
    keywordsIn('B1', BROKEN);
    sheets.addOn.user = 'scheduler@example.com';
    sheets.addOn.useToken(token);
    sheets.addOn.run('svSaveSchedule', { every: 'hour', emailOnFailure: true });
    expect(scheduleView().current?.emailOnFailure).toBe(true);
    sheets.addOn.user = 'owner@example.com';
    sheets.service.addFault({
      kind: 'echo-token',
      status: 400,
      echo: 'as-sent',
      path: '/v3/rank-tracker/v3.0/keywords',
    });

    fireSchedule();

    expect(sheets.addOn.mails).toHaveLength(1);
    const [mail] = sheets.addOn.mails;
    expect(mail?.to).toBe('scheduler@example.com');
    expect(mail?.subject).toBe(
      'Search Visibility: a scheduled refresh left 2 failed calls (spreadsheet fake-spreadsheet-id)',
    );
    expect(mail?.body).toContain('https://docs.google.com/spreadsheets/d/fake-spreadsheet-id/edit#gid=0&range=A1');
    expect(mail?.body).toContain('https://docs.google.com/spreadsheets/d/fake-spreadsheet-id/edit#gid=0&range=B1');
    expect(mail?.body).toMatch(/- SV_KEYWORDS: the service refused the arguments; the cell shows the full message/);
    expect(mail?.body).toMatch(/Schedule refresh/);
    expect(`${mail?.subject}${mail?.body}`).not.toContain(token);

    // The same failing cells again within a day: no second message.
    fireSchedule();
    expect(sheets.addOn.mails).toHaveLength(1);
  });

  test('a run without failures sends nothing; nor does Refresh now', () => {
    keywordsIn('A1');
    sheets.addOn.run('svSaveSchedule', { every: 'hour', emailOnFailure: true });
    fireSchedule();
    keywordsIn('B1', BROKEN);
    sheets.addOn.menu('svRefreshNow');
    expect(sheets.addOn.mails).toHaveLength(0);
  });

  test('only a real true turns it on', () => {
    sheets.addOn.run('svSaveSchedule', { every: 'hour', emailOnFailure: 'yes' });
    expect(scheduleView().current?.emailOnFailure).toBe(false);
  });
});
