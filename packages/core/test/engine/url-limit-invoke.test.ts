import { SHEETS_URL_LIMIT } from '../../src/engine/host-url-limits';
import { InputError } from '../../src/errors';
import { refusal, runCanned } from '../support/run-canned';

/** Google Sheets' URL limit; a run without it gets the default, the gateway's, which Excel uses. */
const SHEETS = { urlLimit: SHEETS_URL_LIMIT };

describe('URL limits through invoke', () => {
  it('a 100,000-character search option is refused naming the option, with no request (default limit: Excel)', () => {
    const { sent, error } = refusal('KEYWORDS', [1, '2026-10-01', '2026-10-31', '', `search=${'a'.repeat(100_000)}`]);
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toMatch(
      /^search: 100,000 characters is too long for one request from Excel; at most 7,\d{3} fit/,
    );
    expect(sent).toBe(0);
  });

  it('names the argument as typed where the service calls its parameter otherwise', () => {
    const { sent, error } = refusal(
      'V1_KEYWORD_SERP',
      [1, 'k'.repeat(5000), '2026-10-15', 'desktop'],
      undefined,
      SHEETS,
    );
    expect(error.message).toMatch(/^keyword: 5,000 characters is too long for one request from Google Sheets/);
    expect(sent).toBe(0);
  });

  it('splits keyword_ids of a per-keyword operation; every request fits', () => {
    const ids = Array.from({ length: 400 }, (_, i) => 10_000_000 + i).join(',');
    const { httpRequests: sent } = runCanned(
      'DAILY_RANKS',
      [1, '2026-10-01', '2026-10-31', '', `keyword_ids=${ids}`],
      undefined,
      SHEETS,
    );
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.every((request) => request.url.length <= SHEETS_URL_LIMIT.maxLength)).toBe(true);
    const sentIds = sent.flatMap((request) => new URL(request.url).searchParams.get('keyword_ids')?.split(',') ?? []);
    expect(sentIds).toEqual(ids.split(','));
  });

  it('refuses over-long keyword_ids where rows sum over the keywords (share of voice), in items', () => {
    const ids = Array.from({ length: 400 }, (_, i) => 10_000_000 + i).join(',');
    const { sent, error } = refusal(
      'SHARE_OF_VOICE',
      [1, '2026-10-15', '', '', '', `keyword_ids=${ids}`],
      undefined,
      SHEETS,
    );
    expect(error.message).toMatch(
      /^keyword_ids: 400 items are too many for one request from Google Sheets; at most \d+ fit/,
    );
    expect(sent).toBe(0);
  });
});
