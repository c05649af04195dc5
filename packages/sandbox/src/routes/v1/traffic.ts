import { z } from 'zod';
import { isoDay } from '../../data/calendar';
import { hashParts, intBetween, pick, unit } from '../../data/random';
import { segmentSessions, trafficFromSessions } from '../../data/traffic';
import { THEMES } from '../../data/vocabulary';
import { route } from '../../http/router';
import { offset } from '../../validation/params';
import { campaignFor, page, round } from '../shared';
import { legacyDays, period, periodOf, siteParams } from './shared';

/** Organic traffic of 1.2 (brand and non-brand per day, or one of them) and content performance. */

const periodParams = z.object({ ...siteParams, date_start: period(), date_end: period() });

function segmentFigures(seed: number, campaignId: number, segment: 'brand' | 'non-brand', day: number) {
  const visits = segmentSessions(seed, campaignId, segment, day);
  const figures = trafficFromSessions(seed, `${campaignId}-${segment}-${day}`, visits);
  return {
    visits,
    goals_conversions: figures.goals.completions,
    conversion_rate: visits === 0 ? 0 : round((figures.goals.completions / visits) * 100, 2),
    goals_conversions_value: figures.goals.revenue,
  };
}

const CONTENT_PAGE = 100;

export const legacyTrafficRoutes = [
  route({
    path: '/organic_traffic/:site_id/:date_start/:date_end',
    params: periodParams,
    query: z.strictObject({}),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.params.site_id);
      const range = periodOf(ctx, ctx.params.date_start, ctx.params.date_end);
      return legacyDays(campaign, range, ctx.today).map((day) => {
        const brand = segmentFigures(ctx.world.seed, campaign.id, 'brand', day);
        const nonBrand = segmentFigures(ctx.world.seed, campaign.id, 'non-brand', day);
        return {
          date: isoDay(day),
          visits_non_brand: nonBrand.visits,
          goals_conversions_non_brand: nonBrand.goals_conversions,
          conversion_rate_non_brand: nonBrand.conversion_rate,
          goals_conversions_value_non_brand: nonBrand.goals_conversions_value,
          visits_brand: brand.visits,
          goals_conversions_brand: brand.goals_conversions,
          conversion_rate_brand: brand.conversion_rate,
          goals_conversions_value_brand: brand.goals_conversions_value,
        };
      });
    },
  }),
  route({
    path: '/organic_traffic/split/:site_id/:date_start/:date_end',
    params: periodParams,
    query: z.strictObject({ type: z.enum(['brand', 'non-brand'], { error: 'must be brand or non-brand' }).optional() }),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.params.site_id);
      const range = periodOf(ctx, ctx.params.date_start, ctx.params.date_end);
      const types = ctx.query.type ? [ctx.query.type] : (['brand', 'non-brand'] as const);
      return legacyDays(campaign, range, ctx.today).flatMap((day) =>
        types.map((type) => ({ date: isoDay(day), type, ...segmentFigures(ctx.world.seed, campaign.id, type, day) })),
      );
    },
  }),
  route({
    path: '/content/:site_id/:date_start/:date_end',
    params: periodParams,
    query: z.strictObject({ offset: offset() }),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.params.site_id);
      const range = periodOf(ctx, ctx.params.date_start, ctx.params.date_end);
      const theme = THEMES[campaign.theme];
      const products = theme.slots[1] ?? [];
      // One article a week, published on the days the site existed.
      const days = legacyDays(campaign, range, ctx.today).filter((day) => day % 7 === 3);
      const articles = days.map((day) => {
        const key = hashParts([ctx.world.seed, campaign.id, day, 'article']);
        const topic = pick(products, key, 'topic');
        const slug = topic.replace(/\s+/g, '-');
        const visits = intBetween(40, 4000, key, 'visits');
        const conversions = Math.round(visits * (0.005 + unit(key, 'conversion') * 0.02));
        return {
          date: isoDay(day),
          title: `How to choose ${topic}`,
          article_url: `https://${campaign.domain}/blog/${slug}-${isoDay(day)}`,
          source: pick(['organic', 'social', 'newsletter'], key, 'source'),
          social: { facebook: intBetween(0, 300, key, 'facebook') },
          visits,
          conversions,
          conversions_value: round(conversions * 48.5),
          landing_pages: [
            {
              url: `https://${campaign.domain}/blog/${slug}-${isoDay(day)}`,
              keywords: intBetween(1, 40, key, 'keywords'),
              search_volume: intBetween(100, 20000, key, 'volume'),
              visibility_score: round(unit(key, 'visibility') * 30, 2),
              visibility_score_change: round((unit(key, 'change') - 0.5) * 6, 2),
            },
          ],
        };
      });
      return page(articles, CONTENT_PAGE, ctx.query.offset);
    },
  }),
];
