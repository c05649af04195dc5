import { InputError } from '../../src';
import { refusal, runCanned } from '../support/run-canned';

describe('text holding half of a surrogate pair', () => {
  it.each([
    ['a text argument', 'TRAFFIC_KEYWORDS', [101, '2026-10-01', '2026-10-07', 'brand \ud800', null], 'segment'],
    ['an item of a list', 'RESEARCH_KEYWORDS', [101, [['running shoes'], ['\udc00 shoes']], null], 'keywords'],
    ['an option value', 'KEYWORDS', [101, '2026-10-01', '2026-10-07', null, 'search=\ud83d'], 'options'],
    ['the query of GET', 'GET', ['/rank-tracker/v3.0/groups', 'campaign_id=101&x=\ud800'], 'query'],
  ])('is refused in %s, naming the argument, before any request', (_where, name, args, argument) => {
    const { sent, error } = refusal(name, args);
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toMatch(new RegExp(`^${argument}: the text holds a broken character`));
    expect(sent).toBe(0);
  });

  it('does not refuse whole emoji and other characters outside the basic plane', () => {
    const { httpRequests } = runCanned('RESEARCH_KEYWORDS', [101, 'running shoes 🏃, 𝔰𝔥𝔬𝔢𝔰', null]);
    expect(decodeURIComponent(httpRequests[0]?.url ?? '')).toContain('running shoes 🏃,𝔰𝔥𝔬𝔢𝔰');
  });
});
