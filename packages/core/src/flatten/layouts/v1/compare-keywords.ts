/**
 * Keyword rankings of competitors (compare/keywords). The answer wraps the keywords as `{results, limit, offset,
 * pages, total_results}`; each result carries `name, search_volume, avg_cpc, yoy` (the interface document's columns),
 * `serp_features` (a list of codes) and `competitors` with a rank and a change per competitor. The competitors come
 * as an object keyed by domain (also under the name `ranks`, domain → rank), or as a list whose items name their
 * domain; all are read as a list.
 */
import * as z from 'zod/mini';
import { commaListField, numberField, objectList, textField } from '../../../schemas/fields';
import { isPlainObject, type PlainObject } from '../../../schemas/values';
import { describeLayout, field, itemField, type Layout, type LayoutColumn } from '../../layout';
import { firstOf } from './shared';

const DOMAIN_FIELDS = ['domain', 'site', 'competitor', 'url'];

function competitorList(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.filter(isPlainObject).map((item) => {
      const domain = firstOf(item, DOMAIN_FIELDS);
      return domain === undefined || item.domain !== undefined ? item : { ...item, domain };
    });
  }
  if (isPlainObject(value)) {
    return Object.entries(value).map(([domain, figures]) =>
      isPlainObject(figures) ? { domain, ...figures } : { domain, rank: figures },
    );
  }
  return value;
}

/** `ranks` (domain → rank) is read as `competitors` when the record has no `competitors` of its own. */
function normaliseResult(record: unknown): unknown {
  if (!isPlainObject(record)) return record;
  const { ranks, ...rest } = record;
  const competitors = record.competitors ?? ranks;
  if (competitors === undefined) return record;
  return { ...(record.competitors === undefined ? rest : record), competitors: competitorList(competitors) };
}

const schema = z.pipe(
  z.transform(normaliseResult),
  z.looseObject({
    name: textField(),
    search_volume: numberField(),
    avg_cpc: numberField(),
    yoy: numberField(),
    serp_features: commaListField(', ', (code) => code.toUpperCase()),
    competitors: objectList({ domain: textField(), rank: numberField(), change: numberField() }),
  }),
);

const columns: LayoutColumn[] = [
  field('name', 'text'),
  field('search_volume', 'integer'),
  field('avg_cpc', 'number'),
  field('yoy', 'number'),
  field('serp_features', 'text'),
  itemField('competitors', 'domain', 'text'),
  itemField('competitors', 'rank', 'number'),
  itemField('competitors', 'change', 'number'),
];

/** The keyword list of a compare/keywords answer: the `results` of its wrapper, or a bare list. */
export function compareKeywordsRecords(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (!isPlainObject(body) || !('results' in body)) return undefined;
  const { results } = body as PlainObject;
  if (Array.isArray(results)) return results;
  // PHP sends an empty list as an object, and may key the results by keyword.
  return isPlainObject(results) ? Object.values(results) : [];
}

export const v1CompareKeywordsLayout: Layout = {
  name: 'v1_compare_keywords',
  what: 'competitor keyword rankings',
  schema,
  columns,
  unroll: { path: 'competitors', perDevice: false },
  help: describeLayout(
    'One row per keyword and competitor (a keyword without competitor data keeps one row).',
    columns,
    [
      'search_volume, avg_cpc and yoy describe the keyword; serp_features lists the SERP feature codes (upper case, comma-joined);',
      'competitors.rank is the rank of that competitor domain (101 = not in the top 100) and competitors.change its change over the period.',
    ],
  ),
};
