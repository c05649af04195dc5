import { OFFSET_1000 } from '../../../engine/paging';
import type { Layout } from '../../../flatten';
import {
  aisCitationsLayout,
  aisCompetitionLayout,
  aisKeywordsLayout,
  aisMentionsLayout,
  aisRanksLayout,
  aisStatsLayout,
} from '../../../flatten/layouts/more';
import { commaList, ORDER_DIRECTION, TABLE_OPTIONS } from '../../common-options';
import { validateDateRange } from '../../dates';
import { operationFunction } from '../../operation-function';
import { CAMPAIGN_ID, COMPETITORS, END_DATE, GROUP_ID, OPTIONS, START_DATE } from '../../params';
import { periodOfCampaign } from '../../query-parts';
import {
  AI_SEARCH_LLM,
  DEVICE_DEFAULT_DESKTOP,
  DOMAIN,
  KEYWORD_IDS,
  KEYWORD_LIMIT,
  oneOrZero,
  SEARCH,
  WEIGHTED,
} from './shared';

const PERIOD = [CAMPAIGN_ID, START_DATE, END_DATE];

export const AIS_KEYWORDS = operationFunction({
  name: 'AIS_KEYWORDS',
  help: 'AI search answers (ChatGPT, Gemini, Perplexity) of your tracked keywords week by week: rank, brand, citations.',
  api: '3.0',
  params: [...PERIOD, GROUP_ID, OPTIONS],
  options: { ...TABLE_OPTIONS, limit: KEYWORD_LIMIT, keyword_ids: KEYWORD_IDS, ai_search_llm: AI_SEARCH_LLM },
  path: '/rank-tracker/v3.0/keywords/ais',
  query: (args, options) => ({
    ...periodOfCampaign(args),
    keyword_ids: commaList(options.keyword_ids),
    ai_search_llm: options.ai_search_llm as string | undefined,
  }),
  paging: OFFSET_1000,
  layout: aisKeywordsLayout,
  validate: validateDateRange,
});

export const AIS_RANKS = operationFunction({
  name: 'AIS_RANKS',
  help: 'Weekly rank of your site in AI search answers per tracked keyword, with brand presence and sentiment.',
  api: '3.0',
  params: [...PERIOD, GROUP_ID, OPTIONS],
  options: {
    ...TABLE_OPTIONS,
    limit: KEYWORD_LIMIT,
    keyword_ids: KEYWORD_IDS,
    search: SEARCH,
    domain: { ...DOMAIN, help: 'the domain whose ranks to show, e.g. rival.com (default: the campaign domain)' },
    get_archive: { type: 'boolean', help: 'TRUE also lists archived keywords (default FALSE)' },
    ai_search_llm: AI_SEARCH_LLM,
  },
  path: '/rank-tracker/v3.0/keywords/daily-ranks/ais',
  query: (args, options) => ({
    ...periodOfCampaign(args),
    keyword_ids: commaList(options.keyword_ids),
    search: options.search as string | undefined,
    domain: options.domain as string | undefined,
    get_archive: typeof options.get_archive === 'boolean' ? String(options.get_archive) : undefined,
    ai_search_llm: options.ai_search_llm as string | undefined,
  }),
  paging: OFFSET_1000,
  layout: aisRanksLayout,
  validate: validateDateRange,
});

export const AIS_COMPETITION = operationFunction({
  name: 'AIS_COMPETITION',
  help: 'Rank and brand presence of competitors in AI search answers: one row per keyword and competitor.',
  api: '3.0',
  params: [...PERIOD, COMPETITORS, DEVICE_DEFAULT_DESKTOP, GROUP_ID, OPTIONS],
  options: {
    ...TABLE_OPTIONS,
    limit: KEYWORD_LIMIT,
    keyword_ids: KEYWORD_IDS,
    search: SEARCH,
    order_by: { type: 'enum', values: ['keyword', 'rank', 'rank_trend'], help: 'keyword, rank or rank_trend' },
    order_direction: ORDER_DIRECTION,
    ai_search_llm: AI_SEARCH_LLM,
  },
  path: '/rank-tracker/v3.0/keywords/competition/ais',
  query: (args, options) => ({
    ...periodOfCampaign(args),
    device: (args.device as string | undefined) ?? 'desktop',
    competitors: commaList(args.competitors),
    keyword_ids: commaList(options.keyword_ids),
    search: options.search as string | undefined,
    order_by: options.order_by as string | undefined,
    order_direction: options.order_direction as string | undefined,
    ai_search_llm: options.ai_search_llm as string | undefined,
  }),
  paging: OFFSET_1000,
  layout: aisCompetitionLayout,
  validate: validateDateRange,
});

function visibilityFunction(name: string, path: string, help: string, layout: Layout) {
  return operationFunction({
    name,
    help,
    api: '3.0',
    params: [...PERIOD, GROUP_ID, OPTIONS],
    options: {
      ...TABLE_OPTIONS,
      keyword_ids: KEYWORD_IDS,
      domain: DOMAIN,
      metrics_weighted_by_search_volume: WEIGHTED,
      ai_search_llm: AI_SEARCH_LLM,
    },
    path,
    query: (args, options) => ({
      ...periodOfCampaign(args),
      keyword_ids: commaList(options.keyword_ids),
      domain: options.domain as string | undefined,
      metrics_weighted_by_search_volume: oneOrZero(options.metrics_weighted_by_search_volume),
      ai_search_llm: options.ai_search_llm as string | undefined,
    }),
    paging: { kind: 'none' },
    layout,
    validate: validateDateRange,
  });
}

export const AIS_MENTIONS = visibilityFunction(
  'AIS_MENTIONS',
  '/rank-tracker/v3.0/groups/daily-visibility/ais-mentions',
  'Weekly share of keywords whose AI search answer mentions your brand (brand presence visibility).',
  aisMentionsLayout,
);

export const AIS_CITATIONS = visibilityFunction(
  'AIS_CITATIONS',
  '/rank-tracker/v3.0/groups/daily-visibility/ais-citations',
  'Weekly share of keywords whose AI search answer cites your site or another domain (source citation visibility).',
  aisCitationsLayout,
);

export const AIS_STATS = operationFunction({
  name: 'AIS_STATS',
  help: 'The AI search engines of a campaign: enabled, last crawl, data available, and how often your brand appears.',
  api: '3.0',
  params: [CAMPAIGN_ID, OPTIONS],
  options: {
    ...TABLE_OPTIONS,
    ai_search_llm: { ...AI_SEARCH_LLM, help: 'stats of this engine only: openai, gemini or perplexity' },
  },
  path: '/rank-tracker/v3.0/ais/stats',
  query: (args, options) => ({
    campaign_id: args.campaign_id as number,
    // This operation names the engine selector `gpt_provider`.
    gpt_provider: options.ai_search_llm as string | undefined,
  }),
  paging: { kind: 'none' },
  layout: aisStatsLayout,
});
