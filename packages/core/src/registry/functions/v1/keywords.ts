import { coerceDateRange } from '../../../args';
import {
  isLandingPageMap,
  landingPageMapRecords,
  v1KeywordDataLayout,
  v1KeywordSerpLayout,
} from '../../../flatten/layouts/v1';
import { LIST_OPTIONS, TABLE_OPTIONS } from '../../common-options';
import { OPTIONS } from '../../params';
import { ROWS_BY_THOUSAND } from './paging';
import {
  DATE_END,
  DATE_START,
  deviceNumber,
  GROUP_ID_OR_BRAND,
  OPTIONAL_GROUP_ID,
  SITE_ID,
  V1_DEVICE,
  validateGroup,
  validatePeriod,
} from './params';
import { v1Path } from './path';
import { v1Operation } from './v1-operation';

/** The group segment of a 1.2 path: -1 stands for the Brand folder, which the service names `brand`. */
function groupSegment(group: unknown): string | number {
  return group === -1 ? 'brand' : ((group as number | undefined) ?? 0);
}

export const V1_KEYWORD_DATA = v1Operation({
  name: 'V1_KEYWORD_DATA',
  help: 'Tracked keywords of a site for a period (interface 1.2): search volume, CPC, desktop and mobile rank and trend, landing pages, traffic and opportunity.',
  params: [SITE_ID, DATE_START, DATE_END, GROUP_ID_OR_BRAND, OPTIONS],
  options: {
    ...LIST_OPTIONS,
    keyword_name: { type: 'text', help: 'only the keyword with exactly this text (its name, not its id)' },
  },
  path: (args) =>
    args.group_id === undefined
      ? v1Path('keyword_data', args.site_id as number, args.date_start as string, args.date_end as string)
      : v1Path(
          'keyword_data',
          args.site_id as number,
          groupSegment(args.group_id),
          args.date_start as string,
          args.date_end as string,
        ),
  query: (_args, options) => ({ keyword_name: options.keyword_name as string | undefined }),
  paging: ROWS_BY_THOUSAND,
  layout: v1KeywordDataLayout,
  validate(args, coerce) {
    validateGroup(args, true);
    validatePeriod(args, coerce);
  },
});

export const V1_CANNIBALIZATION = v1Operation({
  name: 'V1_CANNIBALIZATION',
  help: 'Keywords of a site with cannibalization issues (several of your pages competing for one keyword), over the period the service chooses.',
  params: [SITE_ID, OPTIONAL_GROUP_ID, OPTIONS],
  options: TABLE_OPTIONS,
  what: 'keyword cannibalization data',
  // The service spells the operation with one n.
  path: (args) => v1Path('keyword_canibalization', args.site_id as number, groupSegment(args.group_id)),
  paging: { kind: 'none' },
  result:
    'One row per keyword with cannibalization issues, with the fields the service sends as dotted columns (the item shape is not documented, so the columns follow the answer); a list of pages per keyword becomes one row per page.',
  validate: (args) => validateGroup(args, false),
});

export const V1_KEYWORD_SERP = v1Operation({
  name: 'V1_KEYWORD_SERP',
  help: 'The top 100 ranking domains and landing pages in Google for one keyword on one day.',
  params: [
    SITE_ID,
    {
      name: 'keyword',
      type: 'text',
      optional: false,
      help: 'The keyword, as text exactly as tracked (e.g. running shoes), not its id.',
    },
    {
      name: 'query_end_date',
      type: 'date',
      optional: true,
      help: 'The day of the results: a date cell, YYYY-MM-DD text or relative text like "yesterday"; default today.',
    },
    V1_DEVICE,
    OPTIONS,
  ],
  options: TABLE_OPTIONS,
  path: (args) => v1Path('keyword_serp', args.site_id as number),
  query: (args) => ({
    keyword_name: args.keyword as string,
    query_end_date: args.query_end_date as string,
    mobile: deviceNumber(args.device) === 2 ? 1 : 0,
  }),
  paging: { kind: 'none' },
  layout: v1KeywordSerpLayout,
  records: (body) => (isLandingPageMap(body) ? landingPageMapRecords(body) : undefined),
  validate(args, coerce) {
    const keyword = (args.keyword as string).trim();
    args.keyword = keyword;
    const { endDate } = coerceDateRange(undefined, args.query_end_date as string | undefined, coerce, {
      defaultDays: 0,
      endName: 'query_end_date',
    });
    args.query_end_date = endDate;
  },
});
