/** Top 100 results of tracked keywords, and the campaign's ranking pages. */
import * as z from 'zod/mini';
import { idField, numberField, objectList, textField } from '../../../schemas/fields';
import { describeLayout, field, itemField, type Layout, type LayoutColumn } from '../../layout';

const topResultsSchema = z.looseObject({
  keyword_id: idField(),
  keyword: textField(),
  top_100_results: objectList({
    rank: numberField(),
    domain: textField(),
    landing_page: textField(),
    title: textField(),
    description: textField(),
    search_intent: textField(),
  }),
});

const topResultsColumns: LayoutColumn[] = [
  field('keyword_id', 'integer'),
  field('keyword', 'text'),
  itemField('top_100_results', 'rank', 'number'),
  itemField('top_100_results', 'domain', 'text'),
  itemField('top_100_results', 'landing_page', 'text'),
  itemField('top_100_results', 'title', 'text'),
  itemField('top_100_results', 'description', 'text'),
  itemField('top_100_results', 'search_intent', 'text'),
];

/** Top 100 results in long format: one row per keyword and result. */
export const topResultsLayout: Layout = {
  name: 'top_results',
  what: 'top 100 results',
  schema: topResultsSchema,
  columns: topResultsColumns,
  unroll: { path: 'top_100_results', perDevice: false },
  help: describeLayout(
    'One row per keyword and result (up to 100 per keyword), in the order the service lists them.',
    topResultsColumns,
  ),
};

const rankingPagesSchema = z.looseObject({
  url: textField(),
  title: textField(),
  description: textField(),
  ranking_keywords: objectList({ keyword_id: idField(), keyword: textField() }),
});

const rankingPagesColumns: LayoutColumn[] = [
  field('url', 'text'),
  field('title', 'text'),
  field('description', 'text'),
  itemField('ranking_keywords', 'keyword_id', 'integer'),
  itemField('ranking_keywords', 'keyword', 'text'),
];

/** Ranking pages in long format: one row per page and keyword it ranks for. */
export const rankingPagesLayout: Layout = {
  name: 'ranking_pages',
  what: 'ranking pages',
  schema: rankingPagesSchema,
  columns: rankingPagesColumns,
  unroll: { path: 'ranking_keywords', perDevice: false },
  help: describeLayout('One row per landing page and tracked keyword it ranks for.', rankingPagesColumns, [
    'A page without ranking keywords keeps one row with the keyword columns empty.',
  ]),
};
