import { z } from 'zod';
import { isoDay } from '../../data/calendar';
import { competitorPageOf, currentPageOf, pageTitleOf } from '../../data/pages';
import { intentOf } from '../../data/phrase-facts';
import { hashParts, intBetween, pick } from '../../data/random';
import { DEVICES, type Device, rankOf } from '../../data/ranks';
import { serpFeaturesOf } from '../../data/serp';
import { route } from '../../http/router';
import { device, flag, groupIdList, id, idList, isoDate, paging } from '../../validation/params';
import { campaignFor, dayRange, page, selectKeywords, serpCode } from '../shared';
import { activeIn } from './active';

/** Keyword-level daily data: ranks, SERP feature presence, top 100 results, ranking pages. */

function daysOf(first: number, last: number): number[] {
  const days: number[] = [];
  for (let day = first; day <= last; day++) days.push(day);
  return days;
}

const FILLER_DOMAINS = [
  'wikipedia.example',
  'reddit.example',
  'youtube.example',
  'tripadvisor.example',
  'amazon.example',
  'quora.example',
  'pinterest.example',
  'medium.example',
];

/** The top 100 of a keyword: the campaign and its competitors where they rank, fillers elsewhere. */
function topResults(keyword: Parameters<typeof rankOf>[0], chosen: Device, day: number) {
  const placed = new Map<number, string>();
  for (const domain of [keyword.campaign.domain, ...keyword.campaign.competitors]) {
    const rank = rankOf(keyword, chosen, day, domain === keyword.campaign.domain ? undefined : domain);
    if (rank < 100 && !placed.has(rank)) placed.set(rank, domain);
  }
  const key = hashParts([keyword.seed, keyword.phrase, 'top']);
  const results = [];
  for (let rank = 1; rank <= 100; rank++) {
    const domain = placed.get(rank) ?? `${pick(FILLER_DOMAINS, key, rank)}`;
    const url =
      domain === keyword.campaign.domain
        ? currentPageOf(keyword, chosen)
        : competitorPageOf(domain, `${keyword.phrase} ${rank}`);
    results.push({
      domain,
      landing_page: url,
      rank,
      title: `${pageTitleOf(url)} | ${domain}`,
      description: `Everything about ${keyword.phrase} on ${domain}.`,
      search_intent: intentOf(keyword.phrase, intBetween(0, 3, key, rank)),
    });
  }
  return results;
}

export const dailyRankRoutes = [
  route({
    path: '/rank-tracker/v3.0/keywords/daily-ranks',
    query: z.strictObject({
      campaign_id: id(),
      start_date: isoDate(),
      end_date: isoDate(),
      domain: z.string().min(1).optional(),
      group_id: groupIdList().optional(),
      keyword_ids: idList().optional(),
      get_archive: flag().optional(),
      search: z.string().optional(),
      ...paging,
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      // TRUE asks for archived keywords only; the sandbox archives none.
      if (query.get_archive) return [];
      const keywords = selectKeywords(ctx, campaign, {
        groupIds: query.group_id,
        keywordIds: query.keyword_ids,
        search: query.search,
      });
      const domain = query.domain && query.domain !== campaign.domain ? query.domain : undefined;
      const active = activeIn(keywords, dayRange(query.start_date, query.end_date), ctx.today);
      return page(active, query.limit, query.offset).map(({ keyword, first, last }) => ({
        keyword_id: keyword.id,
        keyword: keyword.phrase,
        ranking_data: Object.fromEntries(
          DEVICES.map((d) => [
            d,
            daysOf(first, last).map((day) => ({ date: isoDay(day), rank: rankOf(keyword, d, day, domain) })),
          ]),
        ),
      }));
    },
  }),
  route({
    path: '/rank-tracker/v3.0/keywords/serp-feature-presence',
    query: z.strictObject({
      campaign_id: id(),
      start_date: isoDate(),
      end_date: isoDate(),
      group_id: groupIdList().optional(),
      keyword_ids: idList().optional(),
      search: z.string().optional(),
      ...paging,
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const keywords = selectKeywords(ctx, campaign, {
        groupIds: query.group_id,
        keywordIds: query.keyword_ids,
        search: query.search,
      });
      const active = activeIn(keywords, dayRange(query.start_date, query.end_date), ctx.today);
      return page(active, query.limit, query.offset).map(({ keyword, first, last }) => ({
        keyword_id: keyword.id,
        keyword: keyword.phrase,
        serp_data: daysOf(first, last).map((day) => ({
          date: isoDay(day),
          ...Object.fromEntries(
            DEVICES.map((d) => [
              d,
              serpFeaturesOf(keyword, d, day).map((f) => ({
                feature: serpCode(ctx.variants, f.feature),
                listed: f.listed,
              })),
            ]),
          ),
        })),
      }));
    },
  }),
  route({
    path: '/rank-tracker/v3.0/keywords/top-results',
    query: z.strictObject({
      campaign_id: id(),
      date: isoDate(),
      device: device(),
      group_id: groupIdList().optional(),
      keyword_ids: idList().optional(),
      ...paging,
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const keywords = selectKeywords(ctx, campaign, { groupIds: query.group_id, keywordIds: query.keyword_ids });
      const active = activeIn(keywords, dayRange(query.date, query.date), ctx.today);
      return page(active, query.limit, query.offset).map(({ keyword, last }) => ({
        keyword_id: keyword.id,
        keyword: keyword.phrase,
        top_100_results: topResults(keyword, query.device, last),
      }));
    },
  }),
  route({
    path: '/rank-tracker/v3.0/keywords/ranking-pages',
    query: z.strictObject({
      campaign_id: id(),
      group_id: groupIdList().optional(),
      keyword_ids: idList().optional(),
      start_date: isoDate().optional(),
      end_date: isoDate().optional(),
      search: z.string().optional(),
      ...paging,
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const keywords = selectKeywords(ctx, campaign, { groupIds: query.group_id, keywordIds: query.keyword_ids });
      const day = ctx.today - 1;
      const pages = new Map<string, { keyword_id: number; keyword: string }[]>();
      for (const keyword of keywords) {
        if (rankOf(keyword, 'desktop', day) >= campaign.maxTrackedDesktop) continue;
        const url = currentPageOf(keyword, 'desktop');
        const list = pages.get(url) ?? [];
        list.push({ keyword_id: keyword.id, keyword: keyword.phrase });
        pages.set(url, list);
      }
      let entries = [...pages.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      if (query.search) {
        const needle = query.search.toLowerCase();
        entries = entries.filter(([url]) => url.toLowerCase().includes(needle));
      }
      return page(entries, query.limit, query.offset).map(([url, rankingKeywords]) => ({
        url,
        title: `${pageTitleOf(url)} | ${campaign.name}`,
        description: `${pageTitleOf(url)} from ${campaign.domain}.`,
        ranking_keywords: rankingKeywords,
      }));
    },
  }),
];
