import { acceptedSettings, resolveSettings, type Settings } from '../../src';

/**
 * Sheets looks a cached answer up with acceptedSettings and leaves every refusal to the whole call, which uses
 * resolveSettings: the two must agree on every input, or a cell would be answered where the whole call refuses.
 */
const SETTINGS: [string, Settings][] = [
  ['no token', {}],
  ['a blank token', { token: '  ' }],
  ['a token with a line break', { token: 'svk_abc\ndef' }],
  ['a bearer token', { token: 'Bearer svk_abc' }],
  ['a token and no addresses', { token: ' svk_abc ' }],
  [
    'addresses with a port and a trailing slash',
    { token: 'svk_abc', gatewayUrl: 'https://API.example:443/v3/', v1Url: 'https://api.example/v1' },
  ],
  [
    'plain http to this computer',
    { token: 'svk_abc', gatewayUrl: 'http://localhost:4010/v3', v1Url: 'http://[::1]:4010/v1' },
  ],
  ['plain http elsewhere', { token: 'svk_abc', gatewayUrl: 'http://apigw.example/v3' }],
  ['an address with a user name', { token: 'svk_abc', v1Url: 'https://me@api.example/v1' }],
  ['an address with a query', { token: 'svk_abc', gatewayUrl: 'https://apigw.example/v3?x=1' }],
  ['an address in look-alike letters', { token: 'svk_abc', gatewayUrl: 'https://аpigw.example/v3' }],
  ['a blank address (the default)', { token: 'svk_abc', gatewayUrl: '   ' }],
];

test.each(SETTINGS)('%s: accepted exactly where resolveSettings accepts, as the same settings', (_, settings) => {
  let resolved: unknown;
  try {
    resolved = resolveSettings(settings);
  } catch {
    resolved = undefined;
  }
  expect(acceptedSettings(settings)).toEqual(resolved);
});
