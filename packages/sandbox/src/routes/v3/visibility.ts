import { z } from 'zod';
import { isoDay } from '../../data/calendar';
import type { CampaignDef } from '../../data/catalogue';
import { isBrand } from '../../data/groups';
import type { Keyword } from '../../data/keywords';
import { clickThroughRate, DEVICES, type Device, rankOf } from '../../data/ranks';
import { type SerpCode, serpFeaturesOf } from '../../data/serp';
import { averageRankOf, flatVisibilityOf, sampleOf, shareOf, visibilityOf, volumeCache } from '../../data/visibility';
import { route } from '../../http/router';
import { competitorList, device, deviceNumber, groupIdList, id, idList, isoDate, oneOf } from '../../validation/params';
import { campaignFor, dayRange, round, selectKeywords, seriesDays, serpCode } from '../shared';
import { domainsParam, segmentKeywords, segmentParams } from './segments';

/** Daily visibility series, SERP visibility, share of voice and share of clicks. */

const FEATURE_VISIBILITY: Record<string, SerpCode> = {
  product_listing: 'SHP',
  images_pack: 'IMG',
  questions: 'QNS',
  ads_pack: 'ADT',
  knowledge_graph: 'KNG',
  top_stories: 'NEW',
  local_pack: 'GEO',
  featured_snippet: 'FSN',
  recipes: 'RCP',
  news: 'NEW',
};

const FEATURE_NAMES = Object.keys(FEATURE_VISIBILITY) as [string, ...string[]];

function featureVisibility(keywords: readonly Keyword[], device: Device, day: number, code: SerpCode): number {
  return shareOf(keywords, (keyword) =>
    serpFeaturesOf(keyword, device, day).some((feature) => feature.feature === code && feature.listed),
  );
}

function domainsFor(campaign: CampaignDef, requested: readonly string[] | undefined): string[] {
  return [...new Set([campaign.domain, ...campaign.competitors, ...(requested ?? [])])];
}

function weightedOrFlat(keywords: readonly Keyword[], device: Device, day: number, weighted: boolean, domain: string) {
  return weighted
    ? visibilityOf(keywords, device, day, volumeCache(day), domain)
    : flatVisibilityOf(keywords, device, day, domain);
}

export const visibilityRoutes = [
  route({
    path: '/rank-tracker/v3.0/groups/daily-visibility',
    query: z.strictObject({
      campaign_id: id(),
      start_date: isoDate(),
      end_date: isoDate(),
      group_id: groupIdList().optional(),
      keyword_ids: idList().optional(),
      domain: z.string().min(1).optional(),
      // Accepted as the vendor's client sends it; what it changes in the answer is not known (docs/service.md).
      domains: domainsParam.optional(),
      feature_visibility: oneOf(FEATURE_NAMES).optional(),
      ...segmentParams,
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const range = dayRange(query.start_date, query.end_date);
      const keywords = segmentKeywords(ctx, campaign, query, range);
      const domain = query.domain ?? campaign.domain;
      const code = query.feature_visibility ? FEATURE_VISIBILITY[query.feature_visibility] : undefined;
      return seriesDays(campaign, range, ctx.today).map((day) => {
        const volumes = volumeCache(day);
        const perDevice = (value: (device: Device) => number) =>
          Object.fromEntries(DEVICES.map((device) => [device, value(device)]));
        return {
          date: isoDay(day),
          visibility: perDevice((d) => visibilityOf(keywords, d, day, volumes, domain)),
          avg_rank: perDevice((d) => averageRankOf(keywords, d, day)),
          feature_visibility: code ? perDevice((d) => featureVisibility(keywords, d, day, code)) : null,
        };
      });
    },
  }),
  route({
    path: '/rank-tracker/v3.0/serp-visibility',
    query: z.strictObject({
      campaign_id: id(),
      start_date: isoDate(),
      end_date: isoDate(),
      group_id: z.enum(['0', 'brand'], { error: 'must be 0 or brand' }).optional(),
      device: deviceNumber().optional(),
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      let keywords = selectKeywords(ctx, campaign, {});
      if (query.group_id === 'brand') keywords = keywords.filter(isBrand);
      const chosen = query.device ?? 'desktop';
      return seriesDays(campaign, dayRange(query.start_date, query.end_date), ctx.today).map((day) => {
        const codes = Object.values(FEATURE_VISIBILITY).filter((code, i, all) => all.indexOf(code) === i);
        return {
          date: isoDay(day),
          device: chosen,
          visibility: visibilityOf(keywords, chosen, day, volumeCache(day)),
          serp_features: codes.map((code) => ({
            feature: serpCode(ctx.variants, code),
            visibility: featureVisibility(keywords, chosen, day, code),
          })),
        };
      });
    },
  }),
  route({
    path: '/rank-tracker/v3.0/share-of-voice',
    query: z.strictObject({
      campaign_id: id(),
      date: isoDate(),
      group_id: groupIdList().optional(),
      keyword_ids: idList().optional(),
      competitors: competitorList().optional(),
      metrics_weighted_by_search_volume: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
      device: device().optional(),
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const keywords = selectKeywords(ctx, campaign, { groupIds: query.group_id, keywordIds: query.keyword_ids });
      const day = Math.min(dayRange(query.date, query.date).to, ctx.today - 1);
      const chosen = query.device ?? 'desktop';
      const weighted = query.metrics_weighted_by_search_volume !== '0';
      const domains = domainsFor(campaign, query.competitors);
      const volumes = volumeCache(day);
      const organic = domains.map((domain) => ({
        domain,
        share_of_voice: weightedOrFlat(keywords, chosen, day, weighted, domain),
        is_campaign_website: domain === campaign.domain,
      }));
      const sample = sampleOf(keywords);
      const presence = (domain: string) =>
        round(
          sample.filter((k) => rankOf(k, chosen, day, domain) <= 3 && k.index % 5 !== 4).length /
            Math.max(1, sample.length),
          4,
        );
      const aiDomains = domains.map((domain) => ({
        domain,
        share_of_voice: presence(domain),
        is_campaign_website: domain === campaign.domain,
      }));
      return {
        total_keywords: keywords.length,
        total_search_volume: keywords.reduce((sum, keyword) => sum + volumes.volume(keyword), 0),
        organic_share_of_voice: { domains: organic },
        ai_overview_share_of_voice: { domains: aiDomains },
        ai_search_share_of_voice: {
          domains: aiDomains.map((entry) => ({ ...entry, share_of_voice: round(entry.share_of_voice * 0.8, 4) })),
          total_impression_score: round(aiDomains.reduce((sum, entry) => sum + entry.share_of_voice, 0) * 1000, 1),
        },
      };
    },
  }),
  route({
    path: '/rank-tracker/v3.0/daily-share-of-clicks',
    query: z.strictObject({
      campaign_id: id(),
      start_date: isoDate(),
      end_date: isoDate(),
      group_id: groupIdList().optional(),
      keyword_ids: idList().optional(),
      device: device().optional(),
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const keywords = sampleOf(
        selectKeywords(ctx, campaign, { groupIds: query.group_id, keywordIds: query.keyword_ids }),
      );
      const chosen = query.device ?? 'desktop';
      const domains = domainsFor(campaign, undefined);
      return seriesDays(campaign, dayRange(query.start_date, query.end_date), ctx.today).map((day) => {
        const volumes = volumeCache(day);
        const clicks = domains.map((domain) =>
          keywords.reduce((sum, k) => sum + volumes.volume(k) * clickThroughRate(rankOf(k, chosen, day, domain)), 0),
        );
        const total = clicks.reduce((a, b) => a + b, 0) || 1;
        return {
          date: isoDay(day),
          domains: domains.map((domain, i) => ({
            domain,
            share_of_clicks: round((clicks[i] ?? 0) / total, 4),
            monthly_clicks: Math.round(clicks[i] ?? 0),
          })),
        };
      });
    },
  }),
];
