import { REDACTED, redact, redactTable } from '@sv/core';
import fc from 'fast-check';
import { transformedLeakIn } from './support/token-leak';

/**
 * Redaction of a known token, for tokens and encodings fast-check makes up: whatever form the token is echoed in
 * (case-folded, base64 of it or of `token:` or after a user name, percent-encoded wholly or in part, JSON-escaped, cut
 * into pieces of 6 or more) and whatever ordinary text surrounds it, no piece of 6 characters survives, in a message
 * (`redact`) or a table cell (`redactTable`); and ordinary text without the token comes out unchanged.
 */

const TOKEN_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.';
const WORDS = [
  'running',
  'shoes',
  'for',
  'women',
  'the',
  'service',
  'answered',
  'report',
  'keyword',
  'campaign',
  'desktop',
  'keywords',
  'reports',
  'limited',
  'rates',
  'mobile',
  'visibility',
  'https://stridewear.example/shoes?q=trail',
  'café',
  'İstanbul',
  '10,000',
  '2026-10-01',
  '"quoted"',
  '(401)',
  'Authorization',
  'rate',
  'limit',
  'exceeded',
  'zürich',
  '50%',
  'C:\\path',
];

const tokenOf = (min: number, max: number) =>
  fc.array(fc.constantFrom(...TOKEN_CHARS), { minLength: min, maxLength: max }).map((chars) => chars.join(''));
/** A token that is not an ordinary word: at least one digit or sign, as issued tokens are. */
const issuedToken = tokenOf(6, 48).filter((token) => /[^A-Za-z]/.test(token));
const ordinaryText = fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((words) => words.join(' '));

const b64 = (text: string) => Buffer.from(text).toString('base64');
const percent = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
const json = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

type Encoding = (token: string, cut: number, user: string) => string;
const ENCODINGS: Record<string, Encoding> = {
  plain: (token) => token,
  bearer: (token) => `Bearer ${token}`,
  upper: (token) => token.toUpperCase(),
  lower: (token) => token.toLowerCase(),
  base64: (token) => b64(token),
  'base64 of token:': (token) => `Basic ${b64(`${token}:`)}`,
  'base64 of user:token': (token, _cut, user) => b64(`${user}:${token}`),
  'base64 URL-safe': (token, _cut, user) => b64(`${user}${token}`).replace(/\+/g, '-').replace(/\//g, '_'),
  percent: (token) => percent(token),
  'percent in part': (token, cut) => `${token.slice(0, cut)}${percent(token.slice(cut))}`,
  json: (token) => json(token),
  'pieces of 6 or more': (token, cut) => (token.match(new RegExp(`.{1,${6 + (cut % 5)}}`, 'g')) ?? []).join(' '),
};

describe('property tests', () => {
  describe('redaction of the known token', () => {
    test('no echo of a token, in any encoding, amid any text, leaves a piece of it in a message or a cell', () => {
      fc.assert(
        fc.property(
          issuedToken,
          fc.constantFrom(...Object.keys(ENCODINGS)),
          ordinaryText,
          ordinaryText,
          fc.nat(60),
          fc.constantFrom('', 'api', 'user@example.com'),
          fc.constantFrom('', 'Bearer ', ' Bearer '),
          (token, encoding, before, after, cut, user, stored) => {
            // Pieces of a token under 12 characters are masked unless they are letters only (the next property).
            fc.pre(encoding !== 'pieces of 6 or more' || token.length >= 12);
            const echo = (ENCODINGS[encoding] as Encoding)(token, cut % token.length, user);
            const text = `${before} ${echo} ${after}`;
            const message = redact(text, [`${stored}${token}`]);
            const cell = redactTable({ columns: [{ header: 'x', kind: 'text' }], rows: [[text]] }, [token])
              .rows[0]?.[0];
            expect(transformedLeakIn(message, token)).toBeNull();
            expect(transformedLeakIn(String(cell), token)).toBeNull();
            expect(message).toContain(REDACTED);
          },
        ),
        { numRuns: 3000 },
      );
    });

    test('a piece of 6 or more of a token under 12 characters is masked unless it is letters only, like a word', () => {
      fc.assert(
        fc.property(tokenOf(6, 11), fc.nat(5), ordinaryText, (token, start, before) => {
          const piece = token.slice(Math.min(start, token.length - 6));
          fc.pre(piece.length >= 6 && piece.length < token.length);
          const masked = redact(`${before} "${piece}"`, [token]);
          if (/^[A-Za-z]+$/.test(piece)) expect(masked).toBe(`${before} "${piece}"`);
          else expect(masked).toBe(`${before} "${REDACTED}"`);
        }),
        { numRuns: 2000 },
      );
    });

    test('ordinary text without the token is unchanged, whatever the token (short ones and words too)', () => {
      fc.assert(
        fc.property(fc.oneof(issuedToken, tokenOf(1, 5), fc.constantFrom(...WORDS)), ordinaryText, (token, text) => {
          const words = text.toLowerCase().split(/[^a-z0-9]+/);
          // A word-like token ("keyword") is masked only where it stands as a whole word, so "keywords" is ordinary
          // text for it; any other token is masked wherever it stands, so a text holding it is not ordinary.
          const wordLike = /^[A-Za-z]+$/.test(token) && token.length < 12;
          fc.pre(wordLike ? !words.includes(token.toLowerCase()) : !text.toLowerCase().includes(token.toLowerCase()));
          const cell = redactTable({ columns: [{ header: 'x', kind: 'text' }], rows: [[text]] }, [token]).rows[0]?.[0];
          expect(cell).toBe(text);
          expect(redact(text, [token])).toBe(redact(text));
        }),
        { numRuns: 3000 },
      );
    });
  });
});
