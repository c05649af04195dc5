import { checkImportKeywords, normaliseKeyword } from '../../src/keyword-import/keyword-list';
import { ledgerKey } from '../../src/keyword-import/ledger';

const NFC = 'caf\u00e9 cr\u00e8me';
const NFD = 'cafe\u0301 cre\u0300me';

test.each([
  ['NFC and NFD accents', NFC, NFD],
  ['a zero-width space inside a word', 'running shoes', 'run\u200Bning shoes'],
  ['a zero-width non-joiner and joiner', 'trail shoes', 'tr\u200Cail sh\u200Does'],
  ['a byte order mark at the start', 'trail shoes', '\uFEFFtrail shoes'],
  ['a byte order mark inside', 'trail shoes', 'trail\uFEFF shoes'],
])('%s: one keyword, sent and hashed alike', (_name, a, b) => {
  expect(normaliseKeyword(b)).toBe(normaliseKeyword(a));
  expect(ledgerKey(101, checkImportKeywords([b]))).toBe(ledgerKey(101, checkImportKeywords([a])));
});

test('what is sent is NFC without format characters', () => {
  expect(checkImportKeywords([`${NFD}\u200B`, NFC])).toEqual([NFC]);
  expect(normaliseKeyword(NFD)).toBe(NFC.normalize('NFC'));
});

test('a keyword made only of format characters is no keyword', () => {
  expect(checkImportKeywords(['\u200B\uFEFF', 'shoes'])).toEqual(['shoes']);
});
