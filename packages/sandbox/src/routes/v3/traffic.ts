import { z } from 'zod';
import { isoDay } from '../../data/calendar';
import type { CampaignDef } from '../../data/catalogue';
import { isBrand } from '../../data/groups';
import { currentPageOf } from '../../data/pages';
import { hashParts, intBetween, unit } from '../../data/random';
import { clickThroughRate, rankOf } from '../../data/ranks';
import { averageVolume } from '../../data/search';
import { STANDARD_SEGMENTS, segmentSessions, trafficFromSessions } from '../../data/traffic';
import { invalidParameters } from '../../http/errors';
import { route } from '../../http/router';
import { direction, id, isoDate, oneOf, paging } from '../../validation/params';
import { derivedFromList } from '../list-memo';
import { campaignFor, dayRange, keywordsOf, page, round, seriesDays, sortBy } from '../shared';

/** Organic traffic: daily figures per segment, and keywords from search console and analytics. */

function checkSegment(campaign: CampaignDef, segment: string): void {
  const known = [...STANDARD_SEGMENTS, ...campaign.customSegments];
  if (!known.includes(segment)) invalidSegment(known);
}

function invalidSegment(known: readonly string[]): never {
  throw invalidParameters([`segment: must be one of ${known.join(', ')}`]);
}

/** Search phrases the site gets visits from without tracking them. */
const UNTRACKED_SUFFIXES = ['reviews', 'opening hours', 'discount code', 'returns policy', 'contact', 'delivery'];

export const trafficRoutes = [
  route({
    path: '/organic-traffic/v3.0/daily-traffic',
    query: z.strictObject({
      campaign_id: id(),
      start_date: isoDate(),
      end_date: isoDate(),
      segment: z.string().min(1).optional(),
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const segment = query.segment ?? 'non-brand';
      checkSegment(campaign, segment);
      return seriesDays(campaign, dayRange(query.start_date, query.end_date), ctx.today).map((day) => {
        const sessions = segmentSessions(ctx.world.seed, campaign.id, segment, day);
        const figures = trafficFromSessions(ctx.world.seed, `${campaign.id}-${segment}-${day}`, sessions);
        return {
          date: isoDay(day),
          sessions,
          ecommerce: { conversions: figures.ecommerce.transactions, revenue: figures.ecommerce.revenue },
          goals: figures.goals,
          bounce_rate: round(0.35 + unit(ctx.world.seed, campaign.id, segment, day, 'bounce') * 0.3, 4),
        };
      });
    },
  }),
  route({
    path: '/organic-traffic/v3.0/keywords',
    query: z.strictObject({
      campaign_id: id(),
      start_date: isoDate(),
      end_date: isoDate(),
      segment: z.string().min(1).optional(),
      tracking_status: oneOf(['tracked', 'untracked', 'all'] as const).optional(),
      search: z.string().optional(),
      order_by: oneOf([
        'avg_position',
        'sessions',
        'transactions',
        'goals',
        'transactions_revenue',
        'goals_revenue',
      ] as const).optional(),
      order_direction: direction().optional(),
      ...paging,
    }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const segment = query.segment ?? 'all';
      checkSegment(campaign, segment);
      const range = dayRange(query.start_date, query.end_date);
      const days = Math.max(1, Math.min(range.to, ctx.today - 1) - range.from + 1);
      const last = Math.min(range.to, ctx.today - 1);
      const status = query.tracking_status ?? 'all';
      const seed = ctx.world.seed;
      const keywords = keywordsOf(ctx, campaign);
      const tracked = derivedFromList(keywords, `traffic ${segment} ${last} ${days}`, () =>
        keywords
          .filter((keyword) => segment !== 'brand' || isBrand(keyword))
          .filter((keyword) => segment !== 'non-brand' || !isBrand(keyword))
          .map((keyword) => {
            const rank = rankOf(keyword, 'desktop', last);
            const volume = averageVolume(keyword.seed, keyword.phrase, last);
            const clicks = Math.round((volume * clickThroughRate(rank) * days) / 30);
            return {
              phrase: keyword.phrase,
              trackedId: keyword.id as number | null,
              brand: isBrand(keyword),
              page: currentPageOf(keyword, 'desktop'),
              rank,
              volume,
              clicks,
            };
          })
          .filter((row) => row.clicks > 0),
      );
      const untracked = UNTRACKED_SUFFIXES.map((suffix) => {
        const phrase = `${campaign.brand} ${suffix}`;
        const key = hashParts([seed, campaign.id, phrase]);
        return {
          phrase,
          trackedId: null,
          brand: true,
          page: `https://${campaign.domain}/`,
          rank: intBetween(1, 3, key),
          volume: 0,
          clicks: intBetween(5, 400, key, days) * days,
        };
      }).filter(() => segment !== 'non-brand');
      let rows = status === 'tracked' ? tracked : status === 'untracked' ? untracked : [...tracked, ...untracked];
      if (query.search) {
        const needle = query.search.toLowerCase();
        rows = rows.filter((row) => row.phrase.includes(needle));
      }
      const recordOf = (row: (typeof rows)[number]) => {
        const figures = trafficFromSessions(seed, row.phrase, Math.round(row.clicks * 0.92));
        return {
          keyword: row.phrase,
          tracked_keyword_id: row.trackedId,
          brand: row.brand,
          current_page: row.page,
          gsc_data: {
            impressions: Math.max(row.clicks, Math.round(row.volume * (days / 30))),
            clicks: row.clicks,
            avg_position: round(row.rank + unit(seed, row.phrase, 'position') * 0.9, 1),
          },
          analytics_data: {
            sessions: figures.sessions,
            ecommerce: { conversions: figures.ecommerce.transactions, revenue: figures.ecommerce.revenue },
            goals: figures.goals,
          },
        };
      };
      const orderBy = query.order_by;
      // In the list's order only the page's records are made: the 25,000-keyword campaign is read in pages of 1,000.
      if (!orderBy) return page(rows, query.limit, query.offset).map(recordOf);
      const sorted = sortBy(
        rows.map(recordOf),
        (record) => {
          const a = record.analytics_data;
          if (orderBy === 'avg_position') return record.gsc_data.avg_position;
          if (orderBy === 'sessions') return a.sessions;
          if (orderBy === 'transactions') return a.ecommerce.conversions;
          if (orderBy === 'transactions_revenue') return a.ecommerce.revenue;
          if (orderBy === 'goals') return a.goals.completions;
          return a.goals.revenue;
        },
        query.order_direction ?? 'asc',
      );
      return page(sorted, query.limit, query.offset);
    },
  }),
];
