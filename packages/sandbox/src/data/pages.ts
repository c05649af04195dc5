import type { Keyword } from './keywords';
import { pick, unit } from './random';
import type { Device } from './ranks';
import { THEMES } from './vocabulary';

/** Landing pages of the campaign site: a handful of sections, a page per keyword theme word. */

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The page a keyword is meant to rank with. */
export function desiredPageOf(keyword: Keyword): string {
  const theme = THEMES[keyword.campaign.theme];
  const section = pick(theme.pathWords, keyword.seed, keyword.phrase, 'section');
  const product = keyword.slots ? (theme.slots[1]?.[keyword.slots[1] ?? 0] ?? keyword.phrase) : keyword.phrase;
  return `https://${keyword.campaign.domain}/${section}/${slug(product)}`;
}

/** The page that ranks today: usually the desired one, sometimes a competing page of the same site. */
export function currentPageOf(keyword: Keyword, device: Device): string {
  const desired = desiredPageOf(keyword);
  if (unit(keyword.seed, keyword.phrase, device, 'page-mismatch') < 0.8) return desired;
  const theme = THEMES[keyword.campaign.theme];
  return `https://${keyword.campaign.domain}/${pick(theme.pathWords, keyword.seed, keyword.phrase, 'other')}/`;
}

/** A competitor's page for a phrase. */
export function competitorPageOf(domain: string, phrase: string): string {
  return `https://${domain}/${slug(phrase)}`;
}

export function pageTitleOf(url: string): string {
  const words = url
    .replace(/^https?:\/\/[^/]+\/?/, '')
    .split(/[/-]/)
    .filter(Boolean);
  const title = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return title || 'Home';
}
