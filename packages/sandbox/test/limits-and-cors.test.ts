import { LIMITED_TOKEN } from '../src/index';
import { call, startSandbox } from './helpers';

const CAMPAIGNS = '/dashboard/v3.0/companies';

describe('limits', () => {
  test('more requests in a second than allowed answer 429 "Rate limit exceeded"', async () => {
    const sandbox = await startSandbox({ ratePerSecond: 3 });
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => call(sandbox.v3Url, CAMPAIGNS)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429]);
      expect(answers.find((a) => a.status === 429)?.body).toEqual({
        error: { message: 'Rate limit exceeded', details: ['You have exceeded the allowed requests per second'] },
      });
      // Counted per token: another token still gets through.
      expect((await call(sandbox.v3Url, CAMPAIGNS, { token: LIMITED_TOKEN })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1050));
      expect((await call(sandbox.v3Url, CAMPAIGNS)).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });

  test('past the daily quota every request answers 429 "Daily quota exceeded" until reset', async () => {
    const sandbox = await startSandbox({ dailyQuota: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await call(sandbox.v3Url, CAMPAIGNS)).status).toBe(200);
      const refused = await call(sandbox.v3Url, CAMPAIGNS);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error: { message: 'Daily quota exceeded', details: ['You have exceeded the allowed daily requests'] },
      });
      expect((await call(sandbox.v1Url, '/sites')).status).toBe(429);
      sandbox.resetLimits();
      expect((await call(sandbox.v3Url, CAMPAIGNS)).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });

  test('limits can be changed on a running sandbox', async () => {
    const sandbox = await startSandbox({ dailyQuota: 1 });
    try {
      expect((await call(sandbox.v3Url, CAMPAIGNS)).status).toBe(200);
      expect((await call(sandbox.v3Url, CAMPAIGNS)).status).toBe(429);
      sandbox.config.dailyQuota = Number.POSITIVE_INFINITY;
      expect((await call(sandbox.v3Url, CAMPAIGNS)).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });
});

describe('CORS as the live service answers it', () => {
  const preflight = (url: string, requestHeaders: string) =>
    fetch(url, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://excel.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': requestHeaders,
      },
    });

  test('a preflight for Authorization is allowed, without a token and without counting', async () => {
    const sandbox = await startSandbox({ dailyQuota: 1 });
    try {
      const answer = await preflight(`${sandbox.v3Url}${CAMPAIGNS}`, 'authorization');
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, OPTIONS');
      expect(answer.headers.get('access-control-allow-headers')).toBe(
        'X-Requested-With, Content-Type, X-Token-Auth, Authorization, sentry-trace',
      );
      await preflight(`${sandbox.v3Url}${CAMPAIGNS}`, 'authorization');
      // The quota of one request is still unused.
      expect((await call(sandbox.v3Url, CAMPAIGNS)).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });

  test('a preflight asking for another custom header is answered without allowing it', async () => {
    const sandbox = await startSandbox();
    try {
      const answer = await preflight(`${sandbox.v3Url}${CAMPAIGNS}`, 'authorization, x-client-version');
      const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
      expect(allowed).not.toContain('x-client-version');
      expect(allowed).toContain('authorization');
    } finally {
      await sandbox.close();
    }
  });

  test('answers, errors included, carry access-control-allow-origin: *', async () => {
    const sandbox = await startSandbox();
    try {
      expect((await call(sandbox.v3Url, CAMPAIGNS)).headers.get('access-control-allow-origin')).toBe('*');
      const denied = await call(sandbox.v3Url, CAMPAIGNS, { token: null });
      expect(denied.headers.get('access-control-allow-origin')).toBe('*');
    } finally {
      await sandbox.close();
    }
  });
});
