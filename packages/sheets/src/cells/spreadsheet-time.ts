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

/** Minutes east of UTC that the zone observes at that instant ("+0530" → 330). */
function offsetMinutes(instant: number, timeZone: string): number {
  const text = Utilities.formatDate(new Date(instant), timeZone, 'Z');
  const match = /^([+-])(\d{2})(\d{2})$/.exec(text);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Midnight of a `YYYY-MM-DD` day in the zone, as the instant Sheets will show as that date. Where a daylight-saving
 * change skips midnight itself (Santiago, Havana...), the day starts at 01:00, and that instant is used instead.
 */
export function dateAtMidnight(isoDate: string, timeZone: string): Date | string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const wallClock = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const firstGuess = wallClock - offsetMinutes(wallClock, timeZone) * 60000;
  // Again from the first guess: it may sit on the other side of a daylight-saving change.
  const secondGuess = wallClock - offsetMinutes(firstGuess, timeZone) * 60000;
  for (const instant of [secondGuess, firstGuess, secondGuess + 3600000, firstGuess + 3600000]) {
    const date = new Date(instant);
    if (formatDateIn(date, timeZone) === isoDate) return date;
  }
  return new Date(secondGuess);
}
