import { type ColumnEntries, column, type FunctionColumns } from '../column-meaning';

/**
 * The columns of the 3.0 functions whose answers the service does not describe (flattened as they come): those the
 * answers are known to carry, as the live service was seen to send them and the sandbox models them. A field not
 * listed still shows, under its path.
 */

const COMPANY_COLUMNS: ColumnEntries = {
  company_id: column(
    'Company ID',
    'id',
    "The service's id of the company (account): the company_id option of CAMPAIGNS takes it.",
  ),
  name: column('Company', 'text', 'The name of the company, as the account shows it.'),
  campaigns: column('Campaign IDs', 'text', "The ids of the company's campaigns, comma-separated."),
};

const SERP_VISIBILITY_COLUMNS: ColumnEntries = {
  date: column('Date', 'date', 'The day of the figures.'),
  device: column(
    'Device',
    'text',
    'Desktop or mobile: the results the visibility is measured on (desktop by default).',
  ),
  visibility: column(
    'Visibility',
    'fraction',
    "Your site's visibility that day over the keywords asked for (all keywords or the Brand folder), as a fraction 0–1 (0.205 reads 20.5 %).",
  ),
  'serp_features.feature': column(
    'SERP feature',
    'code list',
    'The code of one SERP feature of the results; the row gives your visibility within it.',
  ),
  'serp_features.visibility': column(
    'Feature visibility',
    'fraction',
    "Your site's visibility within that SERP feature that day, as a fraction 0–1.",
  ),
};

const VAULT_LIST_COLUMNS: ColumnEntries = {
  list: column(
    'List',
    'text',
    'The name of the keyword vault list: VAULT_OVERVIEW and VAULT_KEYWORDS take it as list_name.',
  ),
  keyword_count: column('Keywords', 'count', 'The number of keywords saved in the list.'),
  created_date: column('Created on', 'date', 'The day the list was created.'),
};

const AIO_COMPETITION_COLUMNS: ColumnEntries = {
  'competitors.domain': column(
    'Domain',
    'text',
    "A domain looked for in the keyword's AI overview: your site first, then the competitors asked for (else the campaign's).",
  ),
  'competitors.present': column(
    'In AI overview',
    'flag',
    "TRUE when the keyword's AI overview links to a page of that domain on the last tracked day of the period.",
  ),
  'competitors.rank': column(
    'AI overview rank',
    'rank',
    "The domain's place among the sources the AI overview links to (1 = first); 100 when it does not link to it.",
  ),
};

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

export const V3_KNOWN_ANSWER_COLUMNS: FunctionColumns = {
  COMPANIES: COMPANY_COLUMNS,
  SERP_VISIBILITY: SERP_VISIBILITY_COLUMNS,
  VAULT_LISTS: VAULT_LIST_COLUMNS,
  AIO_COMPETITION: AIO_COMPETITION_COLUMNS,
  AI_TOPICS: AI_TOPIC_COLUMNS,
  AI_ARTICLE: AI_ARTICLE_COLUMNS,
  AI_WRITER_STATUS: AI_WRITER_STATUS_COLUMNS,
};
