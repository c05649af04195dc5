import * as aiOverview from './areas/ai-overview';
import * as aiSearch from './areas/ai-search';
import * as aiWriter from './areas/ai-writer';
import * as campaigns from './areas/campaigns';
import * as competition from './areas/competition';
import * as domainOverview from './areas/domain-overview';
import * as forecast from './areas/forecast';
import * as generic from './areas/generic';
import * as groups from './areas/groups';
import * as imports from './areas/imports';
import * as keywords from './areas/keywords';
import * as research from './areas/research';
import * as serp from './areas/serp';
import * as traffic from './areas/traffic';
import * as v1Compare from './areas/v1-compare';
import * as v1Forecast from './areas/v1-forecast';
import * as v1Groups from './areas/v1-groups';
import * as v1Keywords from './areas/v1-keywords';
import * as v1Ranks from './areas/v1-ranks';
import * as v1Sites from './areas/v1-sites';
import * as v1Traffic from './areas/v1-traffic';
import * as vault from './areas/vault';
import type { DeclaredFunction } from './define-function';
import type { FunctionDef } from './types';

/**
 * Every spreadsheet function, in the order the docs and the task pane list them. Hosts generate everything from it.
 * Each function lives in the file of its service area under ./areas, beside its record schema and layout, with its
 * columns' labels, units and meanings in the sibling <area>.columns.ts; it is named here, once, by the constant that
 * holds it.
 */
export const FUNCTIONS: readonly FunctionDef[] = named({
  // Interface 3.0: the five documented operations first.
  CAMPAIGNS: campaigns.CAMPAIGNS,
  KEYWORDS: keywords.KEYWORDS,
  AIO_RANKS: aiOverview.AIO_RANKS,
  COMPETITION: competition.COMPETITION,
  DOMAIN_OVERVIEW: domainOverview.DOMAIN_OVERVIEW,
  // Interface 3.0 beyond its documents (docs/service.md lists where the live service goes further), in reference order.
  COMPANIES: campaigns.COMPANIES,
  CAMPAIGN_LOCATIONS: campaigns.CAMPAIGN_LOCATIONS,
  GROUPS: groups.GROUPS,
  GROUP_DATA: groups.GROUP_DATA,
  GROUP_SERP_FEATURES: groups.GROUP_SERP_FEATURES,
  GROUP_VISIBILITY: groups.GROUP_VISIBILITY,
  DAILY_RANKS: keywords.DAILY_RANKS,
  SERP_FEATURES: serp.SERP_FEATURES,
  SERP_VISIBILITY: serp.SERP_VISIBILITY,
  SHARE_OF_VOICE: competition.SHARE_OF_VOICE,
  SHARE_OF_CLICKS: competition.SHARE_OF_CLICKS,
  TOP_RESULTS: serp.TOP_RESULTS,
  RANKING_PAGES: serp.RANKING_PAGES,
  IMPORT_KEYWORDS: imports.IMPORT_KEYWORDS,
  IMPORT_STATUS: imports.IMPORT_STATUS,
  TRAFFIC: traffic.TRAFFIC,
  TRAFFIC_KEYWORDS: traffic.TRAFFIC_KEYWORDS,
  RELATED_KEYWORDS: research.RELATED_KEYWORDS,
  TOPIC_OVERVIEW: research.TOPIC_OVERVIEW,
  RESEARCH_KEYWORDS: research.RESEARCH_KEYWORDS,
  RESEARCH_RANKS: research.RESEARCH_RANKS,
  DOMAIN_KEYWORDS: domainOverview.DOMAIN_KEYWORDS,
  VAULT_LISTS: vault.VAULT_LISTS,
  VAULT_OVERVIEW: vault.VAULT_OVERVIEW,
  VAULT_KEYWORDS: vault.VAULT_KEYWORDS,
  FORECASTS: forecast.FORECASTS,
  FORECAST: forecast.FORECAST,
  FORECAST_OBJECTIVE: forecast.FORECAST_OBJECTIVE,
  FORECAST_KEYWORDS: forecast.FORECAST_KEYWORDS,
  AIO_KEYWORDS: aiOverview.AIO_KEYWORDS,
  AIO_COMPETITION: aiOverview.AIO_COMPETITION,
  AIO_MENTIONS: aiOverview.AIO_MENTIONS,
  AIO_CITATIONS: aiOverview.AIO_CITATIONS,
  AIS_KEYWORDS: aiSearch.AIS_KEYWORDS,
  AIS_RANKS: aiSearch.AIS_RANKS,
  AIS_COMPETITION: aiSearch.AIS_COMPETITION,
  AIS_MENTIONS: aiSearch.AIS_MENTIONS,
  AIS_CITATIONS: aiSearch.AIS_CITATIONS,
  AIS_STATS: aiSearch.AIS_STATS,
  AI_TOPICS: aiWriter.AI_TOPICS,
  AI_ARTICLE: aiWriter.AI_ARTICLE,
  AI_WRITER_STATUS: aiWriter.AI_WRITER_STATUS,
  GET: generic.GET,
  // Interface 1.2, named V1_<NAME>, in the order the docs list them.
  V1_SITES: v1Sites.V1_SITES,
  V1_ON_TARGET: v1Forecast.V1_ON_TARGET,
  V1_ON_TARGET_BY_DATES: v1Forecast.V1_ON_TARGET_BY_DATES,
  V1_GROUPS: v1Groups.V1_GROUPS,
  V1_GROUP_DETAILS: v1Groups.V1_GROUP_DETAILS,
  V1_ALL_GROUP_DETAILS: v1Groups.V1_ALL_GROUP_DETAILS,
  V1_KEYWORD_GROUPS: v1Groups.V1_KEYWORD_GROUPS,
  V1_KEYWORD_DATA: v1Keywords.V1_KEYWORD_DATA,
  V1_RANKS: v1Ranks.V1_RANKS,
  V1_CANNIBALIZATION: v1Keywords.V1_CANNIBALIZATION,
  V1_KEYWORD_SERP: v1Keywords.V1_KEYWORD_SERP,
  V1_ORGANIC_TRAFFIC: v1Traffic.V1_ORGANIC_TRAFFIC,
  V1_ORGANIC_TRAFFIC_SPLIT: v1Traffic.V1_ORGANIC_TRAFFIC_SPLIT,
  V1_CONTENT: v1Traffic.V1_CONTENT,
  V1_VISIBILITY_DATA: v1Traffic.V1_VISIBILITY_DATA,
  V1_VISIBILITY_SCORE: v1Traffic.V1_VISIBILITY_SCORE,
  V1_COMPARE_KEYWORDS: v1Compare.V1_COMPARE_KEYWORDS,
  V1_COMPARE_VISIBILITY: v1Compare.V1_COMPARE_VISIBILITY,
  V1_DEVICES: v1Sites.V1_DEVICES,
  V1_GET: generic.V1_GET,
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
