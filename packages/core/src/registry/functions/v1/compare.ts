import {
  compareKeywordsRecords,
  compareVisibilityRecords,
  v1CompareKeywordsLayout,
  v1CompareVisibilityLayout,
} from '../../../flatten/layouts/v1';
import { LIST_OPTIONS, TABLE_OPTIONS } from '../../common-options';
import { validateDateRange } from '../../dates';
import { END_DATE, OPTIONS, START_DATE } from '../../params';
import type { Args } from '../../types';
import { COMPARE_KEYWORDS_PAGING } from './paging';
import {
  COMPETITORS,
  deviceNumber,
  OPTIONAL_COMPETITORS,
  OPTIONAL_GROUP_ID,
  SITE_ID,
  V1_DEVICE,
  validateGroup,
} from './params';
import { v1Path } from './path';
import { v1Operation } from './v1-operation';

const competitorsText = (args: Args): string => (args.competitors as string[]).join(',');

export const V1_COMPARE_KEYWORDS = v1Operation({
  name: 'V1_COMPARE_KEYWORDS',
  help: 'Ranks of up to 10 competitor domains on your tracked keywords, with search volume, CPC and YoY: one row per keyword and competitor.',
  params: [SITE_ID, START_DATE, END_DATE, COMPETITORS, OPTIONAL_GROUP_ID, V1_DEVICE, OPTIONS],
  options: LIST_OPTIONS,
  path: (args) => {
    const base = [
      'compare',
      'keywords',
      args.site_id as number,
      args.start_date as string,
      args.end_date as string,
      competitorsText(args),
    ] as const;
    // Only the path with a group reads the device: a device alone asks for the all-keywords group (0).
    if (args.group_id === undefined && args.device === undefined) return v1Path(...base);
    return v1Path(...base, (args.group_id as number | undefined) ?? 0);
  },
  query: (args) => ({ device: deviceNumber(args.device) }),
  paging: COMPARE_KEYWORDS_PAGING,
  layout: v1CompareKeywordsLayout,
  records: compareKeywordsRecords,
  validate(args, coerce) {
    validateGroup(args, false);
    validateDateRange(args, coerce);
  },
});

export const V1_COMPARE_VISIBILITY = v1Operation({
  name: 'V1_COMPARE_VISIBILITY',
  help: 'Daily visibility of your site and up to 10 competitors, with graph annotations when competitors are named: one row per day and domain.',
  params: [SITE_ID, START_DATE, END_DATE, OPTIONAL_COMPETITORS, OPTIONAL_GROUP_ID, V1_DEVICE, OPTIONS],
  options: TABLE_OPTIONS,
  path: (args) => {
    const base = [
      'compare',
      'competitors',
      'visibility_score',
      args.site_id as number,
      args.start_date as string,
      args.end_date as string,
    ] as const;
    const named = (args.competitors as string[] | undefined)?.length ?? 0;
    return named === 0
      ? v1Path(...base)
      : v1Path(...base, competitorsText(args), (args.group_id as number | undefined) ?? 0);
  },
  query: (args) => {
    const named = (args.competitors as string[] | undefined)?.length ?? 0;
    return {
      group_id: named === 0 ? (args.group_id as number | undefined) : undefined,
      device: deviceNumber(args.device) ?? 1,
    };
  },
  paging: { kind: 'none' },
  layout: v1CompareVisibilityLayout,
  records: compareVisibilityRecords,
  validate(args, coerce) {
    validateGroup(args, false);
    validateDateRange(args, coerce);
  },
});
