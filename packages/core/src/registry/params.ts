import { InputError } from '../errors';
import type { Args, ParamDef } from './types';

/** Parameters shared by many functions, declared once so their help reads the same everywhere. */
export const CAMPAIGN_ID: ParamDef = {
  name: 'campaign_id',
  type: 'id',
  optional: false,
  help: 'Campaign id, a number (see SV_CAMPAIGNS / SV.CAMPAIGNS).',
};

export const START_DATE: ParamDef = {
  name: 'start_date',
  type: 'date',
  optional: false,
  help: 'First day: a date cell, YYYY-MM-DD text or relative text like "30 days ago".',
};

export const END_DATE: ParamDef = {
  name: 'end_date',
  type: 'date',
  optional: false,
  help: 'Last day: a date cell, YYYY-MM-DD text, "today" or "yesterday"; days after today count as today.',
};

export const OPTIONAL_START_DATE: ParamDef = {
  ...START_DATE,
  optional: true,
  help: `${START_DATE.help} Default: 30 days before end_date.`,
};
export const OPTIONAL_END_DATE: ParamDef = { ...END_DATE, optional: true, help: `${END_DATE.help} Default: today.` };

export const GROUP_ID: ParamDef = {
  name: 'group_id',
  type: 'group_id',
  optional: true,
  help: 'Keyword group id; 0 or empty = all keywords, -1 or "brand" = the Brand folder, -2 = ungrouped, -3 = forecast objective keywords.',
};

export const DEVICE: ParamDef = {
  name: 'device',
  type: 'enum',
  optional: true,
  values: ['desktop', 'mobile'],
  help: 'desktop or mobile (default desktop).',
};

export const OPTIONS: ParamDef = {
  name: 'options',
  type: 'options',
  optional: true,
  help: 'More settings as text "key=value; key=value" or a two-column range of keys and values; the function help lists the keys.',
};

export const DOMAIN_OR_URL: ParamDef = {
  name: 'domain_or_url',
  type: 'list',
  items: 'domain_or_url',
  maxItems: 1,
  optional: false,
  help: 'A domain (rival.com) for the whole site, or a URL path (rival.com/blog) for that section only.',
};

/**
 * Competitor domains of the 3.0 competition and share-of-voice operations. Every domain argument follows one rule
 * (`readDomain`: host names only); the 3.0 interface states no most, so none is set here (the 1.2 compare operations
 * and research ranking data take at most 10 and say so in their own declarations).
 */
export const COMPETITORS: ParamDef = {
  name: 'competitors',
  type: 'list',
  items: 'domain',
  optional: true,
  help: 'Competitor domains to include besides the top competitors: comma text or a range (e.g. rival.com, other.net).',
};

export const GAP_TYPE: ParamDef = {
  name: 'gap_type',
  type: 'enum',
  optional: true,
  values: ['all-keywords', 'overlapping', 'non-overlapping'],
  help: 'all-keywords (default), overlapping (keywords you both rank for) or non-overlapping (only theirs).',
};

/** The one domain or URL of DOMAIN_OR_URL (coercion refuses none or several); the list type serves its reading. */
export function singleDomainOrUrl(args: Args): string {
  const urls = args.domain_or_url as string[];
  if (urls.length !== 1) {
    throw new InputError(`domain_or_url takes one domain or URL, but got ${urls.length}: ${urls.join(', ')}.`);
  }
  return urls[0] as string;
}
