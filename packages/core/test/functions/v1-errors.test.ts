import { json, refusal } from '../support/run-canned';

const PERIOD = [123, '2026-10-01', '2026-10-31'];

describe('1.2 errors reach the user with the service words', () => {
  it('shows the message and the fields of a 1.2 error body {code, message, fields}', () => {
    const failure = refusal('V1_KEYWORD_DATA', PERIOD, () =>
      json(422, { code: 422, message: 'Invalid parameters', fields: 'date_start' }),
    );
    expect(failure.error.message).toMatch(
      /did not accept the parameters for keyword data \(422 "Invalid parameters"\)/,
    );
    expect(failure.error.message).toMatch(/Details: date_start/);
  });

  it('reads a field list given as an object', () => {
    const failure = refusal('V1_RANKS', PERIOD, () =>
      json(400, { code: 400, message: 'Bad request', fields: { limit: 'must be between 100 and 1000' } }),
    );
    expect(failure.error.message).toMatch(/"Bad request".*limit: must be between 100 and 1000/);
  });

  it('treats a 1.2 error body sent with status 200 as the error its code names', () => {
    const failure = refusal('V1_GROUPS', [123], () =>
      json(200, { code: 404, message: 'Site not found', fields: 'site_id' }),
    );
    expect(failure.error.message).toMatch(/no such data for the group list \(404 "Site not found"\).*site_id/);
  });

  it('reports a bare message sent instead of data as such', () => {
    const failure = refusal('V1_ON_TARGET_BY_DATES', [123], () =>
      json(200, { message: 'There is no forecast set as objective' }),
    );
    expect(failure.error.message).toMatch(
      /answered the objective forecast by month with the message "There is no forecast set as objective"/,
    );
  });

  it('never repeats the token in a message', () => {
    const failure = refusal('V1_SITES', [], () => json(401, { code: 401, message: 'Invalid API key', fields: '' }));
    expect(failure.error.message).toMatch(/token was not accepted/);
    expect(failure.error.message).not.toContain('secret-token');
  });

  it('says when the answer has a shape the function cannot read', () => {
    const failure = refusal('V1_KEYWORD_DATA', PERIOD, () => json(200, { first: [1], second: [2] }));
    expect(failure.error.message).toMatch(/keyword data in a shape this add-on does not recognise/);
  });
});

describe('bad input is refused before any request', () => {
  const cases: [string, unknown[], RegExp][] = [
    ['V1_KEYWORD_DATA', [123, '2026-10-31', '2026-10-01'], /date_start: 2026-10-31 is after date_end/],
    ['V1_KEYWORD_DATA', [123, '2026-12-01', '2026-12-31'], /date_start: 2026-12-01 is in the future/],
    ['V1_KEYWORD_DATA', [123, 'last tuesday', '2026-10-31'], /date_start/],
    ['V1_KEYWORD_DATA', [123, '2026-10-01', '2026-10-31', 'books'], /group_id/],
    ['V1_KEYWORD_DATA', [123, '2026-10-01', '2026-10-31', -2], /group_id: -2 is not a group id of interface 1.2/],
    ['V1_KEYWORD_DATA', [123, '2026-10-01', '2026-10-31', 0, 'order_by=rank'], /order_by.*not an option/],
    ['V1_RANKS', [123, '2026-10-01', '2026-10-31', 'brand'], /group_id: the Brand folder cannot be asked for here/],
    ['V1_GROUP_DETAILS', [123, '', '2026-10-01', '2026-10-31'], /group_id is required/],
    ['V1_VISIBILITY_DATA', [123, '2026-10-01', '2026-10-31', 0, 'tablet'], /device.*Use one of: desktop, mobile/],
    ['V1_ORGANIC_TRAFFIC_SPLIT', [123, '2026-10-01', '2026-10-31', 'paid'], /type.*Use one of: brand, non-brand/],
    ['V1_KEYWORD_SERP', [123, ''], /keyword is required/],
    ['V1_COMPARE_KEYWORDS', [123, '2026-10-01', '2026-10-31', ''], /competitors is required/],
    ['V1_COMPARE_KEYWORDS', [123, '2026-10-01', '2026-10-31', 'not a domain'], /competitors/],
    [
      'V1_COMPARE_KEYWORDS',
      [123, '2026-10-01', '2026-10-31', 'rival.com/blog'],
      /"rival.com\/blog" is an address with a path, not a domain/,
    ],
    ['V1_KEYWORD_GROUPS', [123, '2026-10-01', '2026-10-31', 'limit=0'], /limit/],
    ['V1_SITES', ['x', 'y'], /takes at most 1 arguments/],
  ];

  it.each(cases)('%s %j', (name, args, message) => {
    const failure = refusal(name, args);
    expect(failure.error.message).toMatch(message);
    expect(failure.sent).toBe(0);
  });

  it('refuses more than 10 competitors, in both compare functions', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `rival${i}.com`).join(',');
    for (const name of ['V1_COMPARE_KEYWORDS', 'V1_COMPARE_VISIBILITY']) {
      const failure = refusal(name, [123, '2026-10-01', '2026-10-31', eleven]);
      expect(failure.error.message).toMatch(/competitors: 11 domains were given\. The service takes at most 10/);
      expect(failure.sent).toBe(0);
    }
  });
});
