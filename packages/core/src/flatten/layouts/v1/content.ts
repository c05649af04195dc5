import * as z from 'zod/mini';
import { dateField, numberField, objectList, section, textField } from '../../../schemas/fields';
import { describeLayout, field, itemField, type Layout, type LayoutColumn } from '../../layout';
import { keywordNamesField } from './shared';

const schema = z.looseObject({
  date: dateField(),
  title: textField(),
  article_url: textField(),
  source: textField(),
  social: section({ facebook: numberField() }),
  visits: numberField(),
  conversions: numberField(),
  conversions_value: numberField(),
  landing_pages: objectList(
    {
      url: textField(),
      keywords: keywordNamesField(),
      search_volume: numberField(),
      visibility_score: numberField(),
      visibility_score_change: numberField(),
    },
    { single: true },
  ),
});

const columns: LayoutColumn[] = [
  field('date', 'date'),
  field('title', 'text'),
  field('article_url', 'text'),
  field('source', 'text'),
  field('social.facebook', 'integer'),
  field('visits', 'integer'),
  field('conversions', 'number'),
  field('conversions_value', 'number'),
  itemField('landing_pages', 'url', 'text'),
  itemField('landing_pages', 'keywords', 'text'),
  itemField('landing_pages', 'search_volume', 'integer'),
  itemField('landing_pages', 'visibility_score', 'number'),
  itemField('landing_pages', 'visibility_score_change', 'number'),
];

/** Content performance (content): one row per linking article and landing page it links to. */
export const v1ContentLayout: Layout = {
  name: 'v1_content',
  what: 'content performance',
  schema,
  columns,
  unroll: { path: 'landing_pages', perDevice: false },
  help: describeLayout(
    'One row per linking article and linked landing page (an article without landing pages keeps one row).',
    columns,
    [
      'date is the publishing day of the article; visits, conversions and conversions_value are what the article generated;',
      'landing_pages.keywords lists the tracked keywords of the landing page (comma-separated); its visibility_score is on',
      'the last day of the period and visibility_score_change the change over the period.',
    ],
  ),
};
