import { AIO_CITATIONS, AIO_COMPETITION, AIO_KEYWORDS, AIO_MENTIONS, AIO_RANKS } from './areas/ai-overview';
import { AIS_CITATIONS, AIS_COMPETITION, AIS_KEYWORDS, AIS_MENTIONS, AIS_RANKS, AIS_STATS } from './areas/ai-search';
import { AI_ARTICLE, AI_TOPICS, AI_WRITER_STATUS } from './areas/ai-writer';
import { CAMPAIGN_LOCATIONS, CAMPAIGNS, COMPANIES } from './areas/campaigns';
import { COMPETITION, SHARE_OF_CLICKS, SHARE_OF_VOICE } from './areas/competition';
import { DOMAIN_KEYWORDS, DOMAIN_OVERVIEW } from './areas/domain-overview';
import { FORECAST, FORECAST_KEYWORDS, FORECAST_OBJECTIVE, FORECASTS } from './areas/forecast';
import { GET, V1_GET } from './areas/generic';
import { GROUP_DATA, GROUP_SERP_FEATURES, GROUP_VISIBILITY, GROUPS } from './areas/groups';
import { IMPORT_KEYWORDS, IMPORT_STATUS } from './areas/imports';
import { DAILY_RANKS, KEYWORDS } from './areas/keywords';
import { RELATED_KEYWORDS, RESEARCH_KEYWORDS, RESEARCH_RANKS, TOPIC_OVERVIEW } from './areas/research';
import { RANKING_PAGES, SERP_FEATURES, SERP_VISIBILITY, TOP_RESULTS } from './areas/serp';
import { TRAFFIC, TRAFFIC_KEYWORDS } from './areas/traffic';
import { V1_COMPARE_KEYWORDS, V1_COMPARE_VISIBILITY } from './areas/v1-compare';
import { V1_ON_TARGET, V1_ON_TARGET_BY_DATES } from './areas/v1-forecast';
import { V1_ALL_GROUP_DETAILS, V1_GROUP_DETAILS, V1_GROUPS, V1_KEYWORD_GROUPS } from './areas/v1-groups';
import { V1_CANNIBALIZATION, V1_KEYWORD_DATA, V1_KEYWORD_SERP } from './areas/v1-keywords';
import { V1_RANKS } from './areas/v1-ranks';
import { V1_DEVICES, V1_SITES } from './areas/v1-sites';
import {
  V1_CONTENT,
  V1_ORGANIC_TRAFFIC,
  V1_ORGANIC_TRAFFIC_SPLIT,
  V1_VISIBILITY_DATA,
  V1_VISIBILITY_SCORE,
} from './areas/v1-traffic';
import { VAULT_KEYWORDS, VAULT_LISTS, VAULT_OVERVIEW } from './areas/vault';
import type { DeclaredFunction } from './define-function';
import type { FunctionDef } from './types';

/**
 * Every spreadsheet function, in the order the docs and the task pane list them. Hosts generate everything from it.
 * Each function lives in the file of its service area under ./areas, beside its columns and record schema, and is
 * named here by the constant that holds it.
 */
export const FUNCTIONS: readonly FunctionDef[] = named({
  // Interface 3.0: the five documented operations first.
  CAMPAIGNS,
  KEYWORDS,
  AIO_RANKS,
  COMPETITION,
  DOMAIN_OVERVIEW,
  // Interface 3.0 beyond its documents (docs/service.md lists where the live service goes further), in reference order.
  COMPANIES,
  CAMPAIGN_LOCATIONS,
  GROUPS,
  GROUP_DATA,
  GROUP_SERP_FEATURES,
  GROUP_VISIBILITY,
  DAILY_RANKS,
  SERP_FEATURES,
  SERP_VISIBILITY,
  SHARE_OF_VOICE,
  SHARE_OF_CLICKS,
  TOP_RESULTS,
  RANKING_PAGES,
  IMPORT_KEYWORDS,
  IMPORT_STATUS,
  TRAFFIC,
  TRAFFIC_KEYWORDS,
  RELATED_KEYWORDS,
  TOPIC_OVERVIEW,
  RESEARCH_KEYWORDS,
  RESEARCH_RANKS,
  DOMAIN_KEYWORDS,
  VAULT_LISTS,
  VAULT_OVERVIEW,
  VAULT_KEYWORDS,
  FORECASTS,
  FORECAST,
  FORECAST_OBJECTIVE,
  FORECAST_KEYWORDS,
  AIO_KEYWORDS,
  AIO_COMPETITION,
  AIO_MENTIONS,
  AIO_CITATIONS,
  AIS_KEYWORDS,
  AIS_RANKS,
  AIS_COMPETITION,
  AIS_MENTIONS,
  AIS_CITATIONS,
  AIS_STATS,
  AI_TOPICS,
  AI_ARTICLE,
  AI_WRITER_STATUS,
  GET,
  // Interface 1.2, named V1_<NAME>, in the order the docs list them.
  V1_SITES,
  V1_ON_TARGET,
  V1_ON_TARGET_BY_DATES,
  V1_GROUPS,
  V1_GROUP_DETAILS,
  V1_ALL_GROUP_DETAILS,
  V1_KEYWORD_GROUPS,
  V1_KEYWORD_DATA,
  V1_RANKS,
  V1_CANNIBALIZATION,
  V1_KEYWORD_SERP,
  V1_ORGANIC_TRAFFIC,
  V1_ORGANIC_TRAFFIC_SPLIT,
  V1_CONTENT,
  V1_VISIBILITY_DATA,
  V1_VISIBILITY_SCORE,
  V1_COMPARE_KEYWORDS,
  V1_COMPARE_VISIBILITY,
  V1_DEVICES,
  V1_GET,
});

/** Property names survive minifying, so the names of the shorthand properties above are the functions' names. */
function named(declared: Readonly<Record<string, DeclaredFunction>>): FunctionDef[] {
  return Object.entries(declared).map(([name, declare]) => declare(name));
}

export function findFunction(name: string): FunctionDef | undefined {
  const wanted = name
    .trim()
    .toUpperCase()
    .replace(/^SV[._]/, '');
  return FUNCTIONS.find((def) => def.name === wanted);
}
