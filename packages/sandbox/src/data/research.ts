import type { CampaignDef } from './catalogue';
import type { Keyword } from './keywords';
import { intBetween, unit } from './random';

/** The research database: related phrases of any keyword, ranked for any domain, built from the phrase itself. */

const PREFIXES = [
  'best',
  'cheap',
  'top',
  'how to choose',
  'what are',
  'affordable',
  'premium',
  'local',
  'online',
  'new',
];
const SUFFIXES = [
  'near me',
  'reviews',
  'prices',
  'deals',
  'guide',
  'ideas',
  'comparison',
  'for beginners',
  'uk',
  'usa',
  'discount',
  'alternatives',
  'online',
  'this year',
  'ranked',
  'explained',
  'tips',
  'checklist',
  'vs',
  'questions',
];

/** Related phrases of a keyword (40 to 220 of them, stable per phrase and seed), strongest connection first. */
export function relatedPhrases(seed: number, keyword: string): { phrase: string; strength: number }[] {
  const base = keyword.trim().toLowerCase().replace(/\s+/g, ' ');
  const candidates = [
    ...SUFFIXES.map((suffix) => `${base} ${suffix}`),
    ...PREFIXES.map((prefix) => `${prefix} ${base}`),
    ...PREFIXES.flatMap((prefix) => SUFFIXES.map((suffix) => `${prefix} ${base} ${suffix}`)),
  ];
  const count = intBetween(40, 220, seed, base, 'related-count');
  return candidates
    .map((phrase) => ({
      phrase,
      strength: Math.round((0.15 + unit(seed, base, phrase, 'strength') * 0.85) * 100) / 100,
    }))
    .sort((a, b) => b.strength - a.strength || (a.phrase < b.phrase ? -1 : 1))
    .slice(0, count);
}

/** A stand-in keyword for a research phrase, so the rank and SERP generators can describe it. */
export function researchKeyword(seed: number, campaign: CampaignDef, phrase: string): Keyword {
  return { seed, campaign, index: -1, id: 0, phrase, slots: null, importGroupIds: null, addedDay: 0 };
}

/** Splits `example.com/blog` into its domain and path. */
export function splitUrl(url: string): { domain: string; path: string } {
  const clean = url.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  const slash = clean.indexOf('/');
  return slash < 0 ? { domain: clean, path: '' } : { domain: clean.slice(0, slash), path: clean.slice(slash) };
}

/** Whether a URL path (not a whole domain) ranks for a phrase: a stable share of the domain's keywords. */
export function pathCovers(seed: number, path: string, phrase: string): boolean {
  return path === '' || unit(seed, path, phrase, 'path') < 0.35;
}
