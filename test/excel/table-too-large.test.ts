import { type Sandbox, start } from '@sv/sandbox';
import { loadFunctionsScript } from './helpers/excel-shim';

/**
 * Tables far larger than Excel accepts from an add-in function (about 5 MB), called through the built functions.js:
 * the add-in's own refusal, saying how to narrow the table, and never a crash once the pages are paid for. A
 * recalculation repeats the refusal without sending anything.
 */

/** Today on this computer, as the add-in reads it. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

let sandbox: Sandbox;
// The add-in reads "365 days ago" from the computer's clock: the sandbox's campaigns are tracked up to the same day.
beforeAll(async () => {
  sandbox = await start({ today: localToday() });
});
afterAll(async () => {
  await sandbox?.close();
});

function excel() {
  return loadFunctionsScript({
    SV_TOKEN: sandbox.tokens.full,
    SV_GATEWAY_URL: sandbox.v3Url,
    SV_V1_URL: sandbox.v1Url,
  });
}

/** The add-in's refusal of a table too large; not a bare failure ("Unexpected problem: Invalid string length"). */
const TOO_LARGE = {
  code: '#VALUE!',
  message: expect.stringMatching(
    /^The table (has|would have at least) \d+ rows × 5 columns .*more than Excel accepts .*5 MB.*"columns=keyword_id,keyword,device".*limit=.*sv daily-ranks/,
  ),
};

async function refusal(functions: ReturnType<typeof excel>, ...args: unknown[]) {
  const error = await functions.call('DAILY_RANKS', ...args).then(
    () => undefined,
    (caught: unknown) => caught as { code: string; message: string },
  );
  expect(error).toMatchObject(TOO_LARGE);
  expect(error?.message).not.toMatch(/Unexpected problem|Invalid string length/);
  return error;
}

describe('SV.DAILY_RANKS of 25,000 keywords in Excel', () => {
  it('a year (18 million rows): refused after its first page, and unsent on recalculation', async () => {
    const functions = excel();
    const args = [103, '365 days ago', 'yesterday', null, null];
    const first = await refusal(functions, ...args);
    // A page of a year is 1,000 keywords × 2 devices × 365 days, 730,000 rows: the first page read refuses the table.
    const sent = functions.sent.length;
    expect(sent).toBeLessThanOrEqual(2);
    expect(first?.message).toMatch(/^The table would have at least/);
    expect(await refusal(functions, ...args)).toEqual(first);
    expect(functions.sent).toHaveLength(sent);
  });

  it('two days (100,000 rows): too large by a little, measured once read, and unsent on recalculation', async () => {
    const functions = excel();
    const args = [103, '2 days ago', 'yesterday', null, null];
    const first = await refusal(functions, ...args);
    const sent = functions.sent.length;
    expect(first?.message).toMatch(/^The table has 100000 rows × 5 columns/);
    expect(await refusal(functions, ...args)).toEqual(first);
    expect(functions.sent).toHaveLength(sent);
  });
});
