import { z } from 'zod';
import { isoDay } from '../../data/calendar';
import type { CampaignDef } from '../../data/catalogue';
import { flattenGroups, type GroupNode, groupTree, keywordInGroup } from '../../data/groups';
import type { Keyword } from '../../data/keywords';
import { visibilityOf, volumeCache } from '../../data/visibility';
import { invalidParameters, notFound } from '../../http/errors';
import { type Env, route } from '../../http/router';
import { deviceNumber, offset } from '../../validation/params';
import { campaignFor, type DayRange, keywordsOf, page, round } from '../shared';
import { keywordsOfGroup, lastDataDay, legacyDays, legacyGroup, period, periodOf, siteParams } from './shared';

/** Groups of 1.2: list, details, the deprecated keyword_groups, and group visibility series. */

const periodParams = { ...siteParams, date_start: period(), date_end: period() };

function plainGroups(env: Env, campaign: CampaignDef): GroupNode[] {
  return flattenGroups(groupTree(campaign, env.world.imports.all(campaign.id))).filter(
    (node) => node.type !== 'folder',
  );
}

function membersOf(env: Env, campaign: CampaignDef, node: GroupNode): Keyword[] {
  return keywordsOf(env, campaign).filter((keyword) => keywordInGroup(keyword, node.id, env.today));
}

function visibilityPair(keywords: readonly Keyword[], range: DayRange, today: number) {
  const last = lastDataDay(range, today);
  const first = Math.min(range.from, last);
  const at = (device: 'desktop' | 'mobile', day: number) =>
    round(visibilityOf(keywords, device, day, volumeCache(day)) * 100, 2);
  return {
    desktopStart: at('desktop', first),
    desktopEnd: at('desktop', last),
    mobileStart: at('mobile', first),
    mobileEnd: at('mobile', last),
  };
}

function volumeOf(keywords: readonly Keyword[], day: number): number {
  const volumes = volumeCache(day);
  return keywords.reduce((sum, keyword) => sum + volumes.volume(keyword), 0);
}

function groupDetails(env: Env, keywords: readonly Keyword[], range: DayRange) {
  const v = visibilityPair(keywords, range, env.today);
  return {
    kw_count: keywords.length,
    search_volume: volumeOf(keywords, lastDataDay(range, env.today)),
    vscore_start_desktop: v.desktopStart,
    vscore_stop_desktop: v.desktopEnd,
    vscore_start_mobile: v.mobileStart,
    vscore_stop_mobile: v.mobileEnd,
    desktop_performance_change: round(v.desktopEnd - v.desktopStart, 2),
    mobile_performance_change: round(v.mobileEnd - v.mobileStart, 2),
  };
}

export const legacyGroupRoutes = [
  route({
    path: '/groups_list/:site_id',
    params: z.object(siteParams),
    query: z.strictObject({}),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.params.site_id);
      return plainGroups(ctx, campaign).map((node) => ({
        id: String(node.id),
        name: node.name,
        is_smart: node.type === 'smart group',
      }));
    },
  }),
  route({
    path: '/keyword_groups/:site_id/:date_start/:date_end',
    params: z.object(periodParams),
    query: z.strictObject({
      offset: offset(),
      limit: z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).optional(),
      load_keyword_ids: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
    }),
    handle(ctx) {
      const { params, query } = ctx;
      const campaign = campaignFor(ctx, params.site_id);
      const range = periodOf(ctx, params.date_start, params.date_end);
      const withIds = query.load_keyword_ids === '1';
      // Pages hold 1000 groups, or 10 when keyword ids are loaded (and limit may not exceed 10 then).
      const maxLimit = withIds ? 10 : 1000;
      if (query.limit !== undefined && (query.limit < 1 || query.limit > maxLimit)) {
        throw invalidParameters([`limit: must be between 1 and ${maxLimit}`]);
      }
      const nodes = page(plainGroups(ctx, campaign), query.limit ?? maxLimit, query.offset);
      return nodes.map((node) => {
        const members = membersOf(ctx, campaign, node);
        const v = visibilityPair(members, range, ctx.today);
        return {
          id: String(node.id),
          name: node.name,
          is_smart: node.type === 'smart group',
          kw_count: members.length,
          search_volume: volumeOf(members, lastDataDay(range, ctx.today)),
          vscore_start: v.desktopStart,
          vscore_end: v.desktopEnd,
          vscore_start_mobile: v.mobileStart,
          vscore_end_mobile: v.mobileEnd,
          ...(withIds ? { keywords: members.map((keyword) => ({ keyword_id: keyword.id })) } : {}),
        };
      });
    },
  }),
  route({
    path: '/group_details/:site_id/:group_id/:date_start/:date_end',
    params: z.object({ ...periodParams, group_id: legacyGroup() }),
    query: z.strictObject({ load_keyword_ids: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional() }),
    handle(ctx) {
      const { params } = ctx;
      const campaign = campaignFor(ctx, params.site_id);
      const range = periodOf(ctx, params.date_start, params.date_end);
      const keywords = keywordsOfGroup(ctx, campaign, params.group_id);
      const details = groupDetails(ctx, keywords, range);
      return [
        ctx.query.load_keyword_ids === '1'
          ? { ...details, keywords: keywords.map((keyword) => ({ keyword_id: keyword.id })) }
          : details,
      ];
    },
  }),
  route({
    path: '/all_group_details/:site_id/:date_start/:date_end',
    params: z.object(periodParams),
    // The 1.2 document gives the all-groups item the keyword id arrays "when load_keyword_ids is active" too.
    query: z.strictObject({ load_keyword_ids: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional() }),
    handle(ctx) {
      const { params } = ctx;
      const campaign = campaignFor(ctx, params.site_id);
      const range = periodOf(ctx, params.date_start, params.date_end);
      return plainGroups(ctx, campaign).map((node) => {
        const members = membersOf(ctx, campaign, node);
        return {
          group_id: String(node.id),
          group_name: node.name,
          ...groupDetails(ctx, members, range),
          ...(ctx.query.load_keyword_ids === '1'
            ? { keywords: members.map((keyword) => ({ keyword_id: keyword.id })) }
            : {}),
        };
      });
    },
  }),
  route({
    path: '/visibility_score_data/:site_id/:group_id/:date_start/:date_end',
    params: z.object({ ...periodParams, group_id: legacyGroup() }),
    query: z.strictObject({ device: deviceNumber().optional() }),
    handle(ctx) {
      const { params } = ctx;
      const campaign = campaignFor(ctx, params.site_id);
      const keywords = keywordsOfGroup(ctx, campaign, params.group_id);
      const device = ctx.query.device ?? 'desktop';
      return legacyDays(campaign, periodOf(ctx, params.date_start, params.date_end), ctx.today).map((day) => ({
        date: isoDay(day),
        vscore: round(visibilityOf(keywords, device, day, volumeCache(day)) * 100, 2),
        annotations: day % 45 === 0 ? [{ date: isoDay(day), text: 'Site migration checkpoint' }] : [],
      }));
    },
  }),
  route({
    path: '/visibility_score/:site_id/:group_id/:date_start/:date_end',
    params: z.object({ ...periodParams, group_id: legacyGroup() }),
    query: z.strictObject({}),
    handle(ctx) {
      const { params } = ctx;
      const campaign = campaignFor(ctx, params.site_id);
      const keywords = keywordsOfGroup(ctx, campaign, params.group_id);
      if (keywords.length === 0 && params.group_id !== 0) throw notFound();
      return legacyDays(campaign, periodOf(ctx, params.date_start, params.date_end), ctx.today).map((day) => {
        const volumes = volumeCache(day);
        return {
          date: isoDay(day),
          desktop: round(visibilityOf(keywords, 'desktop', day, volumes) * 100, 2),
          mobile: round(visibilityOf(keywords, 'mobile', day, volumes) * 100, 2),
        };
      });
    },
  }),
];
