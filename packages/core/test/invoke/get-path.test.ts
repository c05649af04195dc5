import { InputError } from '../../src';
import { GATEWAY_URL, refusal, runCanned, V1_URL } from '../support/run-canned';

/** The address `name` sent its one request to. */
const urlSent = (name: 'GET' | 'V1_GET', args: unknown[]) => runCanned(name, args).httpRequests[0]?.url;

describe('GET and V1_GET paths stay below the interface address', () => {
  it.each([
    ['GET', '%2e%2e/v1.2/sites'],
    ['GET', '/%2E%2E/%2e%2e/admin'],
    ['GET', '/rank-tracker/../../v1.2/sites'],
    ['GET', '..%2fv1.2%2fsites'],
    ['GET', '%252e%252e/v1.2/sites'],
    ['GET', '%25252e%25252e/v1.2/sites'],
    ['GET', '..\\v1.2\\sites'],
    ['GET', '.%2e/v1.2/sites'],
    ['V1_GET', '../v3/dashboard/v3.0/campaigns/tracked'],
    ['V1_GET', '/sites/%2e%2e/%2e%2e/v3'],
  ] as const)('%s refuses %p before sending anything', (name, path) => {
    const run = refusal(name, [path]);
    expect(run.error).toBeInstanceOf(InputError);
    expect(run.error.message).toMatch(/^path: .* climbs above the interface address/);
    expect(run.sent).toBe(0);
  });

  it.each([
    ['https://elsewhere.example/steal', /full web address/],
    ['https%3A%2F%2Felsewhere.example%2Fsteal', /full web address/],
    ['%2F%2Felsewhere.example/steal', /full web address/],
    ['/sites#frag', /holds a #/],
    ['/sites%3Fcampaign_id=5', /encoded \? or #/],
    ['/si tes', /spaces/],
    ['/sites\n/x', /line break/],
    ['/sites/%zz', /% that does not start an encoded character/],
  ])('refuses %p with a message about the path', (path, message) => {
    const run = refusal('GET', [path]);
    expect(run.error).toBeInstanceOf(InputError);
    expect(run.error.message).toMatch(message);
    expect(run.error.message).toMatch(/path/);
    expect(run.sent).toBe(0);
  });

  it('resolves dot segments that stay inside and sends the path it checked, re-encoded', () => {
    expect(urlSent('GET', ['/rank-tracker/./x/../v3.0//groups?campaign_id=5'])).toBe(
      `${GATEWAY_URL}/rank-tracker/v3.0/groups?campaign_id=5`,
    );
    expect(urlSent('GET', ['rank-tracker\\v3.0\\groups'])).toBe(`${GATEWAY_URL}/rank-tracker/v3.0/groups`);
    expect(urlSent('V1_GET', ['/keyword_serp/7%2Fx'])).toBe(`${V1_URL}/keyword_serp/7/x`);
    expect(urlSent('V1_GET', ['/groups_list/a:b@c'])).toBe(`${V1_URL}/groups_list/a%3Ab%40c`);
  });

  it('refuses a parameter given twice, so the query argument cannot silently override the path', () => {
    const run = refusal('GET', ['/rank-tracker/v3.0/groups?campaign_id=1', 'campaign_id=2']);
    expect(run.error.message).toBe(
      'query: campaign_id is given twice (in the path or the query). Give each parameter once.',
    );
    expect(run.sent).toBe(0);
    expect(refusal('GET', ['/x', 'limit=1&limit=2']).error).toBeInstanceOf(InputError);
  });

  it('keeps a value that looks like more parameters inside its own parameter', () => {
    expect(urlSent('GET', ['/rank-tracker/v3.0/groups', [['campaign_id', '5&limit=1000&token=x']]])).toBe(
      `${GATEWAY_URL}/rank-tracker/v3.0/groups?campaign_id=5%26limit%3D1000%26token%3Dx`,
    );
  });

  it('refuses a parameter name that is not one', () => {
    const run = refusal('GET', ['/x', [['campaign id', '5']]]);
    expect(run.error.message).toMatch(/^query: "campaign id" is not a parameter name/);
    expect(refusal('GET', ['/x?a/b=1']).error).toBeInstanceOf(InputError);
  });
});
