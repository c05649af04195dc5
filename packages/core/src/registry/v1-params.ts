import { type CoerceContext, coerceDateRange } from '../args';
import { refuse } from '../args/refusal';
import { COMPETITORS as COMPETITOR_DOMAINS, DEVICE } from './params';
import type { Args, ParamDef } from './types';

/** Parameters of the interface 1.2 functions, declared once so their help reads the same everywhere. */

export const SITE_ID: ParamDef = {
  name: 'site_id',
  type: 'id',
  optional: false,
  help: 'Site id, a number: the id column of SV_V1_SITES / SV.V1_SITES.',
};

export const DATE_START: ParamDef = {
  name: 'date_start',
  type: 'date',
  optional: false,
  help: 'First day: a date cell, YYYY-MM-DD text or relative text like "30 days ago" or "3 months ago".',
};

export const DATE_END: ParamDef = {
  name: 'date_end',
  type: 'date',
  optional: false,
  help: 'Last day: a date cell, YYYY-MM-DD text, "today" or "yesterday"; days after today count as today.',
};

const GROUP_HELP = 'Keyword group id, a whole number from SV_V1_GROUPS / SV.V1_GROUPS';

/** A group the path needs; 0 is the service's all-keywords group. */
export const GROUP_ID: ParamDef = {
  name: 'group_id',
  type: 'group_id',
  optional: false,
  help: `${GROUP_HELP}; 0 or "all" = all keywords.`,
};

export const OPTIONAL_GROUP_ID: ParamDef = {
  ...GROUP_ID,
  optional: true,
  help: `${GROUP_HELP}; empty, 0 or "all" = all keywords.`,
};

export const GROUP_ID_OR_BRAND: ParamDef = {
  ...OPTIONAL_GROUP_ID,
  help: `${GROUP_HELP}; empty = all keywords, 0 = the all-keywords group, "brand" = the Brand folder.`,
};

export const V1_DEVICE: ParamDef = { ...DEVICE, help: 'desktop or mobile (default desktop).' };

/** The 1.2 wire spelling of a device: 1 desktop, 2 mobile. */
export function deviceNumber(device: unknown): 1 | 2 | undefined {
  if (device === 'mobile') return 2;
  if (device === 'desktop') return 1;
  return undefined;
}

export const MAX_COMPETITORS = 10;

/** The 3.0 competitor rule, required here, and at most ten: 1.2 puts them into the address. */
export const COMPETITORS: ParamDef = {
  ...COMPETITOR_DOMAINS,
  maxItems: MAX_COMPETITORS,
  optional: false,
  help: `Competitor domains, at most ${MAX_COMPETITORS}: comma text or a range (e.g. rival.com, other.net).`,
};

export const OPTIONAL_COMPETITORS: ParamDef = {
  ...COMPETITORS,
  optional: true,
  help: `Competitor domains, at most ${MAX_COMPETITORS}: comma text or a range (e.g. rival.com, other.net); empty = the competitors marked as default.`,
};

/** Brings `date_start` / `date_end` into order (an end after today becomes today), before any request. */
export function validatePeriod(args: Args, coerce: CoerceContext): void {
  const range = coerceDateRange(args.date_start as string, args.date_end as string, coerce, {
    startName: 'date_start',
    endName: 'date_end',
  });
  args.date_start = range.startDate;
  args.date_end = range.endDate;
}

/** Interface 1.2 knows positive group ids and 0; the Brand folder only where `brandAllowed`. */
export function validateGroup(args: Args, brandAllowed: boolean): void {
  const group = args.group_id;
  if (typeof group !== 'number' || group >= 0) return;
  if (brandAllowed && group === -1) return;
  const remedy = brandAllowed
    ? 'Use a group id from SV_V1_GROUPS / SV.V1_GROUPS, 0 for all keywords or "brand".'
    : 'Use a group id from SV_V1_GROUPS / SV.V1_GROUPS or 0 for all keywords.';
  const what =
    group === -1 ? 'the Brand folder cannot be asked for here' : `${group} is not a group id of interface 1.2`;
  throw refuse('group_id', what, remedy);
}
