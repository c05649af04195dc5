import { CAMPAIGN, END, START } from './examples';
import { useSheetsAddOn } from './setup';

const sheets = useSheetsAddOn({ timeZone: 'Europe/Berlin' });

const triggers = () => sheets.addOn.scriptApp.triggers;
const schedule = () =>
  sheets.addOn.run('svGetSchedule') as { current: { description: string; ownedByYou: boolean } | null };

describe('Search Visibility > Schedule refresh…', () => {
  test('the dialog reads and changes the schedule through functions of the project', () => {
    sheets.addOn.menu('svShowScheduleDialog');
    const dialog = sheets.addOn.ui.dialogs[0];
    expect(dialog?.title).toMatch(/scheduled refresh/);
    for (const name of ['svGetSchedule', 'svSaveSchedule', 'svRemoveSchedule']) {
      expect(dialog?.html).toContain(`.${name}(`);
      expect(typeof sheets.addOn.global(name)).toBe('function');
    }
  });

  test('hourly, daily at an hour or weekly on a day: one trigger at a time, in the spreadsheet zone', () => {
    expect(schedule()).toMatchObject({ current: null, timeZone: 'Europe/Berlin', history: [] });

    sheets.addOn.run('svSaveSchedule', { every: 'day', hour: 7 });
    expect(triggers()).toHaveLength(1);
    expect(triggers()[0]?.schedule).toEqual({ everyDays: 1, atHour: 7, timeZone: 'Europe/Berlin' });
    expect(schedule().current?.description).toBe('Every day between 7:00 and 8:00 (Europe/Berlin)');

    sheets.addOn.run('svSaveSchedule', { every: 'week', weekday: 'MONDAY', hour: 9 });
    expect(triggers()).toHaveLength(1);
    expect(triggers()[0]?.schedule).toEqual({ weekDay: 'MONDAY', atHour: 9, timeZone: 'Europe/Berlin' });
    expect(schedule().current?.description).toBe('Every Monday between 9:00 and 10:00 (Europe/Berlin)');

    sheets.addOn.run('svSaveSchedule', { every: 'hour' });
    expect(triggers()).toHaveLength(1);
    expect(triggers()[0]?.schedule).toEqual({ everyHours: 1, timeZone: 'Europe/Berlin' });
    expect(schedule().current).toMatchObject({ description: 'Every hour', ownedByYou: true });
    expect(typeof sheets.addOn.global(triggers()[0]?.getHandlerFunction() ?? '')).toBe('function');

    expect(sheets.addOn.run('svRemoveSchedule')).toBe('The scheduled refresh was removed.');
    expect(triggers()).toHaveLength(0);
    expect(schedule().current).toBeNull();
    expect(sheets.addOn.run('svRemoveSchedule')).toBe('No refresh was scheduled.');
  });

  test('a schedule that makes no sense is refused and nothing changes', () => {
    for (const input of [
      { every: 'day', hour: 24 },
      { every: 'week', weekday: 'FUNDAY', hour: 3 },
      { every: 'month' },
      null,
    ]) {
      expect(() => sheets.addOn.run('svSaveSchedule', input)).toThrow(/hourly, daily at an hour/);
    }
    expect(triggers()).toHaveLength(0);
  });

  test('the trigger refreshes the spreadsheet with nobody watching', () => {
    const formula = `=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}")`;
    sheets.addOn.enterFormula('A1', formula, () => sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END));
    sheets.addOn.run('svSaveSchedule', { every: 'hour' });
    sheets.service.clearRequests();
    const alerts = sheets.addOn.ui.alerts.length;

    sheets.addOn.fire(triggers()[0]?.getUniqueId() ?? '');

    expect(sheets.service.requests()).toHaveLength(1);
    expect(sheets.addOn.ui.alerts).toHaveLength(alerts);
    expect(sheets.addOn.spreadsheet.dirty.size).toBe(1);
    expect(sheets.addOn.logs.some((line) => line.includes('1 of 1 call loaded'))).toBe(true);
  });

  test("another editor's new schedule replaces the old one, whose trigger stops itself", () => {
    sheets.addOn.enterFormula('A1', '=SV_CAMPAIGNS()', () => sheets.addOn.cell('SV_CAMPAIGNS'));
    sheets.addOn.run('svSaveSchedule', { every: 'day', hour: 6 });
    const ownersTrigger = triggers()[0]?.getUniqueId() ?? '';
    sheets.addOn.user = 'editor@example.com';
    sheets.addOn.run('svSaveSchedule', { every: 'week', weekday: 'FRIDAY', hour: 18 });
    sheets.addOn.user = 'owner@example.com';
    expect(schedule().current).toMatchObject({
      description: 'Every Friday between 18:00 and 19:00 (Europe/Berlin)',
      ownedByYou: false,
    });
    sheets.service.clearRequests();

    sheets.addOn.fire(ownersTrigger);

    expect(sheets.service.requests()).toHaveLength(0);
    expect(triggers().map((trigger) => trigger.owner)).toEqual(['editor@example.com']);
    sheets.addOn.fire(triggers()[0]?.getUniqueId() ?? '');
    expect(sheets.service.requests()).toHaveLength(1);
  });

  test('a scheduled run without a token fails with the message that says where to set it', () => {
    sheets.addOn.run('svSaveSchedule', { every: 'hour' });
    sheets.addOn.properties.documentStore.values.delete('SV_TOKEN');
    expect(() => sheets.addOn.fire(triggers()[0]?.getUniqueId() ?? '')).toThrow(/Set API token/);
  });
});
