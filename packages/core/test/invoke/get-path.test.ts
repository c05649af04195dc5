import { type FunctionResult, InputError, invoke, runSync } from '../../src';
import type { HttpRequest } from '../../src/http';
import { cannedHost, json } from '../engine/canned-host';

const settings = { token: 'tok', gatewayUrl: 'https://gw.example/v3', v1Url: 'https://v1.example/v1.2' };

function call(name: 'GET' | 'V1_GET', args: unknown[]) {
  const canned = cannedHost(() => json(200, [{ id: 1 }]));
  let result: FunctionResult | undefined;
  let error: unknown;
  try {
    result = runSync(invoke(name, args, { settings, coerce: { today: () => '2026-11-21' } }), canned.host);
  } catch (caught) {
    error = caught;
  }
  const sent: HttpRequest | undefined = canned.sent[0];
  return { result, error, sent: canned.sent, url: sent?.url };
}

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
    const run = call(name, [path]);
    expect(run.error).toBeInstanceOf(InputError);
    expect((run.error as Error).message).toMatch(/^path: .* climbs above the interface address/);
    expect(run.sent).toHaveLength(0);
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
    const run = call('GET', [path]);
    expect(run.error).toBeInstanceOf(InputError);
    expect((run.error as Error).message).toMatch(message);
    expect((run.error as Error).message).toMatch(/path/);
    expect(run.sent).toHaveLength(0);
  });

  it('resolves dot segments that stay inside and sends the path it checked, re-encoded', () => {
    expect(call('GET', ['/rank-tracker/./x/../v3.0//groups?campaign_id=5']).url).toBe(
      'https://gw.example/v3/rank-tracker/v3.0/groups?campaign_id=5',
    );
    expect(call('GET', ['rank-tracker\\v3.0\\groups']).url).toBe('https://gw.example/v3/rank-tracker/v3.0/groups');
    expect(call('V1_GET', ['/keyword_serp/7%2Fx']).url).toBe('https://v1.example/v1.2/keyword_serp/7/x');
    expect(call('V1_GET', ['/groups_list/a:b@c']).url).toBe('https://v1.example/v1.2/groups_list/a%3Ab%40c');
  });

  it('refuses a parameter given twice, so the query argument cannot silently override the path', () => {
    const run = call('GET', ['/rank-tracker/v3.0/groups?campaign_id=1', 'campaign_id=2']);
    expect((run.error as Error).message).toBe(
      'query: campaign_id is given twice (in the path or the query). Give each parameter once.',
    );
    expect(run.sent).toHaveLength(0);
    expect(call('GET', ['/x', 'limit=1&limit=2']).error).toBeInstanceOf(InputError);
  });

  it('keeps a value that looks like more parameters inside its own parameter', () => {
    const run = call('GET', ['/rank-tracker/v3.0/groups', [['campaign_id', '5&limit=1000&token=x']]]);
    expect(run.url).toBe('https://gw.example/v3/rank-tracker/v3.0/groups?campaign_id=5%26limit%3D1000%26token%3Dx');
  });

  it('refuses a parameter name that is not one', () => {
    const run = call('GET', ['/x', [['campaign id', '5']]]);
    expect((run.error as Error).message).toMatch(/^query: "campaign id" is not a parameter name/);
    expect(call('GET', ['/x?a/b=1']).error).toBeInstanceOf(InputError);
  });
});
