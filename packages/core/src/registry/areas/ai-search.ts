/**
 * AI search (interface 3.0): AIS_KEYWORDS, AIS_RANKS, AIS_COMPETITION, AIS_MENTIONS, AIS_CITATIONS, AIS_STATS, with
 * their records and columns.
 */
import * as z from 'zod/mini';
import { OFFSET_1000 } from '../../engine/paging';
import { itemFields } from '../../flatten/columns';
import { defineLayout, field, itemField, type Layout, type LayoutColumn } from '../../flatten/layout';
import { dateField, flagField, idField, numberField, objectList, textField } from '../../schemas/fields';
import { linkListField } from '../../schemas/record-fields';
import { foldAlias } from '../../schemas/reshape';
import { describeUnexpected, isPlainObject, toText } from '../../schemas/values';
import { ORDER_DIRECTION, TABLE_OPTIONS } from '../common-options';
import { checkPeriod } from '../dates';
import { defineFunction } from '../define-function';
import {
  AI_SEARCH_LLM,
  CAMPAIGN_ID,
  COMPETITORS,
  DEVICE,
  DOMAIN,
  END_DATE,
  GROUP_ID,
  KEYWORD_IDS,
  KEYWORD_ROWS,
  KEYWORD_ROWS_BY_TEXT,
  oneOrZero,
  RANKS_OF,
  SEGMENT_FILTERS,
  START_DATE,
  WEIGHTED,
} from '../params';
import { CAMPAIGN_PERIOD } from '../periods';

const brandFigures = () => ({
  rank: numberField(),
  my_brand_present: flagField(),
  any_brand_present: flagField(),
  sentiment_of_my_brand: textField(),
});

const brandColumns = (unrollPath: string): LayoutColumn[] => [
  itemField(unrollPath, 'date', 'date'),
  itemField(unrollPath, 'rank', 'number'),
  itemField(unrollPath, 'my_brand_present', 'boolean'),
  itemField(unrollPath, 'any_brand_present', 'boolean'),
  itemField(unrollPath, 'sentiment_of_my_brand', 'text'),
];

const keywordColumns = (): LayoutColumn[] => [field('keyword_id', 'integer'), field('keyword', 'text')];

/** AI search keyword data in long format: one row per keyword and week. */
export const aisKeywordsLayout = defineLayout({
  recordKey: ['keyword_id'],
  what: 'AI search keyword data',
  schema: () =>
    z.looseObject({
      keyword_id: idField(),
      keyword: textField(),
      ai_search_data: objectList({ date: dateField(), ...brandFigures(), citations: linkListField() }),
    }),
  columns: [...keywordColumns(), ...brandColumns('ai_search_data'), itemField('ai_search_data', 'citations', 'text')],
  unroll: { path: 'ai_search_data', perDevice: false },
  rows: 'One row per keyword and week (AI search answers are collected weekly).',
  notes: [
    'citations are the addresses the answer cites, comma-joined. An engine outside your plan gives near-empty rows.',
  ],
});

/** AI search ranks in long format: one row per keyword and week. */
export const aisRanksLayout = defineLayout({
  recordKey: ['keyword_id'],
  what: 'AI search rank data',
  schema: () =>
    z.looseObject({
      keyword_id: idField(),
      keyword: textField(),
      ranking_data: objectList({ date: dateField(), ...brandFigures() }, { single: true }),
    }),
  columns: [...keywordColumns(), ...brandColumns('ranking_data')],
  unroll: { path: 'ranking_data', perDevice: false },
  rows: 'One row per keyword and week.',
  notes: ['A keyword without any week keeps one row with the week columns empty.'],
});

/** AI search competition in long format: one row per keyword and competitor. */
export const aisCompetitionLayout = defineLayout({
  recordKey: ['keyword_id'],
  what: 'AI search competition data',
  schema: () =>
    z.pipe(
      z.transform((record) => foldAlias(record, ['keyword_name'], ['keyword'])),
      z.looseObject({
        keyword_id: idField(),
        keyword: textField(),
        competitors: objectList({
          domain: textField(),
          rank: numberField(),
          rank_trend: numberField(),
          any_brand_present: flagField(),
          competitor_brand_present: flagField(),
        }),
      }),
    ),
  columns: [
    ...keywordColumns(),
    ...itemFields('competitors', {
      domain: 'text',
      rank: 'number',
      rank_trend: 'number',
      any_brand_present: 'boolean',
      competitor_brand_present: 'boolean',
    }),
  ],
  unroll: { path: 'competitors', perDevice: false },
  rows: 'One row per keyword and competitor, in the order the service lists them.',
});

function seriesLayout(valueField: string, what: string): Layout {
  return defineLayout({
    what,
    schema: () => z.looseObject({ date: dateField(), [valueField]: numberField() }),
    columns: [field('date', 'date'), field(valueField, 'number')],
    rows: 'One row per week with data.',
  });
}

/** AI search brand mention visibility: one row per week. */
export const aisMentionsLayout = seriesLayout('brand_presence_visibility', 'AI search brand mentions');

/** AI search site citation visibility: one row per week. */
export const aisCitationsLayout = seriesLayout('source_citation_visibility', 'AI search citations');

/** Where the schema puts one entry per engine; not an API field. */
const BY_ENGINE = 'engine_rows';

/** Figures of `stats.<engine>` other than presence_rate, as `name=value` text. */
function otherFigures(stats: Record<string, unknown>): string {
  return Object.entries(stats)
    .filter(([name]) => name !== 'presence_rate')
    .map(
      ([name, value]) =>
        `${name}=${isPlainObject(value) || Array.isArray(value) ? describeUnexpected(value) : (toText(value) ?? '')}`,
    )
    .join(', ');
}

/** One entry per engine: the engines list joined with `stats.<engine>`; engines only in stats come last. */
function joinEngines(record: unknown): unknown {
  if (!isPlainObject(record)) return record;
  const stats = isPlainObject(record.stats) ? record.stats : {};
  const engines = Array.isArray(record.engines) ? record.engines.filter(isPlainObject) : [];
  const rows = engines.map((engine) => ({ ...engine }));
  const named = new Set(rows.map((row) => toText(row.engine)));
  for (const name of Object.keys(stats)) if (!named.has(name)) rows.push({ engine: name });
  const withStats = rows.map((row) => {
    const figures = stats[toText(row.engine) ?? ''];
    return isPlainObject(figures)
      ? { ...row, presence_rate: figures.presence_rate, other_figures: otherFigures(figures) }
      : row;
  });
  return { ...record, [BY_ENGINE]: withStats };
}

/** AI search engines of a campaign with their stats: one row per engine. */
export const aisStatsLayout = defineLayout({
  what: 'AI search stats',
  schema: () =>
    z.pipe(
      z.transform(joinEngines),
      z.looseObject({
        engines: z.optional(z.unknown()),
        stats: z.optional(z.unknown()),
        [BY_ENGINE]: objectList({
          engine: textField(),
          enabled: flagField(),
          active: flagField(),
          last_crawl_date: dateField(),
          has_data: flagField(),
          presence_rate: numberField(),
          other_figures: textField(),
        }),
      }),
    ),
  columns: [
    ...itemFields('engines', {
      engine: 'text',
      enabled: 'boolean',
      active: 'boolean',
      last_crawl_date: 'date',
      has_data: 'boolean',
    }),
    ...itemFields('stats', { presence_rate: 'number', other_figures: 'text' }),
  ],
  unroll: { path: BY_ENGINE, perDevice: false },
  rows: 'One row per AI search engine.',
  notes: [
    'stats.presence_rate is the share of keywords whose answer mentions your brand; stats.other_figures lists the',
    "engine's other figures as name=value, comma-joined.",
  ],
});

const PERIOD = [CAMPAIGN_ID, START_DATE, END_DATE] as const;

export const AIS_KEYWORDS = defineFunction({
  help: 'AI search answers (ChatGPT, Gemini, Perplexity) of your tracked keywords week by week: rank, brand, citations.',
  ...CAMPAIGN_PERIOD,
  options: {
    ...KEYWORD_ROWS,
    ai_search_llm: AI_SEARCH_LLM,
    skip_html: {
      type: 'boolean',
      help: 'FALSE also returns the stored answer content (default: the service leaves it out, so content is empty)',
    },
  },
  path: '/rank-tracker/v3.0/keywords/ais',
  paging: OFFSET_1000,
  layout: aisKeywordsLayout,
});

export const AIS_RANKS = defineFunction({
  help: 'Weekly rank of your site in AI search answers per tracked keyword, with brand presence and sentiment.',
  ...CAMPAIGN_PERIOD,
  options: {
    ...KEYWORD_ROWS_BY_TEXT,
    ...RANKS_OF,
    ai_search_llm: AI_SEARCH_LLM,
  },
  path: '/rank-tracker/v3.0/keywords/daily-ranks/ais',
  paging: OFFSET_1000,
  layout: aisRanksLayout,
});

export const AIS_COMPETITION = defineFunction({
  help: 'Rank and brand presence of competitors in AI search answers: one row per keyword and competitor.',
  params: [...PERIOD, COMPETITORS, DEVICE, GROUP_ID],
  options: {
    ...KEYWORD_ROWS_BY_TEXT,
    order_by: { type: 'enum', values: ['keyword', 'rank', 'rank_trend'], help: 'keyword, rank or rank_trend' },
    order_direction: ORDER_DIRECTION,
    ai_search_llm: AI_SEARCH_LLM,
  },
  prepare: checkPeriod,
  path: '/rank-tracker/v3.0/keywords/competition/ais',
  query: (args) => ({ device: args.device ?? 'desktop' }),
  paging: OFFSET_1000,
  layout: aisCompetitionLayout,
});

function visibilityFunction(path: string, help: string, layout: Layout) {
  return defineFunction({
    help,
    ...CAMPAIGN_PERIOD,
    options: {
      ...TABLE_OPTIONS,
      keyword_ids: KEYWORD_IDS,
      domain: DOMAIN,
      metrics_weighted_by_search_volume: WEIGHTED,
      ai_search_llm: AI_SEARCH_LLM,
      ...SEGMENT_FILTERS,
    },
    path,
    query: (_args, options) => ({
      metrics_weighted_by_search_volume: oneOrZero(options.metrics_weighted_by_search_volume),
    }),
    layout,
  });
}

export const AIS_MENTIONS = visibilityFunction(
  '/rank-tracker/v3.0/groups/daily-visibility/ais-mentions',
  'Weekly share of keywords whose AI search answer mentions your brand (brand presence visibility).',
  aisMentionsLayout,
);

export const AIS_CITATIONS = visibilityFunction(
  '/rank-tracker/v3.0/groups/daily-visibility/ais-citations',
  'Weekly share of keywords whose AI search answer cites your site or another domain (source citation visibility).',
  aisCitationsLayout,
);

export const AIS_STATS = defineFunction({
  help: 'The AI search engines of a campaign: enabled, last crawl, data available, and how often your brand appears.',
  params: [CAMPAIGN_ID],
  options: {
    ...TABLE_OPTIONS,
    ai_search_llm: { ...AI_SEARCH_LLM, help: 'stats of this engine only: openai, gemini or perplexity' },
  },
  path: '/rank-tracker/v3.0/ais/stats',
  query: (_args, options) => ({
    // This operation names the engine selector `gpt_provider`, and only that.
    gpt_provider: options.ai_search_llm,
    ai_search_llm: undefined,
  }),
  argumentNames: { gpt_provider: 'ai_search_llm' },
  layout: aisStatsLayout,
});
