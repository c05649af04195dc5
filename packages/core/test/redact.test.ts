import { ConfigError } from '../src/errors';
import { REDACTED, redact } from '../src/redact';
import { resolveSettings } from '../src/settings';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZ2VuY3kifQ.c2lnbmF0dXJlLTEyMzQ1';
const OPAQUE = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';

describe('redact', () => {
  test.each([
    ['the token as it is', `Invalid key ${OPAQUE} given`],
    ['with Bearer', `Invalid key Bearer ${OPAQUE}`],
    ['URL-encoded', `GET /x?key=${encodeURIComponent(`${OPAQUE}/+`)}`],
    ['cut off by a proxy', `Truncated response: {"key":"${OPAQUE.slice(0, 20)}`],
  ])('masks a known token: %s', (_case, text) => {
    const secret = text.includes('/+') ? `${OPAQUE}/+` : OPAQUE;
    const masked = redact(text, [` Bearer ${secret} `]);
    expect(masked).not.toContain(OPAQUE.slice(0, 12));
    expect(masked).toContain(REDACTED);
  });

  test.each([
    ['Authorization: <t>', 'Authorization: zz9-plural-z-alpha'],
    ['an Authorization header in JSON', '{"authorization":"zz9-plural-z-alpha"}'],
    ['Bearer <t>', 'sent Bearer zz9-plural-z-alpha'],
    ['a JWT', `header ${TOKEN}`],
    ['a long value after "token"', 'unknown token 9f8e7d6c5b4a39281706'],
    ['a long value after "api_key="', 'api_key=9f8e7d6c5b4a39281706'],
  ])('masks what is shaped like a credential without knowing it: %s', (_case, text) => {
    const masked = redact(text);
    expect(masked).toContain(REDACTED);
    expect(masked).not.toMatch(/zz9-plural|9f8e7d6c5b4a|c2lnbmF0dXJl/);
  });

  test('leaves ordinary messages as they are', () => {
    const messages = [
      'The API token was not accepted (401 "Invalid authentication"): it is missing, mistyped, expired or was regenerated.',
      'The daily quota of your API token (10,000 requests) is used up.',
      'The service has no such data for keyword data (404 "Data not found"). Check the ids you passed (campaign, keyword, group, forecast).',
      'Could not reach the service at apigw.seomonitor.com for the token check (Address unavailable: https://apigw.seomonitor.com/v3/dashboard/v3.0/campaigns/tracked?limit=1).',
    ];
    for (const message of messages) expect(redact(message, [TOKEN])).toBe(message);
  });

  test('a short secret is masked only where it stands as a whole word; empty ones are ignored', () => {
    expect(redact('the key is set; keys and a monkey stay', ['key', '', undefined, null])).toBe(
      'the [token] is set; keys and a monkey stay',
    );
    expect(redact('nothing is set', ['', undefined, null])).toBe('nothing is set');
  });

  test('errors mask credential-shaped text in their message and details when built', () => {
    const error = new ConfigError('Refused Authorization: abc123secretvalue', { details: [`Bearer ${OPAQUE}`] });
    expect(error.message).toBe(`Refused Authorization: ${REDACTED}`);
    expect(error.details).toEqual([`Bearer ${REDACTED}`]);
  });
});

describe('addresses', () => {
  const address = (gatewayUrl: string) => () => resolveSettings({ token: 'a-token-value', gatewayUrl });

  test.each([
    'https://apigw.seomonitor.com/v3',
    'http://localhost:4010/v3',
    'http://127.0.0.1:4010/v3',
    'http://[::1]:4010/v3',
    'HTTP://LOCALHOST/v3',
  ])('accepts %s', (url) => {
    expect(address(url)).not.toThrow();
  });

  test.each([
    ['plain http to another host', 'http://apigw.seomonitor.com/v3', /not secure.*https:\/\//],
    ['a host that only starts like localhost', 'http://localhost.attacker.example/v3', /not secure/],
    ['a loopback-looking user name', 'http://127.0.0.1@attacker.example/v3', /user name or password/],
    ['a user name before the host', 'https://apigw.seomonitor.com@attacker.example/v3', /user name or password/],
  ])('refuses %s with a clear message', (_case, url, message) => {
    expect(address(url)).toThrow(ConfigError);
    expect(address(url)).toThrow(message);
  });
});
