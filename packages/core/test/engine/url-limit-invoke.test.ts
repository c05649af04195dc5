import { runSync } from '../../src/engine/drivers';
import { SHEETS_URL_LIMIT, type UrlLimit } from '../../src/engine/url-limit';
import { InputError } from '../../src/errors';
import type { HttpRequest } from '../../src/http';
import { invoke } from '../../src/registry/invoke';

const settings = { token: 't', gatewayUrl: 'https://gw.example/v3', v1Url: 'https://v1.example/v1.2' };

/** Runs a registry function against a service that answers every request with an empty list. */
function call(name: string, args: unknown[], { urlLimit }: { urlLimit?: UrlLimit } = { urlLimit: SHEETS_URL_LIMIT }) {
  const sent: HttpRequest[] = [];
  let error: unknown;
  try {
    runSync(invoke(name, args, { settings, urlLimit, clock: () => Date.parse('2026-11-15T12:00:00Z') }), {
      fetchAll(requests) {
        sent.push(...requests);
        return requests.map(() => ({ status: 200, headers: {}, body: '[]' }));
      },
      sleep() {},
    });
  } catch (caught) {
    error = caught;
  }
  return { sent, error };
}

describe('URL limits through invoke', () => {
  it('a 100,000-character search option is refused naming the option, with no request (default limit: Excel)', () => {
    const { sent, error } = call('KEYWORDS', [1, '2026-10-01', '2026-10-31', '', `search=${'a'.repeat(100_000)}`], {});
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toMatch(
      /^search: 100,000 characters is too long for one request from Excel; at most 7,\d{3} fit/,
    );
    expect(sent).toHaveLength(0);
  });

  it('names the argument as typed where the service calls its parameter otherwise', () => {
    const { sent, error } = call('V1_KEYWORD_SERP', [1, 'k'.repeat(5000), '2026-10-15', 'desktop']);
    expect((error as Error).message).toMatch(
      /^keyword: 5,000 characters is too long for one request from Google Sheets/,
    );
    expect(sent).toHaveLength(0);
  });

  it('splits keyword_ids of a per-keyword operation; every request fits', () => {
    const ids = Array.from({ length: 400 }, (_, i) => 10_000_000 + i).join(',');
    const { sent, error } = call('DAILY_RANKS', [1, '2026-10-01', '2026-10-31', '', `keyword_ids=${ids}`]);
    expect(error).toBeUndefined();
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.every((request) => request.url.length <= SHEETS_URL_LIMIT.maxLength)).toBe(true);
    const sentIds = sent.flatMap((request) => new URL(request.url).searchParams.get('keyword_ids')?.split(',') ?? []);
    expect(sentIds).toEqual(ids.split(','));
  });

  it('refuses over-long keyword_ids where rows sum over the keywords (share of voice), in items', () => {
    const ids = Array.from({ length: 400 }, (_, i) => 10_000_000 + i).join(',');
    const { sent, error } = call('SHARE_OF_VOICE', [1, '2026-10-15', '', '', '', `keyword_ids=${ids}`]);
    expect((error as Error).message).toMatch(
      /^keyword_ids: 400 items are too many for one request from Google Sheets; at most \d+ fit/,
    );
    expect(sent).toHaveLength(0);
  });
});
