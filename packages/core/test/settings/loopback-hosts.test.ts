import { ConfigError, resolveSettings } from '../../src';

const gateway = (address: string) => resolveSettings({ token: 'svk_test_token', gatewayUrl: address }).gatewayUrl;

test.each([
  'http://[::1]evil.example/v3',
  'http://[::1].evil.example/v3',
  'http://[::1]:8080evil.example/v3',
  'http://localhost:80evil.example/v3',
  'http://localhost.evil.example/v3',
  'http://127.0.0.1.evil.example/v3',
  'http://[::1]\\@evil.example/v3',
  'https://apigw.seomonitor.com\\.evil.example/v3',
  'http://[::1]:/v3',
  'https://[::1]x/v3',
])('%s is refused: plain http goes only to this computer, and a host is read strictly', (address) => {
  expect(() => gateway(address)).toThrow(ConfigError);
});

test.each([
  'http://localhost:4010/v3',
  'http://LOCALHOST/v3',
  'http://127.0.0.1/v3',
  'http://[::1]:4010/v3',
  'https://apigw.seomonitor.com/v3',
  'https://apigw.seomonitor.com:443/v3/',
  'https://[2001:db8::1]:8443/v3',
])('%s is accepted, as WHATWG URL (fetch) writes it', (address) => {
  expect(gateway(address)).toBe(new URL(address).href.replace(/\/+$/, ''));
});
