import { DEMO_TOKEN, LIMITED_TOKEN, type Sandbox } from '../src/index';
import { asArray, call, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const KEYWORDS = '/rank-tracker/v3.0/keywords?campaign_id=101&start_date=2026-05-01&end_date=2026-05-31';

describe('authentication', () => {
  const invalid = { error: { message: 'Invalid authentication', details: ['The API key provided is invalid'] } };

  test('no token answers 401 with the documented body', async () => {
    const answer = await call(sandbox.v3Url, KEYWORDS, { token: null });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(invalid);
  });

  test('an unknown token answers 401 with the documented body', async () => {
    const answer = await call(sandbox.v3Url, KEYWORDS, { token: 'not-a-token' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(invalid);
  });

  test('the raw token and the Bearer form are both accepted', async () => {
    expect((await call(sandbox.v3Url, KEYWORDS, { token: DEMO_TOKEN })).status).toBe(200);
    expect((await call(sandbox.v3Url, KEYWORDS, { token: `Bearer ${DEMO_TOKEN}` })).status).toBe(200);
  });

  test('the limited token sees company 1 only and gets 403 elsewhere', async () => {
    const forbidden = {
      error: { message: 'Forbidden access', details: ['Your API key does not have access to the requested data'] },
    };
    expect((await call(sandbox.v3Url, KEYWORDS, { token: LIMITED_TOKEN })).status).toBe(200);
    const other = await call(sandbox.v3Url, KEYWORDS.replace('101', '103'), { token: LIMITED_TOKEN });
    expect(other.status).toBe(403);
    expect(other.body).toEqual(forbidden);
    const campaigns = asArray(
      (await call(sandbox.v3Url, '/dashboard/v3.0/campaigns/tracked', { token: LIMITED_TOKEN })).body,
    );
    expect(campaigns.map((c) => (c.campaign_info as { id: string }).id)).toEqual(['101', '102']);
  });

  test('the limited token gets 403 on AI search endpoints', async () => {
    const answer = await call(
      sandbox.v3Url,
      '/rank-tracker/v3.0/keywords/ais?campaign_id=101&start_date=2026-05-01&end_date=2026-05-31',
      { token: LIMITED_TOKEN },
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: { message: 'Forbidden access' } });
  });
});

describe('documented error bodies', () => {
  test('a campaign that does not exist answers 404', async () => {
    const answer = await call(sandbox.v3Url, KEYWORDS.replace('101', '999'));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      error: { message: 'Data not found', details: ['The requested data does not exist.'] },
    });
  });

  test('keyword ids of which none exist answer 404', async () => {
    expect((await call(sandbox.v3Url, `${KEYWORDS}&keyword_ids=99999999`)).status).toBe(404);
  });

  test('a path that does not exist answers 404', async () => {
    expect((await call(sandbox.v3Url, '/rank-tracker/v3.0/nothing-here')).status).toBe(404);
  });

  test('a missing required parameter answers 400 naming it', async () => {
    const answer = await call(sandbox.v3Url, '/rank-tracker/v3.0/keywords');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { message: 'Bad request', details: ['campaign_id: is required'] } });
  });

  test('unknown and malformed parameters answer 422 listing each field', async () => {
    const answer = await call(sandbox.v3Url, `${KEYWORDS}&colour=blue&limit=abc&order_by=price`);
    expect(answer.status).toBe(422);
    const details = (answer.body as { error: { details: string[] } }).error.details;
    expect(details).toEqual(
      expect.arrayContaining([
        'colour: unknown parameter',
        'limit: must be a whole number',
        expect.stringMatching(/^order_by: must be one of keyword, search_volume/),
      ]),
    );
  });

  test('a limit above 1000 answers 422 with details', async () => {
    const answer = await call(sandbox.v3Url, `${KEYWORDS}&limit=1001`);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      error: { message: 'Invalid parameters', details: ['limit: must be between 1 and 1000'] },
    });
  });

  test('dates must be real dates and in order', async () => {
    expect((await call(sandbox.v3Url, KEYWORDS.replace('2026-05-31', '2026-02-30'))).status).toBe(422);
    const reversed = await call(sandbox.v3Url, KEYWORDS.replace('2026-05-01', '2026-06-01'));
    expect(reversed.status).toBe(422);
    expect(reversed.body).toMatchObject({ error: { details: ['start_date: must not be after end_date'] } });
  });

  test('the a[]= list form answers 500 as live; comma text works', async () => {
    const brackets = await call(sandbox.v3Url, `${KEYWORDS}&keyword_ids[]=10100001&keyword_ids[]=10100002`);
    expect(brackets.status).toBe(500);
    expect(brackets.body).toEqual({
      error: {
        message: 'Internal server error',
        details: ['The server encountered an error while processing your requests'],
      },
    });
    const comma = await call(sandbox.v3Url, `${KEYWORDS}&keyword_ids=10100001,10100002`);
    expect(asArray(comma.body).map((r) => r.keyword_id)).toEqual([10100001, 10100002]);
  });

  test('a repeated parameter answers 422', async () => {
    expect((await call(sandbox.v3Url, `${KEYWORDS}&keyword_ids=10100001&keyword_ids=10100002`)).status).toBe(422);
  });

  test('keyword data defaults to the 30 days before today when dates are omitted', async () => {
    const answer = await call(sandbox.v3Url, '/rank-tracker/v3.0/keywords?campaign_id=101&limit=1');
    const ranking = (asArray(answer.body)[0] as { ranking_data: { desktop: { best_rank: { date: string } } } })
      .ranking_data;
    expect(ranking.desktop.best_rank.date >= '2026-05-16').toBe(true);
    expect(ranking.desktop.best_rank.date <= '2026-06-14').toBe(true);
  });
});
