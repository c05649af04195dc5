import { z } from 'zod';
import { parseRelativeDay } from '../../data/calendar';
import type { CampaignDef } from '../../data/catalogue';
import type { Keyword } from '../../data/keywords';
import { invalidParameters } from '../../http/errors';
import type { Env } from '../../http/router';
import { id } from '../../validation/params';
import { type DayRange, selectKeywords } from '../shared';

/** Interface 1.2 conventions: site ids are campaign ids, periods may be relative, group 0 is all keywords. */

export const period = () =>
  z
    .string()
    .refine((text) => parseRelativeDay(text, 0) !== null, 'must be YYYY-mm-dd or a relative date such as 3 months ago');

export const siteParams = { site_id: id() };

/** A period from two texts; `today` resolves relative expressions. */
export function periodOf(
  env: Env,
  start: string,
  end: string,
  names: [string, string] = ['date_start', 'date_end'],
): DayRange {
  const from = parseRelativeDay(start, env.today);
  const to = parseRelativeDay(end, env.today);
  if (from === null) throw invalidParameters([`${names[0]}: must be YYYY-mm-dd or a relative date`]);
  if (to === null) throw invalidParameters([`${names[1]}: must be YYYY-mm-dd or a relative date`]);
  if (from > to) throw invalidParameters([`${names[0]}: must not be after ${names[1]}`]);
  return { from, to };
}

/**
 * Group ids of 1.2: an integer (0 all keywords); keyword data alone also takes the word `brand` for the Brand folder,
 * as its document says (the others declare the group an integer).
 */
export const legacyGroup = (options: { brand?: true } = {}) =>
  options.brand
    ? z
        .string()
        .regex(/^(-?\d+|brand)$/i, 'must be a group id or brand')
        .transform((value) => (value.toLowerCase() === 'brand' ? -1 : Number(value)))
    : z
        .string()
        .regex(/^-?\d+$/, 'must be a group id')
        .transform(Number);

export function keywordsOfGroup(env: Env, campaign: CampaignDef, group: number | undefined): Keyword[] {
  return selectKeywords(env, campaign, { groupIds: group === undefined ? undefined : [group] });
}

/** Days of the period that have data for the site (its life, up to yesterday). */
export function legacyDays(campaign: CampaignDef, range: DayRange, today: number): number[] {
  const created = Date.parse(`${campaign.createdOn}T00:00:00Z`) / 86_400_000;
  const days: number[] = [];
  for (let day = Math.max(range.from, created); day <= Math.min(range.to, today - 1); day++) days.push(day);
  return days;
}

export function lastDataDay(range: DayRange, today: number): number {
  return Math.min(range.to, today - 1);
}
