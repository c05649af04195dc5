import { CAMPAIGN, END, START } from './examples';
import { CUSTOM_FUNCTION_LIMIT_MS } from './harness';
import { useSheetsAddOn } from './setup';

const sheets = useSheetsAddOn({ token: 'none' });
beforeEach(() => {
  sheets.service.configure({ latency: { fixedMs: 0, jitterMs: 0 }, dailyQuota: 10000 });
});

/** What the cell shows: the thrown Error's message. Fails when the call does not throw a plain Error. */
function cellError(name: string, ...args: unknown[]): string {
  try {
    sheets.addOn.cell(name, ...args);
  } catch (error) {
    expect(Object.prototype.toString.call(error)).toBe('[object Error]');
    expect((error as Error).name).toBe('Error');
    return (error as Error).message;
  }
  throw new Error(`${name} did not fail`);
}

describe('settings', () => {
  test('with no token the cell says where to set it and nothing is sent', () => {
    expect(cellError('SV_KEYWORDS', CAMPAIGN, START, END)).toMatch(/Search Visibility > Set API token/);
    expect(sheets.service.requests()).toHaveLength(0);
  });

  test('a token kept in Script Properties or in a cell is not used', () => {
    sheets.addOn.properties.scriptStore.values.set('SV_TOKEN', sheets.service.info.tokens.full);
    expect(cellError('SV_CAMPAIGNS')).toMatch(/No API token is set/);
    expect(sheets.service.requests()).toHaveLength(0);
  });

  test("the user's own token works when the spreadsheet has none", () => {
    sheets.addOn.useToken(sheets.service.info.tokens.full, 'user');
    expect(sheets.addOn.cell('SV_CAMPAIGNS', `campaign_ids=${CAMPAIGN}`)).toHaveLength(2);
    expect(sheets.service.requests()[0]?.status).toBe(200);
  });

  test("the spreadsheet's shared token is used before the user's own", () => {
    sheets.addOn.useToken(sheets.service.info.tokens.limited, 'document');
    sheets.addOn.useToken(sheets.service.info.tokens.full, 'user', false);
    sheets.addOn.cell('SV_CAMPAIGNS');
    expect(sheets.service.requests()[0]?.access).toBe('limited');
  });

  test('the API address settings send the calls to the sandbox, the token only in the Authorization header', () => {
    sheets.addOn.useToken(sheets.service.info.tokens.full);
    sheets.addOn.cell('SV_CAMPAIGNS');
    const [request] = sheets.service.requests();
    expect(request?.path).toBe('/v3/dashboard/v3.0/campaigns/tracked');
    expect(JSON.stringify(request?.query)).not.toContain(sheets.service.info.tokens.full);
  });
});

describe('errors', () => {
  test('a refused token is named as the problem, without showing the token', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.not-a-token-of-this-sheets.service.c2lnbmF0dXJl';
    sheets.addOn.useToken(token);
    const message = cellError('SV_KEYWORDS', CAMPAIGN, START, END);
    expect(message).toMatch(/API token was not accepted \(401/);
    expect(message).toMatch(/Set API token/);
    expect(message).not.toContain(token);
    expect(message).not.toContain('not-a-token-of-this-service');
  });

  test('bad input is refused before any request', () => {
    sheets.addOn.useToken(sheets.service.info.tokens.full);
    expect(cellError('SV_KEYWORDS', CAMPAIGN, 'next tuesday-ish', END)).toMatch(/start_date/);
    expect(cellError('SV_KEYWORDS', 'abc', START, END)).toMatch(/campaign_id/);
    expect(sheets.service.requests()).toHaveLength(0);
  });

  test('a campaign the token cannot see', () => {
    sheets.addOn.useToken(sheets.service.info.tokens.limited);
    expect(cellError('SV_KEYWORDS', 103, START, END)).toMatch(/no access|not found/i);
  });

  test('the daily quota is reported, not retried', () => {
    sheets.addOn.useToken(sheets.service.info.tokens.full);
    sheets.service.addFault({ kind: 'quota' });
    expect(cellError('SV_KEYWORDS', CAMPAIGN, START, END)).toMatch(/daily quota/i);
    expect(sheets.service.requests()).toHaveLength(1);
  });

  test('a connection that breaks is retried, then reported in words, not as a raw UrlFetchApp exception', () => {
    sheets.addOn.useToken(sheets.service.info.tokens.full);
    sheets.service.addFault({ kind: 'reset' });
    const message = cellError('SV_CAMPAIGNS');
    expect(message).toMatch(/Could not reach the service/);
    expect(message).not.toMatch(/^Exception/);
    expect(sheets.service.requests().length).toBeGreaterThan(1);
  });

  test('a cell backs off between retries of a failing service, as the core asks, in the one window every cell shares', () => {
    sheets.addOn.useToken(sheets.service.info.tokens.full);
    sheets.service.addFault({ kind: 'status', status: 503, path: '/v3/rank-tracker/v3.0/keywords', times: 3 });
    const started = sheets.addOn.now();
    expect(cellError('SV_KEYWORDS', CAMPAIGN, START, END)).toMatch(/503/);
    // Three attempts, two backoffs of at least 250 and 500 ms (half their ceilings): the shared rate limiter granted a
    // retry at the clock's time instead of after its backoff, and three 503s came within 150 ms.
    expect(sheets.service.requests().map((request) => request.status)).toEqual([503, 503, 503]);
    expect(sheets.addOn.now() - started).toBeGreaterThanOrEqual(750);
  });

  test('one failed page after a retry still gives the whole table', () => {
    sheets.addOn.useToken(sheets.service.info.tokens.full);
    sheets.service.addFault({ kind: 'status', status: 503, path: '/v3/rank-tracker/v3.0/keywords', times: 1 });
    expect(sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END)).toHaveLength(151);
  });
});

describe('the 30-second budget of a custom function', () => {
  test('a slow service gives a clear "Refresh now" message before Sheets would kill the cell', () => {
    sheets.addOn.useToken(sheets.service.info.tokens.full);
    sheets.service.configure({ latency: { fixedMs: 15000, jitterMs: 0 } });
    const started = sheets.addOn.now();
    const message = cellError('SV_KEYWORDS', 103, START, END);
    const elapsed = sheets.addOn.now() - started;
    expect(message).toMatch(/Search Visibility > Refresh now/);
    expect(elapsed).toBeLessThan(CUSTOM_FUNCTION_LIMIT_MS);
  }, 60000);

  test('retries of a failing, slow service that would outlast the budget stop with the same advice', () => {
    sheets.addOn.useToken(sheets.service.info.tokens.full);
    sheets.service.configure({ latency: { fixedMs: 12000, jitterMs: 0 } });
    sheets.service.addFault({ kind: 'status', status: 503 });
    const started = sheets.addOn.now();
    const message = cellError('SV_KEYWORDS', CAMPAIGN, START, END);
    expect(message).toMatch(/Refresh now/);
    expect(sheets.addOn.now() - started).toBeLessThan(CUSTOM_FUNCTION_LIMIT_MS);
  }, 60000);
});
