import { z } from 'zod';
import { CAMPAIGNS } from '../../data/catalogue';
import { relatedPhrases } from '../../data/research';
import { THEMES } from '../../data/vocabulary';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/router';
import { flag, id, paging, text } from '../../validation/params';
import { validate } from '../../validation/validate';
import { campaignFor, page } from '../shared';

/**
 * AI writer, minimally, in the shapes the vendor's own client sends and reads: a generation request lists articles by
 * topic, is answered with a request id and article ids, and finishes at once; the status is read by request id, the
 * article by campaign and article id. Topic recommendations page like any list.
 */

const articleRequest = z.looseObject({ topic: z.string().min(1), generate_article: z.boolean().optional() });

const generateBody = z.strictObject({
  campaign_id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]),
  articles: z.array(articleRequest).min(1),
});

interface Article {
  id: number;
  campaignId: number;
  topic: string;
  type: 'outline' | 'article';
}

interface Generation {
  requestId: string;
  articles: Article[];
}

const generations = new WeakMap<object, Generation[]>();

/**
 * Each campaign starts with one finished generation (request `seed-<campaign>`, article `<campaign>1`), so the
 * reading operations have something to read before anything is generated.
 */
function seededGenerations(): Generation[] {
  return CAMPAIGNS.map((campaign) => ({
    requestId: `seed-${campaign.id}`,
    articles: [{ id: campaign.id * 10 + 1, campaignId: campaign.id, topic: campaign.brand, type: 'article' }],
  }));
}

function generationsOf(world: object): Generation[] {
  let list = generations.get(world);
  if (!list) {
    list = seededGenerations();
    generations.set(world, list);
  }
  return list;
}

function findArticle(world: object, campaignId: number, articleId: number): Article {
  const found = generationsOf(world)
    .flatMap((generation) => generation.articles)
    .find((article) => article.id === articleId && article.campaignId === campaignId);
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
      const firstId = 5001 + list.reduce((count, generation) => count + generation.articles.length, 0);
      const generation: Generation = {
        requestId: `req-${list.length + 1}`,
        articles: body.articles.map((article, index) => ({
          id: firstId + index,
          campaignId: body.campaign_id,
          topic: article.topic,
          type: article.generate_article === false ? 'outline' : 'article',
        })),
      };
      list.push(generation);
      return {
        request_id: generation.requestId,
        articles: generation.articles.map((article) => ({ article_id: article.id, topic: article.topic })),
      };
    },
  }),
  route({
    path: '/ai-writer/v3.0/status',
    query: z.strictObject({ request_id: text() }),
    handle(ctx) {
      const generation = generationsOf(ctx.world).find((g) => g.requestId === ctx.query.request_id);
      if (!generation) throw notFound();
      return {
        request_id: generation.requestId,
        status: 'done',
        progress: 100,
        articles: generation.articles.map((article) => ({
          article_id: article.id,
          topic: article.topic,
          status: 'done',
        })),
      };
    },
  }),
  route({
    path: '/ai-writer/v3.0/article',
    query: z.strictObject({ campaign_id: id(), article_id: id() }),
    handle(ctx) {
      campaignFor(ctx, ctx.query.campaign_id);
      const article = findArticle(ctx.world, ctx.query.campaign_id, ctx.query.article_id);
      const headings = relatedPhrases(ctx.world.seed, article.topic)
        .slice(0, 4)
        .map((entry) => entry.phrase);
      return {
        article_id: article.id,
        topic: article.topic,
        type: article.type,
        title: `A guide to ${article.topic}`,
        outline: headings,
        content:
          article.type === 'outline'
            ? ''
            : headings.map((heading) => `<h2>${heading}</h2><p>What to know about ${heading}.</p>`).join(''),
      };
    },
  }),
  route({
    path: '/ai-writer/v3.0/topic-recommendations',
    query: z.strictObject({
      campaign_id: id(),
      keyword: text().optional(),
      category: text().optional(),
      metrics: flag().optional(),
      sort_by: text().optional(),
      on_demand: flag().optional(),
      ...paging,
    }),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.query.campaign_id);
      const seedPhrase = ctx.query.keyword ?? THEMES[campaign.theme].slots[1]?.[0] ?? campaign.brand;
      const topics = relatedPhrases(ctx.world.seed, seedPhrase)
        .map((entry) => ({
          topic: entry.phrase,
          category: campaign.theme,
          relevance: entry.strength,
          ...(ctx.query.metrics ? { metrics: { relevance_score: Math.round(entry.strength * 100) } } : {}),
        }))
        .filter((topic) => ctx.query.category === undefined || topic.category === ctx.query.category);
      return page(topics, ctx.query.limit, ctx.query.offset);
    },
  }),
];
