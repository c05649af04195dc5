/**
 * Top 100 results for one keyword (keyword_serp). The interface document names the columns `position, site, full_lp`;
 * the vendor's description shows an object mapping each landing page to its position. Both are read: a map becomes
 * one record per landing page (site taken from its address), ordered by position.
 */
import * as z from 'zod/mini';
import { numberField, textField } from '../../../schemas/fields';
import { foldAliases } from '../../../schemas/reshape';
import { isPlainObject, numberFromText, type PlainObject } from '../../../schemas/values';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../layout';

/** The host of a landing page address, without `www.` stripping: the service reports hosts as they rank. */
function siteOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const host = url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(/[/?#]/)[0];
  return host ? host.toLowerCase() : undefined;
}

function positionOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' ? numberFromText(value) : undefined;
}

/** True for `{ "https://a.com/x": 1, ... }`: every value a position. */
export function isLandingPageMap(body: unknown): body is PlainObject {
  if (!isPlainObject(body)) return false;
  const values = Object.values(body);
  return values.length > 0 && values.every((value) => positionOf(value) !== undefined);
}

/** Records of a keyword SERP answer given as a landing page → position map. */
export function landingPageMapRecords(body: PlainObject): PlainObject[] {
  return Object.entries(body)
    .map(([url, position]) => ({ position: positionOf(position), site: siteOf(url), full_lp: url }))
    .sort((a, b) => (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY));
}

const ALIASES = [
  ['rank', 'position'],
  ['domain', 'site'],
  ['landing_page', 'full_lp'],
  ['url', 'full_lp'],
] as const;

const schema = z.pipe(
  z.transform((record) => {
    const folded = foldAliases(record, ALIASES);
    if (!isPlainObject(folded) || folded.site !== undefined) return folded;
    const site = siteOf(folded.full_lp);
    return site === undefined ? folded : { ...folded, site };
  }),
  z.looseObject({ position: numberField(), site: textField(), full_lp: textField() }),
);

const columns: LayoutColumn[] = [field('position', 'integer'), field('site', 'text'), field('full_lp', 'text')];

export const v1KeywordSerpLayout: Layout = {
  name: 'v1_keyword_serp',
  what: 'the keyword SERP',
  schema,
  columns,
  help: describeLayout('One row per ranking result, at most the top 100, by position.', columns, [
    'site is the ranking domain and full_lp the landing page it ranks with.',
  ]),
};
