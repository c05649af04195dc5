/** Parameters, options and checks shared by the functions of the further 3.0 operations. */
import type { CoerceContext, OptionDefinition } from '../../../args';
import type { Paging } from '../../../engine/paging';
import { InputError } from '../../../errors';
import type { Args, FunctionDef, ParamDef } from '../../types';

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
