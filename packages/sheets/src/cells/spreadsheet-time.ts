import type { CoerceContext } from '@sv/core';

/**
 * Sheets reads a returned Date as an instant and shows it in the spreadsheet's time zone, and hands Date cells to
 * functions the same way; so dates are built and read in that zone, never in the script's zone or in UTC.
 */
export function spreadsheetTimeZone(): string {
  try {
    const zone = SpreadsheetApp.getActive()?.getSpreadsheetTimeZone();
    if (zone) return zone;
  } catch {
    // Outside a spreadsheet (a trigger without one, tests of the library): fall back to the script's zone.
  }
  return Session.getScriptTimeZone();
}

export function formatDateIn(date: Date, timeZone: string): string {
  return Utilities.formatDate(date, timeZone, 'yyyy-MM-dd');
}

/** Today and dates as the spreadsheet's calendar reads them: what a cell's arguments are checked and keyed against. */
export function spreadsheetCoerce(
  timeZone = spreadsheetTimeZone(),
): CoerceContext & Required<Pick<CoerceContext, 'formatDate'>> {
  const formatDate = (date: Date) => formatDateIn(date, timeZone);
  return { today: () => formatDate(new Date()), formatDate };
}

/** Minutes east of UTC in Utilities.formatDate's "Z" form ("+0530" → 330); anything else reads as 0. */
function minutesOf(text: string): number {
  const match = /^([+-])(\d{2})(\d{2})$/.exec(text);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Minutes east of UTC that the zone observes at that instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  return minutesOf(Utilities.formatDate(new Date(instant), timeZone, 'Z'));
}

/** The day the zone shows at that instant and the minutes east of UTC it observes then, from one formatDate call. */
function dayAndOffset(instant: number, timeZone: string): { day: string; offset: number } {
  const text = Utilities.formatDate(new Date(instant), timeZone, 'yyyy-MM-dd Z');
  return { day: text.slice(0, 10), offset: minutesOf(text.slice(11)) };
}

/**
 * Midnight of a `YYYY-MM-DD` day in the zone, as the instant Sheets will show as that date. Where a daylight-saving
 * change skips midnight itself (Santiago, Havana...), the day starts at 01:00, and that instant is used instead.
 * Each Utilities.formatDate call crosses into Apps Script's services, and a table may hold hundreds of days: the
 * second guess's offset and the first guess's day come from one call, so a day usually costs two.
 */
export function dateAtMidnight(isoDate: string, timeZone: string): Date | string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const wallClock = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const firstGuess = wallClock - offsetMinutes(wallClock, timeZone) * 60000;
  // Again from the first guess: it may sit on the other side of a daylight-saving change.
  const atFirstGuess = dayAndOffset(firstGuess, timeZone);
  const secondGuess = wallClock - atFirstGuess.offset * 60000;
  const dayAt = (instant: number) =>
    instant === firstGuess ? atFirstGuess.day : formatDateIn(new Date(instant), timeZone);
  for (const instant of [secondGuess, firstGuess, secondGuess + 3600000, firstGuess + 3600000]) {
    if (dayAt(instant) === isoDate) return new Date(instant);
  }
  return new Date(secondGuess);
}
