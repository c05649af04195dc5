import { z } from 'zod';
import {
  ALL_KEYWORDS,
  BRAND_FOLDER,
  FORECAST_OBJECTIVE,
  flattenGroups,
  type GroupNode,
  groupTree,
  keywordInGroup,
  UNGROUPED,
} from '../../data/groups';
import type { Keyword } from '../../data/keywords';
import { opportunityOf } from '../../data/opportunity';
import { intentOf, mainKeywordIdOf } from '../../data/phrase-facts';
import { DEVICES, type Device, rankOf } from '../../data/ranks';
import { type MonthlySearch, searchDataOf } from '../../data/search';
import { percentageClicksOf, serpFeaturesOf } from '../../data/serp';
import { keywordTraffic } from '../../data/traffic';
import { sampleOf, visibilityOf, volumeCache } from '../../data/visibility';
import { notFound } from '../../http/errors';
import { type Env, route } from '../../http/router';
import type { ResponseVariants } from '../../types';
import { groupIdList, id, isoDate, paging } from '../../validation/params';
import { campaignFor, type DayRange, dayRange, keywordsOf, page, round, serpCode } from '../shared';

/** Groups list (a tree) and group data (aggregates per group, estimated from a sample of its keywords). */

function treeRecord(node: GroupNode): unknown {
  return { group_id: node.id, name: node.name, type: node.type, subgroups: node.children.map(treeRecord) };
}

function serpCounts(
  sample: readonly Keyword[],
  scale: number,
  device: Device,
  day: number,
  variants: ResponseVariants,
) {
  const counts = new Map<string, { presence: number; listed: number }>();
  for (const keyword of sample) {
    for (const feature of serpFeaturesOf(keyword, device, day)) {
      const entry = counts.get(feature.feature) ?? { presence: 0, listed: 0 };
      entry.presence++;
      if (feature.listed) entry.listed++;
      counts.set(feature.feature, entry);
    }
  }
  return [...counts.entries()].map(([feature, entry]) => ({
    feature: serpCode(variants, feature),
    presence_count: Math.round(entry.presence * scale),
    listed_count: Math.round(entry.listed * scale),
  }));
}

function groupData(env: Env, node: GroupNode, keywords: readonly Keyword[], range: DayRange) {
  const last = Math.min(range.to, env.today - 1);
  const first = Math.min(range.from, last);
  const sample = sampleOf(keywords);
  const scale = sample.length === 0 ? 0 : keywords.length / sample.length;
  const volumes = volumeCache(last);
  const searches = sample.map((keyword) => searchDataOf(keyword.seed, keyword.phrase, last));
  const monthly: MonthlySearch[] = (searches[0]?.monthly_searches ?? []).map((month, i) => ({
    ...month,
    search_volume: Math.round(
      searches.reduce((sum, s) => sum + (s.monthly_searches[i]?.search_volume ?? 0), 0) * scale,
    ),
  }));
  const volume = Math.round(searches.reduce((sum, s) => sum + s.search_volume, 0) * scale);
  const lastMonth = monthly[monthly.length - 1]?.search_volume ?? 0;
  const yearBefore = monthly[0]?.search_volume ?? 0;
  const intents = { informational: 0, commercial: 0, transactional: 0 };
  for (const keyword of sample) intents[intentOf(keyword.phrase, keyword.seed)]++;
  const opportunities = sample.map((keyword) =>
    opportunityOf(keyword, rankOf(keyword, 'desktop', last), volumes.volume(keyword)),
  );
  const scores = opportunities.map((o) => o.score).filter((score): score is number => score !== 'N/A');
  const sessions = sample.reduce(
    (sum, keyword) =>
      sum +
      keywordTraffic(keyword, rankOf(keyword, 'desktop', last), volumes.volume(keyword), last - first + 1).sessions,
    0,
  );
  const visibility = (device: Device) => {
    const latest = visibilityOf(keywords, device, last, volumes);
    return {
      latest: round(latest * 100, 2),
      trend: round((latest - visibilityOf(keywords, device, first, volumes)) * 100, 2),
    };
  };
  const variations = keywords.filter((keyword) => mainKeywordIdOf(keyword) !== null).length;
  const transactions = Math.round(sessions * scale * 0.02);
  return {
    group_id: node.id,
    group_name: node.name,
    keyword_counters: { main_keywords: keywords.length - variations, close_variations: variations },
    serp_data: Object.fromEntries(
      DEVICES.map((device) => [device, serpCounts(sample, scale, device, last, env.variants)]),
    ),
    percentage_clicks: round(
      sample.reduce((sum, k) => sum + percentageClicksOf(k.seed, k.phrase, last), 0) / Math.max(1, sample.length),
    ),
    search_intent: {
      informational: Math.round(intents.informational * scale),
      commercial: Math.round(intents.commercial * scale),
      transactional: Math.round(intents.transactional * scale),
    },
    search_data: {
      search_volume: volume,
      year_over_year: yearBefore === 0 ? 10 : round(Math.min(10, lastMonth / yearBefore)),
      monthly_searches: monthly,
      volume_by_device: { desktop: Math.round(volume * 0.42), mobile: volume - Math.round(volume * 0.42) },
    },
    visibility: { desktop: visibility('desktop'), mobile: visibility('mobile') },
    opportunity: {
      score: scores.length === 0 ? 'N/A' : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length),
      additional_monthly_sessions: Math.round(
        opportunities.reduce((sum, o) => sum + o.additional_monthly_sessions, 0) * scale,
      ),
      difficulty: scores.length === 0 ? 'N/A' : (opportunities[0]?.difficulty ?? 'medium'),
      avg_cpc: round(opportunities.reduce((sum, o) => sum + o.avg_cpc, 0) / Math.max(1, opportunities.length)),
    },
    traffic_data: {
      sessions: Math.round(sessions * scale),
      ecommerce: { transactions, revenue: round(transactions * 62.5) },
      goals: { completions: Math.round(transactions * 2.4), revenue: round(transactions * 9.6) },
    },
  };
}

/** The groups every campaign has (interface 3.0's special group ids), as group data reports them. */
const BUILT_IN_GROUPS: Readonly<Record<number, GroupNode>> = {
  [ALL_KEYWORDS]: { id: ALL_KEYWORDS, name: 'All keywords', type: 'group', children: [] },
  [BRAND_FOLDER]: { id: BRAND_FOLDER, name: 'Brand', type: 'folder', children: [] },
  [UNGROUPED]: { id: UNGROUPED, name: 'Ungrouped keywords', type: 'group', children: [] },
  [FORECAST_OBJECTIVE]: {
    id: FORECAST_OBJECTIVE,
    name: 'Forecast objective keywords',
    type: 'smart group',
    children: [],
  },
};

export const groupRoutes = [
  route({
    path: '/rank-tracker/v3.0/groups',
    query: z.strictObject({ campaign_id: id() }),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.query.campaign_id);
      return groupTree(campaign, ctx.world.imports.all(campaign.id)).map(treeRecord);
    },
  }),
  route({
    path: '/rank-tracker/v3.0/groups/data',
    query: z.strictObject({
      campaign_id: id(),
      start_date: isoDate(),
      end_date: isoDate(),
      group_ids: groupIdList().optional(),
      ...paging,
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const range = dayRange(query.start_date, query.end_date);
      let nodes = flattenGroups(groupTree(campaign, ctx.world.imports.all(campaign.id)));
      if (query.group_ids) {
        const wanted = query.group_ids;
        const known = (groupId: number) => BUILT_IN_GROUPS[groupId] ?? nodes.find((node) => node.id === groupId);
        if (!wanted.every(known)) throw notFound();
        nodes = [...new Set(wanted)].map((groupId) => known(groupId) as GroupNode);
      }
      const keywords = keywordsOf(ctx, campaign);
      return page(nodes, query.limit, query.offset).map((node) =>
        groupData(
          ctx,
          node,
          keywords.filter((keyword) => keywordInGroup(keyword, node.id, ctx.today)),
          range,
        ),
      );
    },
  }),
];
