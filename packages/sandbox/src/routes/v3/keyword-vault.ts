import { z } from 'zod';
import type { CampaignDef } from '../../data/catalogue';
import { relatedPhrases, researchKeyword } from '../../data/research';
import { visibilityOf, volumeCache } from '../../data/visibility';
import { THEMES } from '../../data/vocabulary';
import { notFound } from '../../http/errors';
import { type Env, route } from '../../http/router';
import { direction, flag, id, oneOf, paging, text } from '../../validation/params';
import { campaignFor, keywordsOf, page, round, sortBy } from '../shared';
import { aggregateSearch, serpFeatureCounts } from './records/aggregate';
import { researchRecord, researchSortKey, trackedByPhrase } from './records/research';

/** Keyword vault: saved research lists of a campaign. Each campaign has two lists built from its theme. */

interface VaultList {
  name: string;
  seedPhrase: string;
  createdOn: string;
}

function listsOf(campaign: CampaignDef): VaultList[] {
  const products = THEMES[campaign.theme].slots[1] ?? [];
  return [
    { name: 'Content ideas', seedPhrase: products[0] ?? campaign.brand, createdOn: campaign.createdOn },
    { name: 'Competitor gaps', seedPhrase: products[1] ?? campaign.brand, createdOn: campaign.createdOn },
  ];
}

function listFor(campaign: CampaignDef, name: string): VaultList {
  const list = listsOf(campaign).find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
  if (!list) throw notFound();
  return list;
}

/**
 * Filters of the vault operations the vendor's own client sends (docs/service.md): `include_unqualified` (the
 * sandbox's lists hold only qualified keywords, so it changes nothing here) and `domain`, whose ranks the answer
 * carries instead of the campaign's.
 */
const vaultFilters = {
  include_unqualified: flag().optional(),
  domain: z.string().min(1).optional(),
};

function otherDomain(campaign: CampaignDef, domain: string | undefined): string | undefined {
  return domain && domain !== campaign.domain ? domain : undefined;
}

function phrasesOf(env: Env, list: VaultList): string[] {
  return relatedPhrases(env.world.seed, list.seedPhrase).map((entry) => entry.phrase);
}

export const keywordVaultRoutes = [
  route({
    path: '/keyword-vault/v3.0/get-lists',
    query: z.strictObject({ campaign_id: id(), ...paging }),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.query.campaign_id);
      const lists = listsOf(campaign).map((list) => ({
        list: list.name,
        keyword_count: phrasesOf(ctx, list).length,
        created_date: list.createdOn,
      }));
      return page(lists, ctx.query.limit, ctx.query.offset);
    },
  }),
  route({
    path: '/keyword-vault/v3.0/get-overview-data',
    query: z.strictObject({ campaign_id: id(), list: text(), ...vaultFilters }),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.query.campaign_id);
      const phrases = phrasesOf(ctx, listFor(campaign, ctx.query.list));
      const day = ctx.today - 1;
      const keywords = phrases.map((phrase) => researchKeyword(ctx.world.seed, campaign, phrase));
      const volumes = volumeCache(day);
      const other = otherDomain(campaign, ctx.query.domain);
      const visibility = visibilityOf(keywords, 'desktop', day, volumes, other);
      return {
        keyword_count: phrases.length,
        search_data: aggregateSearch(ctx.world.seed, phrases, day),
        serp_data: { serp_features: serpFeatureCounts(ctx.world.seed, phrases, day, campaign.domain, ctx.variants) },
        visibility_data: {
          visibility: round(visibility * 100),
          trend: round((visibility - visibilityOf(keywords, 'desktop', day - 30, volumes, other)) * 100),
        },
      };
    },
  }),
  route({
    path: '/keyword-vault/v3.0/get-keyword-data-by-list',
    query: z.strictObject({
      campaign_id: id(),
      list: text(),
      order_by: oneOf([
        'search_volume',
        'year-over-year',
        'rank',
        'rank_trend',
        'percentage_clicks',
      ] as const).optional(),
      order_direction: direction().optional(),
      search: z.string().optional(),
      ...vaultFilters,
      ...paging,
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      let phrases = phrasesOf(ctx, listFor(campaign, query.list));
      if (query.search) {
        const needle = query.search.toLowerCase();
        phrases = phrases.filter((phrase) => phrase.includes(needle));
      }
      const context = {
        seed: ctx.world.seed,
        campaign,
        today: ctx.today,
        variants: ctx.variants,
        tracked: trackedByPhrase(keywordsOf(ctx, campaign)),
        domain: query.domain,
      };
      const records = phrases.map((phrase) => researchRecord(context, phrase));
      const orderBy = query.order_by;
      const sorted = orderBy
        ? sortBy(records, (r) => researchSortKey(r, orderBy), query.order_direction ?? 'asc')
        : records;
      return page(sorted, query.limit, query.offset);
    },
  }),
];
