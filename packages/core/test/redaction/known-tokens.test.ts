import { REDACTED, redact } from '../../src/redact';

/** Mixed case, so a case-folded echo differs from the token as stored. */
const TOKEN = 'svk_Live_7F3a9C2e41D84b6F9a0C5e7D3b2A1f08C6e4';
const b64 = (text: string) => Buffer.from(text).toString('base64');
const percentAll = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
const jsonAll = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

describe('known-token redaction', () => {
  test.each([
    ['upper-cased', `token ${TOKEN.toUpperCase()} refused`],
    ['lower-cased', `token ${TOKEN.toLowerCase()} refused`],
    ['base64', `x-debug: ${b64(TOKEN)}`],
    ['base64 of token: (Basic)', `Authorisation was Basic ${b64(`${TOKEN}:`)}`],
    ['base64 after a user name', `${b64(`apiuser:${TOKEN}`)}`],
    ['base64 URL-safe', b64(`ab${TOKEN}`).replace(/\+/g, '-').replace(/\//g, '_')],
    ['fully percent-encoded', `GET /x?key=${percentAll(TOKEN)}`],
    ['partly percent-encoded', `key=${TOKEN.slice(0, 10)}${percentAll(TOKEN.slice(10, 20))}${TOKEN.slice(20)}`],
    ['JSON-escaped', `{"auth":"${jsonAll(TOKEN)}"}`],
    ['glued to other text', `abc${TOKEN}xyz`],
  ])('masks the token %s', (_form, text) => {
    const masked = redact(text, [`Bearer ${TOKEN}`]);
    expect(masked).toContain(REDACTED);
    expect(masked.toLowerCase()).not.toContain(TOKEN.toLowerCase().slice(0, 10));
    expect(masked).not.toContain(b64(TOKEN).slice(4, 16));
  });

  test('masks each piece of a token split in pieces of 6 characters or more, not shorter ones', () => {
    const pieces = TOKEN.match(/.{1,8}/g) ?? [];
    const masked = redact(`sent: ${pieces.join(' ')}`, [TOKEN]);
    expect(masked).toBe(`sent: ${pieces.map((piece) => (piece.length >= 6 ? REDACTED : piece)).join(' ')}`);
    expect(redact(`part "${TOKEN.slice(3, 9)}" and "${TOKEN.slice(3, 8)}"`, [TOKEN])).toBe(
      `part "${REDACTED}" and "${TOKEN.slice(3, 8)}"`,
    );
  });

  test('a 6 to 11 character token does not mask words that merely share letters with it', () => {
    const token = 'Sunsh1ne9';
    const text = 'sunshine and sunsh1 shine, resunsh1ne9x aside, id=sunsh1ne9.';
    // "sunsh1" is a whole run inside the token (a piece); "resunsh1ne9x" holds the token inside a longer word, where a
    // token under 12 characters may be chance; after "id=" it stands on its own.
    expect(redact(text, [token])).toBe('sunshine and [token] shine, resunsh1ne9x aside, id=[token].');
    expect(redact('shipping report, monthly summary', ['report1'])).toBe('shipping report, monthly summary');
    // A token that is itself a word is masked only where it stands as one.
    expect(redact('keyword, keywords, Keyword.', ['keyword'])).toBe(`${REDACTED}, keywords, ${REDACTED}.`);
  });

  test('a token under 6 characters is masked as a whole word only, in its encodings too', () => {
    expect(redact('abc12 and xabc12 and ABC12, %61%62%63%31%32', ['abc12'])).toBe(
      `${REDACTED} and xabc12 and ${REDACTED}, ${REDACTED}`,
    );
    expect(redact(`basic ${b64('abc12:')}`, ['abc12'])).toBe(`basic ${REDACTED}`);
  });

  test('ordinary text, URLs and encoded text without the token stay as they are', () => {
    const texts = [
      'running shoes for women',
      'https://stridewear.example/shoes?q=running%20shoes&page=2',
      '{"message":"caf\\u00e9 not found"}',
      'The API token was not accepted (401 "Invalid authentication").',
      'İstanbul %E4 \\u12',
    ];
    for (const text of texts) expect(redact(text, [TOKEN, 'abc12'])).toBe(text);
  });
});
