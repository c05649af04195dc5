import {
  type CellArg,
  type CoerceContext,
  coerceDate,
  coerceList,
  type OptionDefinition,
  type OptionSpec,
} from '../args';
import { refuse } from '../args/refusal';
import type { Paging } from '../engine/paging';
import { InputError } from '../errors';
import { TABLE_OPTIONS } from './common-options';
import { optional, param } from './param';

/** Parameters and options shared by many functions, declared once so their help reads the same everywhere. */

export const CAMPAIGN_ID = param.id('campaign_id', 'Campaign id, a number (see SV_CAMPAIGNS / SV.CAMPAIGNS).');

/** A period's name is its first day here and its last in END_HELP: "last month" in both asks for that whole month. */
const START_HELP =
  'First day: a date cell, YYYY-MM-DD text or relative text like "30 days ago" or "last month" (its first day; weeks start on Monday).';
const END_HELP =
  'Last day: a date cell, YYYY-MM-DD text, "today", "yesterday" or "last month" (its last day); days after today count as today.';

/** A required first day (the 1.2 compare operations name their period like 3.0 but define no default). */
export const REQUIRED_START_DATE = param.date('start_date', START_HELP);
export const REQUIRED_END_DATE = param.date('end_date', END_HELP, 'end');

/** The period of the 3.0 operations, with the defaults 3.0 keyword data defines (both left out: the last 30 days). */
export const START_DATE = optional(REQUIRED_START_DATE, `${START_HELP} Default: 30 days before end_date.`);
export const END_DATE = optional(REQUIRED_END_DATE, `${END_HELP} Default: today.`);

export const GROUP_ID = optional(
  param.groupId(
    'group_id',
    'Keyword group id; 0 or empty = all keywords, -1 or "brand" = the Brand folder, -2 = ungrouped, -3 = forecast objective keywords.',
  ),
);

/** Keyword data takes several groups at once (the keywords of any of them). */
export const GROUP_IDS = optional(
  param.list(
    'group_id',
    'group_id',
    'Keyword group ids, one or several as comma text or a range (12, 34); 0 or empty = all keywords, -1 or "brand" = the Brand folder, -2 = ungrouped, -3 = forecast objective keywords.',
  ),
);

export const DEVICE = optional(param.enum('device', ['desktop', 'mobile'], 'desktop or mobile (default desktop).'));

/** One domain or URL path; the list reading serves it (one rule for domains), so more than one is refused there. */
const DOMAIN_OR_URL_HELP =
  'A domain (rival.com) for the whole site, or a URL path (rival.com/blog) for that section only.';
export const DOMAIN_OR_URL = param.custom(
  'domain_or_url',
  'list',
  DOMAIN_OR_URL_HELP,
  (value: CellArg, ctx: CoerceContext): string => {
    const [url] = coerceList(value, 'domain_or_url', 'domain_or_url', ctx, { maxItems: 1 });
    if (url === undefined) {
      throw new InputError(`domain_or_url: the list is empty. Give at least one. ${DOMAIN_OR_URL_HELP}`);
    }
    return url;
  },
  { items: 'domain_or_url', maxItems: 1 },
);

/**
 * At most this many competitor domains go in one 3.0 competition or share-of-voice request. The 3.0 interface states
 * no most; the service's 1.2 comparisons take at most 10, and a service that quietly answered for only some of a longer
 * list would give a table that looks complete. So a longer list is refused before anything is sent, with the limit
 * named, rather than sent whole and perhaps cut without a word; the top competitors come back whatever the list.
 */
export const MAX_V3_COMPETITORS = 10;

/**
 * Competitor domains of the 3.0 competition and share-of-voice operations. Every domain argument follows one rule
 * (`readDomain`: host names only), at most MAX_V3_COMPETITORS (the 1.2 compare operations and research ranking data
 * have their own declarations).
 */
export const COMPETITORS = optional(
  param.custom(
    'competitors',
    'list',
    `Competitor domains to include besides the top competitors, at most ${MAX_V3_COMPETITORS}: comma text or a range (e.g. rival.com, other.net).`,
    (value: CellArg, ctx: CoerceContext) => {
      const domains = coerceList(value, 'competitors', 'domain', ctx);
      if (domains.length > MAX_V3_COMPETITORS) {
        throw refuse(
          'competitors',
          `${domains.length} domains were given, more than the ${MAX_V3_COMPETITORS} one call sends`,
          `Give at most ${MAX_V3_COMPETITORS} (the limit the service documents for its competitor comparisons; this interface states none): split them over several calls. The top competitors are included in any case.`,
        );
      }
      return domains;
    },
    { items: 'domain', maxItems: MAX_V3_COMPETITORS },
  ),
);

export const GAP_TYPE = optional(
  param.enum(
    'gap_type',
    ['all-keywords', 'overlapping', 'non-overlapping'],
    'all-keywords (default), overlapping (keywords you both rank for) or non-overlapping (only theirs).',
  ),
);

/**
 * The single day of one-day operations; a day after today can hold no data, so it is refused before anything is
 * sent. Left out, it is yesterday (see `latestDay`).
 */
export const DAY = optional(
  param.custom(
    'date',
    'date',
    'The day: a date cell, YYYY-MM-DD text or relative text like "3 days ago". Default: yesterday, the latest day with a complete crawl.',
    (value: CellArg, ctx: CoerceContext): string => {
      const day = coerceDate(value, 'date', ctx);
      const today = ctx.today();
      if (day > today) throw refuse('date', `${day} is in the future (today is ${today})`, 'Use a day up to today.');
      return day;
    },
  ),
);

export const FORECAST_ID = param.id('forecast_id', 'Forecast scenario id, a number (see SV_FORECASTS / SV.FORECASTS).');

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

/** The `limit` option where one keyword becomes several rows (long format). */
export const KEYWORD_LIMIT = {
  type: 'integer',
  min: 1,
  max: 1_000_000,
  help: 'at most this many keywords (default: all of them); each keyword may give several rows',
} as const satisfies OptionDefinition;

/** The options of a read that may list each tracked keyword in several rows: how many keywords, and which. */
export const KEYWORD_ROWS = { ...TABLE_OPTIONS, limit: KEYWORD_LIMIT, keyword_ids: KEYWORD_IDS } as const;

/** The same, with keywords chosen by text too. */
export const KEYWORD_ROWS_BY_TEXT = { ...KEYWORD_ROWS, search: SEARCH } as const;

/** The options of the daily rank reads (organic, AI search): another domain's ranks, archived keywords too. */
export const RANKS_OF = {
  domain: { ...DOMAIN, help: 'the domain whose ranks to show, e.g. rival.com (default: the campaign domain)' },
  get_archive: { type: 'boolean', help: 'TRUE also lists archived keywords (default FALSE)' },
} as const satisfies OptionSpec;

/** 1/0, as the service reads yes/no switches such as metrics_weighted_by_search_volume. */
export function oneOrZero(value: boolean | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}

/** `limit`/`offset` pages of at most `size` records. */
export function offsetPages(
  size: number,
  kind: 'offset' | 'scan' = 'offset',
): Extract<Paging, { kind: 'offset' | 'scan' }> {
  return { kind, maxPageSize: size, limitParam: 'limit', offsetParam: 'offset' };
}

/**
 * How to read a tracked rank, for the help of every function that shows one: a campaign tracks ranks down to a depth,
 * and a rank at that depth is the service's way of saying "not found".
 */
export const TRACKING_DEPTH_NOTE =
  "A rank equal to the campaign's tracking depth (max_tracked_position_desktop / _mobile in SV_CAMPAIGNS) means not found within it.";

/** Search intents the service tells keywords apart by. */
export const INTENTS = ['informational', 'commercial', 'transactional', 'navigational'] as const;

/**
 * The keyword segments of the group and AI visibility operations: each narrows the keywords the daily figures are
 * computed over. Sent only when given.
 */
export const SEGMENT_FILTERS = {
  intent: { type: 'enum', values: INTENTS, help: `only keywords of this search intent: ${INTENTS.join(', ')}` },
  has_aio: { type: 'boolean', help: 'TRUE: only keywords whose Google results show an AI overview' },
  brand: { type: 'boolean', help: 'TRUE: only brand keywords' },
  non_brand: { type: 'boolean', help: 'TRUE: only non-brand keywords' },
  top_10: { type: 'boolean', help: 'TRUE: only keywords ranking in the Google top 10' },
} as const satisfies OptionSpec;
