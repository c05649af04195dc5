import type { CoerceContext, OptionDefinition } from '../args';
import type { Paging } from '../engine/paging';
import { InputError } from '../errors';
import type { Args, FunctionDef, ParamDef } from './types';

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

/** Parameters, options and checks shared by the functions of the further 3.0 operations. */

export const KEYWORD_IDS = {
  type: 'list',
  item: 'id',
  help: 'only these keyword ids (comma list or range)',
} as const satisfies OptionDefinition;

export const SEARCH = { type: 'text', help: 'only keywords containing this text' } as const satisfies OptionDefinition;

/** The `domain` option: one host name, by the same rule as competitor lists. */
export const DOMAIN = {
  type: 'domain',
  help: 'the domain to measure instead of your site, e.g. rival.com (default: the campaign domain)',
} as const satisfies OptionDefinition;

export const AI_SEARCH_LLM = {
  type: 'enum',
  values: ['openai', 'gemini', 'perplexity'],
  help: "AI search engine: openai, gemini or perplexity (default: the campaign's engine)",
} as const satisfies OptionDefinition;

export const WEIGHTED = {
  type: 'boolean',
  help: 'TRUE weighs each keyword by its search volume, FALSE counts keywords equally (default: the service decides)',
} as const satisfies OptionDefinition;

/** The single day of one-day operations. */
export const DAY: ParamDef = {
  name: 'date',
  type: 'date',
  optional: false,
  help: 'The day: a date cell, YYYY-MM-DD text or relative text like "yesterday".',
};

export const DEVICE_DEFAULT_DESKTOP: ParamDef = {
  name: 'device',
  type: 'enum',
  optional: true,
  values: ['desktop', 'mobile'],
  help: 'desktop or mobile (default desktop).',
};

export const FORECAST_ID: ParamDef = {
  name: 'forecast_id',
  type: 'id',
  optional: false,
  help: 'Forecast scenario id, a number (see SV_FORECASTS / SV.FORECASTS).',
};

/** Every check in turn. */
export function allChecks(...checks: NonNullable<FunctionDef['validate']>[]): NonNullable<FunctionDef['validate']> {
  return (args, coerce) => {
    for (const check of checks) check(args, coerce);
  };
}

/** Refuses a day after today, which can hold no data, before anything is sent. */
export function checkDay(name: string) {
  return (args: Args, coerce: CoerceContext): void => {
    const day = args[name];
    const today = coerce.today();
    if (typeof day === 'string' && day > today) {
      throw new InputError(`${name}: ${day} is in the future (today is ${today}). Use a day up to today.`);
    }
  };
}

/** 1/0, as the service reads yes/no switches such as metrics_weighted_by_search_volume. */
export function oneOrZero(value: unknown): number | undefined {
  return typeof value === 'boolean' ? Number(value) : undefined;
}

/** `limit`/`offset` pages of at most `size` records. */
export function offsetPages(size: number, kind: 'offset' | 'scan' = 'offset'): Paging {
  return { kind, maxPageSize: size, limitParam: 'limit', offsetParam: 'offset' };
}

/** The `limit` option where one keyword becomes several rows (long format). */
export const KEYWORD_LIMIT = {
  type: 'integer',
  min: 1,
  max: 1_000_000,
  help: 'at most this many keywords (default: all of them); each keyword may give several rows',
} as const satisfies OptionDefinition;
