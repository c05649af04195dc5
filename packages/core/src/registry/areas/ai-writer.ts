/**
 * AI writer (interface 3.0), its read operations only: AI_TOPICS, AI_ARTICLE, AI_WRITER_STATUS. Generating outlines
 * and articles costs credits, so no formula starts it (a recalculation would); its answers are read here once started
 * in the service. Their shapes are not documented, so every answer is flattened generically.
 */
import { TABLE_OPTIONS } from '../common-options';
import { defineFunction } from '../define-function';
import { param } from '../param';
import { CAMPAIGN_ID, offsetPages } from '../params';

export const AI_TOPICS = defineFunction({
  knownColumns: ['topic', 'category', 'relevance', 'metrics.relevance_score'],
  help: 'Topics the AI writer recommends writing about for a campaign, with their keyword metrics when asked for.',
  params: [CAMPAIGN_ID],
  options: {
    ...TABLE_OPTIONS,
    limit: { type: 'integer', min: 1, max: 1_000_000, help: 'at most this many topics (default: all of them)' },
    category: { type: 'text', help: 'only the topics of this category, as the AI writer names it' },
    metrics: { type: 'boolean', help: 'TRUE also lists the keyword metrics of each topic' },
    sort_by: {
      type: 'text',
      help: 'the field to sort by, as the service names it; the service says if it refuses one',
    },
  },
  what: 'AI writer topic recommendations',
  path: '/ai-writer/v3.0/topic-recommendations',
  // on_demand=true makes the service compute new recommendations, which may cost credits: never sent from a cell.
  paging: offsetPages(100),
  records: 'generic',
  recordKey: ['topic'],
  result:
    'One row per recommended topic as the service sends it; nested fields become dotted columns. The service does not document this answer, so the columns follow what it sends.',
});

export const AI_ARTICLE = defineFunction({
  knownColumns: ['article_id', 'topic', 'type', 'title', 'outline', 'content'],
  help: 'One AI writer article as it stands: its outline, AI version, working draft and live version.',
  params: [CAMPAIGN_ID, param.text('article_id', 'Article id, as the AI writer shows it (e.g. 5001).')],
  options: TABLE_OPTIONS,
  what: 'the AI writer article',
  path: '/ai-writer/v3.0/article',
  result:
    'One row for the article (a list inside it, such as the outline, becomes one row per item); nested fields become dotted columns. The service does not document this answer, so the columns follow what it sends.',
});

export const AI_WRITER_STATUS = defineFunction({
  sentAsPercent: ['progress'],
  knownColumns: ['request_id', 'status', 'progress', 'articles.article_id', 'articles.topic', 'articles.status'],
  help: 'Progress of an AI writer generation request started in the service.',
  params: [param.text('request_id', 'Generation request id, as the AI writer gave it when the generation started.')],
  options: { columns: TABLE_OPTIONS.columns, headers: TABLE_OPTIONS.headers },
  what: 'the AI writer generation status',
  path: '/ai-writer/v3.0/status',
  fresh: true,
  result:
    'One row for the request with the fields the service sends as columns. The service does not document this answer, so the columns follow what it sends. Always asked afresh.',
});
