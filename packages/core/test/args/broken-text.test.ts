import { InputError, invoke, runSync } from '../../src';
import { cannedHost, json } from '../engine/canned-host';

const settings = { token: 'tok', gatewayUrl: 'https://gw.example/v3', v1Url: 'https://v1.example/v1.2' };
const coerce = { today: () => '2026-11-21' };

function call(name: string, args: unknown[]) {
  const canned = cannedHost(() => json(200, []));
  try {
    runSync(invoke(name, args, { settings, coerce, clock: canned.clock }), canned.host);
    return { sent: canned.sent, error: undefined };
  } catch (error) {
    return { sent: canned.sent, error };
  }
}

describe('text holding half of a surrogate pair', () => {
  it.each([
    ['a text argument', 'TRAFFIC_KEYWORDS', [101, '2026-10-01', '2026-10-07', 'brand \ud800', null], 'segment'],
    ['an item of a list', 'RESEARCH_KEYWORDS', [101, [['running shoes'], ['\udc00 shoes']], null], 'keywords'],
    ['an option value', 'KEYWORDS', [101, '2026-10-01', '2026-10-07', null, 'search=\ud83d'], 'options'],
    ['the query of GET', 'GET', ['/rank-tracker/v3.0/groups', 'campaign_id=101&x=\ud800'], 'query'],
  ])('is refused in %s, naming the argument, before any request', (_where, name, args, argument) => {
    const { sent, error } = call(name, args);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toMatch(new RegExp(`^${argument}: the text holds a broken character`));
    expect(sent).toHaveLength(0);
  });

  it('does not refuse whole emoji and other characters outside the basic plane', () => {
    const { sent, error } = call('RESEARCH_KEYWORDS', [101, 'running shoes 🏃, 𝔰𝔥𝔬𝔢𝔰', null]);
    expect(error).toBeUndefined();
    expect(decodeURIComponent(sent[0]?.url ?? '')).toContain('running shoes 🏃,𝔰𝔥𝔬𝔢𝔰');
  });
});
