import { ownEntry } from '../own-entry';

/** Words written as abbreviations wherever a field path is shown in words. */
const ACRONYMS: Readonly<Record<string, string>> = {
  aio: 'AIO',
  ai: 'AI',
  serp: 'SERP',
  url: 'URL',
  urls: 'URLs',
  id: 'ID',
  ids: 'IDs',
  cpc: 'CPC',
  ctr: 'CTR',
  seo: 'SEO',
  sov: 'SOV',
};

function words(segment: string): string {
  return segment
    .split(/_+/)
    .filter((word) => word !== '')
    .map((word) => ownEntry(ACRONYMS, word.toLowerCase()) ?? word.toLowerCase())
    .join(' ');
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A field path in words, for the columns no dictionary can know (the functions that flatten whatever fields the
 * service sends): the last field first, then where it sits. `organic_share_of_voice.domains.share_of_voice` reads
 * "Share of voice (organic share of voice › domains)".
 */
export function readablePath(path: string): string {
  const segments = path.split('.').filter((segment) => segment !== '');
  const last = segments.pop();
  if (last === undefined) return path;
  const name = capitalised(words(last));
  return segments.length === 0 ? name : `${name} (${segments.map(words).join(' › ')})`;
}
