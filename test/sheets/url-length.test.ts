import { CAMPAIGN, END, START } from './examples';
import { useSheetsAddOn } from './setup';

/**
 * Apps Script sends URLs of at most 2 kB (the fake UrlFetchApp refuses longer ones as the real one does, with an
 * exception the add-on used to report as a lost connection). The built add-on measures every request first.
 */
const sheets = useSheetsAddOn();

function cellError(name: string, ...args: unknown[]): string {
  try {
    sheets.addOn.cell(name, ...args);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${name} did not fail`);
}

describe('URL length in Google Sheets', () => {
  test('over-long search text is refused before sending, naming the option and the size that fits', () => {
    const message = cellError('SV_KEYWORDS', CAMPAIGN, START, END, '', `search=${'a'.repeat(100_000)}`);
    expect(message).toMatch(
      /^search: 100,000 characters is too long for one request from Google Sheets; at most 1,\d{3} fit/,
    );
    expect(message).not.toMatch(/Could not reach|internet connection/);
    expect(sheets.service.requests()).toHaveLength(0);
  });

  test('a search text of the size the message names works', () => {
    const message = cellError('SV_KEYWORDS', CAMPAIGN, START, END, '', `search=${'a'.repeat(5000)}`);
    const fit = Number(/at most ([\d,]+) fit/.exec(message)?.[1]?.replace(/,/g, ''));
    expect(sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END, '', `search=${'a'.repeat(fit)}`)).toBeDefined();
    expect(sheets.service.requests().every((request) => request.status === 200)).toBe(true);
  });

  test('400 keyword ids are read in several requests that each fit, and the rows merged once each', () => {
    const tracked = sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END, '', 'columns=keyword_id') as unknown[][];
    const ids = tracked.slice(1).map((row) => Number(row[0]));
    const wanted = [...ids, ...Array.from({ length: 400 - ids.length }, (_, i) => 90_000_000 + i)];
    sheets.service.clearRequests();
    const table = sheets.addOn.cell(
      'SV_KEYWORDS',
      CAMPAIGN,
      START,
      END,
      '',
      `keyword_ids=${wanted.join(',')}; columns=keyword_id`,
    ) as unknown[][];
    expect(
      table
        .slice(1)
        .map((row) => Number(row[0]))
        .sort(),
    ).toEqual([...ids].sort());
    expect(sheets.service.requests().length).toBeGreaterThan(1);
  });

  test('an over-long list that cannot be split (share of voice sums over the keywords) is refused in items', () => {
    const ids = Array.from({ length: 400 }, (_, i) => 10_100_001 + i).join(',');
    const message = cellError('SV_SHARE_OF_VOICE', CAMPAIGN, '2026-10-15', '', '', '', `keyword_ids=${ids}`);
    expect(message).toMatch(/^keyword_ids: 400 items are too many for one request from Google Sheets; at most \d+ fit/);
    expect(sheets.service.requests()).toHaveLength(0);
  });
});
