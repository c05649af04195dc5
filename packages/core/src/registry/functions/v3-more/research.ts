import { OFFSET_1000 } from '../../../engine/paging';
import {
  domainKeywordsLayout,
  relatedKeywordsLayout,
  researchKeywordsLayout,
  researchRanksLayout,
  topicOverviewLayout,
} from '../../../flatten/layouts/more';
import { commaList, LIST_OPTIONS, ORDER_DIRECTION, TABLE_OPTIONS } from '../../common-options';
import { operationFunction } from '../../operation-function';
import { CAMPAIGN_ID, DOMAIN_OR_URL, GAP_TYPE, OPTIONS, singleDomainOrUrl } from '../../params';
import type { ParamDef } from '../../types';

const KEYWORD: ParamDef = {
  name: 'keyword',
  type: 'text',
  optional: false,
  help: 'One keyword (search phrase), e.g. running shoes.',
};

const KEYWORDS: ParamDef = {
  name: 'keywords',
  type: 'list',
  items: 'text',
  optional: false,
  help: 'Keywords (search phrases): comma, semicolon or line separated text, or a range with one keyword per cell.',
};

const MAX_RESEARCH_DOMAINS = 10;

const DOMAINS: ParamDef = {
  name: 'domains',
  type: 'list',
  items: 'domain',
  maxItems: MAX_RESEARCH_DOMAINS,
  optional: false,
  help: `Up to ${MAX_RESEARCH_DOMAINS} domains to look up: comma text or a range (e.g. yoursite.com, rival.com).`,
};

const RESEARCH_ORDER_BY = {
  type: 'text',
  help: 'the field to sort by, as the service names it (e.g. search_volume); the service lists the valid ones if it refuses',
} as const;

export const RELATED_KEYWORDS = operationFunction({
  name: 'RELATED_KEYWORDS',
  help: 'Keywords related to one keyword, with search volume, SERP features, your rank and how closely each relates.',
  api: '3.0',
  params: [CAMPAIGN_ID, KEYWORD, OPTIONS],
  options: {
    ...LIST_OPTIONS,
    search: { type: 'text', help: 'only related keywords containing this text' },
    order_by: {
      type: 'enum',
      values: ['connection_strength', 'search_volume', 'year-over-year', 'rank', 'rank_trend', 'percentage_clicks'],
      help: 'connection_strength (default), search_volume, year-over-year, rank, rank_trend or percentage_clicks',
    },
    order_direction: ORDER_DIRECTION,
  },
  path: '/research/v3.0/related-keywords',
  query: (args, options) => ({
    campaign_id: args.campaign_id as number,
    keyword: args.keyword as string,
    search: options.search as string | undefined,
    order_by: options.order_by as string | undefined,
    order_direction: options.order_direction as string | undefined,
  }),
  paging: OFFSET_1000,
  layout: relatedKeywordsLayout,
});

export const TOPIC_OVERVIEW = operationFunction({
  name: 'TOPIC_OVERVIEW',
  help: 'Summary of the topic around one keyword: related keywords, search volume, SERP features and your visibility.',
  api: '3.0',
  params: [CAMPAIGN_ID, KEYWORD, OPTIONS],
  options: TABLE_OPTIONS,
  path: '/research/v3.0/topic-overview',
  query: (args) => ({ campaign_id: args.campaign_id as number, keyword: args.keyword as string }),
  paging: { kind: 'none' },
  layout: topicOverviewLayout,
});

export const RESEARCH_KEYWORDS = operationFunction({
  name: 'RESEARCH_KEYWORDS',
  help: 'Research data of any keywords, tracked or not: search volume, trend, SERP features and your rank.',
  api: '3.0',
  params: [CAMPAIGN_ID, KEYWORDS, OPTIONS],
  options: { ...LIST_OPTIONS, order_by: RESEARCH_ORDER_BY, order_direction: ORDER_DIRECTION },
  path: '/research/v3.0/keywords',
  query: (args, options) => ({
    campaign_id: args.campaign_id as number,
    keywords: commaList(args.keywords),
    order_by: options.order_by as string | undefined,
    order_direction: options.order_direction as string | undefined,
  }),
  paging: OFFSET_1000,
  layout: researchKeywordsLayout,
});

export const RESEARCH_RANKS = operationFunction({
  name: 'RESEARCH_RANKS',
  help: 'Current Google rank, trend and landing page of up to 10 domains on any keywords, tracked or not.',
  api: '3.0',
  params: [CAMPAIGN_ID, KEYWORDS, DOMAINS, OPTIONS],
  options: {
    ...LIST_OPTIONS,
    limit: { type: 'integer', min: 1, max: 1_000_000, help: 'at most this many keywords (default: all of them)' },
    order_by: { type: 'enum', values: ['rank', 'rank_trend'], help: 'rank or rank_trend' },
  },
  path: '/research/v3.0/ranking-data',
  query: (args, options) => ({
    campaign_id: args.campaign_id as number,
    keywords: commaList(args.keywords),
    domains: commaList(args.domains),
    order_by: options.order_by as string | undefined,
  }),
  paging: OFFSET_1000,
  layout: researchRanksLayout,
});

export const DOMAIN_KEYWORDS = operationFunction({
  name: 'DOMAIN_KEYWORDS',
  help: 'Keywords a domain or URL ranks for, with search volume, its rank and yours: a keyword gap analysis.',
  api: '3.0',
  params: [CAMPAIGN_ID, DOMAIN_OR_URL, GAP_TYPE, OPTIONS],
  options: {
    ...LIST_OPTIONS,
    search: { type: 'text', help: 'only keywords containing this text' },
    order_by: {
      type: 'enum',
      values: [
        'search_volume',
        'year-over-year',
        'rank',
        'rank_trend',
        'my_rank',
        'my_rank_trend',
        'percentage_clicks',
      ],
      help: 'search_volume, year-over-year, rank, rank_trend, my_rank, my_rank_trend or percentage_clicks',
    },
  },
  path: '/research/v3.0/domain-ranking-keywords',
  query: (args, options) => ({
    campaign_id: args.campaign_id as number,
    // The live service reads `url` and `gap_analysis`, as for the domain overview.
    url: singleDomainOrUrl(args),
    gap_analysis: args.gap_type as string | undefined,
    search: options.search as string | undefined,
    order_by: options.order_by as string | undefined,
  }),
  paging: OFFSET_1000,
  layout: domainKeywordsLayout,
  validate(args) {
    singleDomainOrUrl(args);
  },
});
