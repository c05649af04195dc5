import { type CellArg, type CoerceContext, coerceGroupId, coerceList } from '../args';
import { refuse } from '../args/refusal';
import { optional, param } from './param';

/** Parameters of the interface 1.2 functions, declared once so their help reads the same everywhere. */

export const SITE_ID = param.id('site_id', 'Site id, a number: the id column of SV_V1_SITES / SV.V1_SITES.');

export const DATE_START = param.date(
  'date_start',
  'First day: a date cell, YYYY-MM-DD text or relative text like "30 days ago", "3 months ago" or "last month" (its first day; weeks start on Monday).',
);

export const DATE_END = param.date(
  'date_end',
  'Last day: a date cell, YYYY-MM-DD text, "today", "yesterday" or "last month" (its last day); days after today count as today.',
  'end',
);

const GROUP_HELP = 'Keyword group id, a whole number from SV_V1_GROUPS / SV.V1_GROUPS';

/** Interface 1.2 knows positive group ids and 0; the Brand folder (-1) only where `brandAllowed`. */
function checkV1Group(group: number, brandAllowed: boolean): number {
  if (group >= 0 || (brandAllowed && group === -1)) return group;
  const remedy = brandAllowed
    ? 'Use a group id from SV_V1_GROUPS / SV.V1_GROUPS, 0 for all keywords or "brand".'
    : 'Use a group id from SV_V1_GROUPS / SV.V1_GROUPS or 0 for all keywords.';
  const what =
    group === -1 ? 'the Brand folder cannot be asked for here' : `${group} is not a group id of interface 1.2`;
  throw refuse('group_id', what, remedy);
}

function v1GroupId(help: string, brandAllowed: boolean) {
  return param.custom('group_id', 'group_id', help, (value: CellArg): number =>
    checkV1Group(coerceGroupId(value, 'group_id'), brandAllowed),
  );
}

/** A group the path needs; 0 is the service's all-keywords group. */
export const GROUP_ID = v1GroupId(`${GROUP_HELP}; 0 or "all" = all keywords.`, false);

export const OPTIONAL_GROUP_ID = optional(GROUP_ID, `${GROUP_HELP}; empty, 0 or "all" = all keywords.`);

/** Several groups, where an operation takes a comma list of them. */
export const OPTIONAL_GROUP_IDS = optional(
  param.custom(
    'group_id',
    'list',
    `${GROUP_HELP}, or several as comma text or a range (12, 34); empty, 0 or "all" = all keywords.`,
    (value: CellArg, ctx: CoerceContext): number[] =>
      coerceList(value, 'group_id', 'group_id', ctx).map((group) => checkV1Group(group, false)),
    { items: 'group_id' },
  ),
);

export const GROUP_ID_OR_BRAND = optional(
  v1GroupId(`${GROUP_HELP}; empty = all keywords, 0 = the all-keywords group, "brand" = the Brand folder.`, true),
);

/** The 1.2 wire spelling of a device: 1 desktop, 2 mobile. */
export function deviceNumber(device: 'desktop' | 'mobile' | undefined): 1 | 2 | undefined {
  if (device === 'mobile') return 2;
  if (device === 'desktop') return 1;
  return undefined;
}

export const MAX_COMPETITORS = 10;

/** The 3.0 competitor rule, required here, and at most ten: 1.2 puts them into the address. */
export const COMPETITORS = param.list(
  'competitors',
  'domain',
  `Competitor domains, at most ${MAX_COMPETITORS}: comma text or a range (e.g. rival.com, other.net).`,
  MAX_COMPETITORS,
);

export const OPTIONAL_COMPETITORS = optional(
  COMPETITORS,
  `Competitor domains, at most ${MAX_COMPETITORS}: comma text or a range (e.g. rival.com, other.net); empty = the competitors marked as default.`,
);
