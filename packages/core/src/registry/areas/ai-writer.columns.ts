/** The columns of AI_TOPICS, AI_ARTICLE and AI_WRITER_STATUS (ai-writer.ts), as the answers are known to carry them. */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';

const AI_TOPIC_COLUMNS: ColumnEntries = {
  topic: column('Topic', 'text', 'A topic the AI writer recommends writing about for the campaign.'),
  category: column(
    'Category',
    'text',
    'The category the AI writer files the topic under (the category option filters on it).',
  ),
  relevance: column(
    'Relevance',
    'score',
    "How closely the topic matches the campaign's keywords, from 0 to 1 (1 is the closest).",
  ),
  'metrics.relevance_score': column(
    'Relevance score',
    'score',
    'The same relevance as a score from 0 to 100; sent only with metrics=TRUE.',
  ),
};

const AI_ARTICLE_COLUMNS: ColumnEntries = {
  article_id: column('Article ID', 'id', "The AI writer's id of the article, as AI_WRITER_STATUS lists it."),
  topic: column('Topic', 'text', 'The topic the article was generated for.'),
  type: column('Type', 'text', 'outline when only an outline was generated, article when the whole text was.'),
  title: column('Title', 'text', 'The title of the article.'),
  outline: column('Outline', 'text', "The headings of the article's outline, in order, comma-separated."),
  content: column('Content', 'text', 'The text of the article as HTML; empty for an outline.'),
};

const AI_WRITER_STATUS_COLUMNS: ColumnEntries = {
  request_id: column(
    'Request ID',
    'text',
    'The id of the generation request, as the AI writer gave it when it started.',
  ),
  status: column(
    'Status',
    'text',
    'How far the whole request is, in the service\'s word for it ("done" when finished).',
  ),
  progress: column(
    'Progress',
    'fraction',
    'The share of the request already generated, as a fraction 0–1 (1 when done; the service sends 0–100, divided by 100 here).',
  ),
  'articles.article_id': column('Article ID', 'id', 'The id of one article of the request, for AI_ARTICLE.'),
  'articles.topic': column('Article topic', 'text', 'The topic of that article.'),
  'articles.status': column('Article status', 'text', 'How far that article is ("done" when it can be read).'),
};

export const AI_WRITER_AREA_COLUMNS: FunctionColumns = {
  AI_TOPICS: AI_TOPIC_COLUMNS,
  AI_ARTICLE: AI_ARTICLE_COLUMNS,
  AI_WRITER_STATUS: AI_WRITER_STATUS_COLUMNS,
};
