import { z } from 'zod';
import { relatedPhrases } from '../../data/research';
import { THEMES } from '../../data/vocabulary';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/router';
import { id, paging, text } from '../../validation/params';
import { validate } from '../../validation/validate';
import { campaignFor, page } from '../shared';

/**
 * AI writer, minimally: generation requests are accepted and finish at once; the article and the status are
 * canned. Not spreadsheet material, but reachable through the generic function.
 */

const generateBody = z.strictObject({
  campaign_id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]),
  keyword: z.string().min(1),
  type: z.enum(['outline', 'article']).optional(),
});

interface Generation {
  id: number;
  campaignId: number;
  keyword: string;
  type: 'outline' | 'article';
}

const generations = new WeakMap<object, Generation[]>();

function generationsOf(world: object): Generation[] {
  let list = generations.get(world);
  if (!list) {
    list = [];
    generations.set(world, list);
  }
  return list;
}

function findGeneration(world: object, campaignId: number, articleId: number): Generation {
  const found = generationsOf(world).find((g) => g.id === articleId && g.campaignId === campaignId);
  if (!found) throw notFound();
  return found;
}

export const aiWriterRoutes = [
  route({
    method: 'POST',
    path: '/ai-writer/v3.0/generate',
    query: z.strictObject({}),
    handle(ctx) {
      let raw: unknown;
      try {
        raw = JSON.parse(ctx.bodyText);
      } catch {
        throw badRequest(['body: must be a JSON object']);
      }
      const body = validate(generateBody, (raw ?? {}) as Record<string, string>);
      campaignFor(ctx, body.campaign_id);
      const list = generationsOf(ctx.world);
      const generation: Generation = {
        id: 5000 + list.length + 1,
        campaignId: body.campaign_id,
        keyword: body.keyword,
        type: body.type ?? 'article',
      };
      list.push(generation);
      return { article_id: generation.id, status: 'queued' };
    },
  }),
  route({
    path: '/ai-writer/v3.0/status',
    query: z.strictObject({ campaign_id: id(), article_id: id() }),
    handle(ctx) {
      campaignFor(ctx, ctx.query.campaign_id);
      const generation = findGeneration(ctx.world, ctx.query.campaign_id, ctx.query.article_id);
      return { article_id: generation.id, status: 'done', progress: 100 };
    },
  }),
  route({
    path: '/ai-writer/v3.0/article',
    query: z.strictObject({ campaign_id: id(), article_id: id() }),
    handle(ctx) {
      campaignFor(ctx, ctx.query.campaign_id);
      const generation = findGeneration(ctx.world, ctx.query.campaign_id, ctx.query.article_id);
      const headings = relatedPhrases(ctx.world.seed, generation.keyword)
        .slice(0, 4)
        .map((entry) => entry.phrase);
      return {
        article_id: generation.id,
        keyword: generation.keyword,
        type: generation.type,
        title: `A guide to ${generation.keyword}`,
        outline: headings,
        content:
          generation.type === 'outline'
            ? ''
            : headings.map((heading) => `<h2>${heading}</h2><p>What to know about ${heading}.</p>`).join(''),
      };
    },
  }),
  route({
    path: '/ai-writer/v3.0/topic-recommendations',
    query: z.strictObject({ campaign_id: id(), keyword: text().optional(), ...paging }),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.query.campaign_id);
      const seedPhrase = ctx.query.keyword ?? THEMES[campaign.theme].slots[1]?.[0] ?? campaign.brand;
      const topics = relatedPhrases(ctx.world.seed, seedPhrase).map((entry) => ({
        topic: entry.phrase,
        relevance: entry.strength,
      }));
      return page(topics, ctx.query.limit, ctx.query.offset);
    },
  }),
];
