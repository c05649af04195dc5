import { denyIn, type Runtime } from './runtime';

const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
/** Apps Script's limit of triggers per user per script. */
const MAX_TRIGGERS_PER_USER = 20;

export interface ClockSchedule {
  everyMinutes?: number;
  everyHours?: number;
  everyDays?: number;
  everyWeeks?: number;
  weekDay?: string;
  monthDay?: number;
  atHour?: number;
  nearMinute?: number;
  timeZone?: string;
}

export class FakeTrigger {
  constructor(
    private readonly uid: string,
    private readonly handler: string,
    readonly owner: string,
    readonly schedule: ClockSchedule,
  ) {}

  getUniqueId(): string {
    return this.uid;
  }
  getHandlerFunction(): string {
    return this.handler;
  }
  getEventType(): string {
    return 'CLOCK';
  }
  getTriggerSource(): string {
    return 'CLOCK';
  }
  getTriggerSourceId(): string | null {
    return null;
  }
}

/** The Google OAuth token a user's executions hold; the fakes of Google's own addresses check it. */
export const oauthTokenOf = (user: string) => `ya29.fake-google-token-of-${user}`;

export function createScriptApp(runtime: Runtime, currentUser: () => string) {
  const triggers: FakeTrigger[] = [];
  let nextId = 1000;

  function clockBuilder(handler: string) {
    const schedule: ClockSchedule = {};
    const builder = {
      everyMinutes(n: number) {
        if (![1, 5, 10, 15, 30].includes(n))
          throw new Error('Exception: The number of minutes must be 1, 5, 10, 15 or 30.');
        schedule.everyMinutes = n;
        return builder;
      },
      everyHours(n: number) {
        if (![1, 2, 4, 6, 8, 12].includes(n))
          throw new Error('Exception: The number of hours must be 1, 2, 4, 6, 8 or 12.');
        schedule.everyHours = n;
        return builder;
      },
      everyDays(n: number) {
        if (!Number.isInteger(n) || n < 1) throw new Error('Exception: Invalid argument: days');
        schedule.everyDays = n;
        return builder;
      },
      everyWeeks(n: number) {
        if (!Number.isInteger(n) || n < 1) throw new Error('Exception: Invalid argument: weeks');
        schedule.everyWeeks = n;
        return builder;
      },
      onMonthDay(day: number) {
        if (!Number.isInteger(day) || day < 1 || day > 31) throw new Error('Exception: Invalid argument: day');
        schedule.monthDay = day;
        return builder;
      },
      onWeekDay(day: string) {
        if (!(WEEKDAYS as readonly string[]).includes(String(day))) throw new Error('Exception: Invalid argument: day');
        schedule.weekDay = String(day);
        return builder;
      },
      atHour(hour: number) {
        if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error('Exception: Invalid argument: hour');
        schedule.atHour = hour;
        return builder;
      },
      nearMinute(minute: number) {
        schedule.nearMinute = minute;
        return builder;
      },
      inTimezone(timeZone: string) {
        schedule.timeZone = timeZone;
        return builder;
      },
      create(): FakeTrigger {
        denyIn(runtime, ['custom-function'], 'ScriptApp.newTrigger');
        const recurrences = [
          schedule.everyMinutes,
          schedule.everyHours,
          schedule.everyDays,
          schedule.everyWeeks ?? schedule.weekDay,
          schedule.monthDay,
        ];
        if (recurrences.filter((value) => value !== undefined).length !== 1) {
          throw new Error('Exception: A time-based trigger needs exactly one recurrence.');
        }
        const daily =
          schedule.everyDays !== undefined ||
          schedule.everyWeeks !== undefined ||
          schedule.weekDay !== undefined ||
          schedule.monthDay !== undefined;
        if (schedule.atHour !== undefined && !daily) {
          throw new Error('Exception: atHour() is only valid with everyDays(), everyWeeks() or onWeekDay().');
        }
        const owner = currentUser();
        if (triggers.filter((trigger) => trigger.owner === owner).length >= MAX_TRIGGERS_PER_USER) {
          throw new Error(
            'Exception: This script has too many triggers. Triggers must be deleted from the script before more can be added.',
          );
        }
        const trigger = new FakeTrigger(String(nextId++), handler, owner, { ...schedule });
        triggers.push(trigger);
        return trigger;
      },
    };
    return builder;
  }

  return {
    triggers,
    service: {
      AuthMode: { NONE: 'NONE', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION', LIMITED: 'LIMITED', FULL: 'FULL' },
      WeekDay: Object.fromEntries(WEEKDAYS.map((day) => [day, day])),
      EventType: { CLOCK: 'CLOCK', ON_OPEN: 'ON_OPEN', ON_EDIT: 'ON_EDIT' },
      TriggerSource: { CLOCK: 'CLOCK', SPREADSHEETS: 'SPREADSHEETS' },
      newTrigger(handler: string) {
        denyIn(runtime, ['custom-function'], 'ScriptApp.newTrigger');
        return { timeBased: () => clockBuilder(handler) };
      },
      getProjectTriggers(): FakeTrigger[] {
        denyIn(runtime, ['custom-function'], 'ScriptApp.getProjectTriggers');
        return triggers.filter((trigger) => trigger.owner === currentUser());
      },
      /** Installable triggers whose source is the spreadsheet; time-driven ones are not among them. */
      getUserTriggers(_spreadsheet: unknown): FakeTrigger[] {
        denyIn(runtime, ['custom-function'], 'ScriptApp.getUserTriggers');
        return [];
      },
      deleteTrigger(trigger: FakeTrigger): void {
        denyIn(runtime, ['custom-function'], 'ScriptApp.deleteTrigger');
        const index = triggers.indexOf(trigger);
        if (index < 0 || trigger.owner !== currentUser()) throw new Error('Exception: No trigger found to delete.');
        triggers.splice(index, 1);
      },
      getScriptId: () => 'fake-script-id',
      /** The effective user's Google OAuth token (what the PDF export fake accepts). */
      getOAuthToken: () => oauthTokenOf(currentUser()),
    },
  };
}
