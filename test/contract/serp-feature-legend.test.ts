/**
 * The SERP feature legend: every code the sandbox can put in an answer has a name and one sentence of meaning, so a
 * 'code list' column (FSN, QNS, AIO, ...) can always be read by a client.
 */
import { SERP_FEATURE_CODES } from '@sv/core';
// The sandbox's own list of the codes its generator draws from (not part of its public surface).
import { SERP_CODES, serpFeaturesOfPhrase } from '../../packages/sandbox/src/data/serp';

const legendCodes = Object.keys(SERP_FEATURE_CODES);

/** Codes the generator actually produces over many phrases, both devices and several weeks. */
function producedCodes(): Set<string> {
  const produced = new Set<string>();
  for (let phrase = 0; phrase < 300; phrase++) {
    for (const device of ['desktop', 'mobile'] as const) {
      for (let week = 0; week < 4; week++) {
        const day = 20_000 + week * 7;
        for (const feature of serpFeaturesOfPhrase(7, `phrase ${phrase}`, device, day, 'example.com')) {
          produced.add(feature.feature);
        }
      }
    }
  }
  return produced;
}

test('every code in the sandbox list is in the legend', () => {
  // Answers may spell codes in lower case; the tables (and the legend) use upper case.
  const missing = SERP_CODES.filter((code) => SERP_FEATURE_CODES[code.toUpperCase()] === undefined);
  expect(missing).toEqual([]);
});

test('every code the sandbox generator produces is in the legend', () => {
  const produced = [...producedCodes()];
  expect(produced.length).toBeGreaterThan(10);
  expect(produced.filter((code) => SERP_FEATURE_CODES[code.toUpperCase()] === undefined)).toEqual([]);
});

test('the legend is keyed by upper-case codes', () => {
  for (const code of legendCodes) expect(code).toMatch(/^[A-Z]{3}$/);
});

test.each(legendCodes)('%s has a name and one sentence of meaning', (code) => {
  const entry = SERP_FEATURE_CODES[code];
  expect(entry).toBeDefined();
  if (!entry) return;
  expect(entry.name).toMatch(/^\S.{0,38}\S$/);
  expect(entry.meaning).toMatch(/^[A-Z0-9"'(][^\n]{10,}\.$/);
  // One sentence: no full stop, question or exclamation mark followed by another sentence inside it.
  expect(entry.meaning).not.toMatch(/[.!?]\s+[A-Z(]/);
});

test('no two codes share a name', () => {
  const names = legendCodes.map((code) => SERP_FEATURE_CODES[code]?.name.toLowerCase());
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
});
