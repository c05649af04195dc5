import { formatDateIn, spreadsheetTimeZone } from '../cells/spreadsheet-time';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The day a time-driven trigger fired, in the spreadsheet's zone, from its event (year, month, day-of-month and the
 * time, in the zone its `timezone` names); undefined when the event does not say, and the clock decides.
 */
export function dayOfEvent(event?: GoogleAppsScript.Events.TimeDriven): string | undefined {
  const fields = (event ?? {}) as unknown as Record<string, unknown>;
  const [year, month, day, hour, minute] = ['year', 'month', 'day-of-month', 'hour', 'minute'].map((key) =>
    Number(fields[key] ?? (key === 'hour' || key === 'minute' ? 0 : Number.NaN)),
  ) as [number, number, number, number, number];
  if (![year, month, day, hour, minute].every(Number.isInteger)) return undefined;
  const zone = spreadsheetTimeZone();
  if (fields.timezone === zone) return `${year}-${pad(month)}-${pad(day)}`;
  if (fields.timezone === 'UTC') return formatDateIn(new Date(Date.UTC(year, month - 1, day, hour, minute)), zone);
  return undefined;
}
