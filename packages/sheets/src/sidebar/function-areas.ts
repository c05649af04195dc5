import { FUNCTIONS, type FunctionDef } from '@sv/core';

/**
 * The service areas the sidebar groups the functions by, in the order of the core registry (packages/core/src/registry:
 * one file per area under ./areas). The registry records no area on a function, so the grouping is named here; a test
 * checks that it holds every registry function exactly once, and anything added to the registry later still shows,
 * under "Other", until it is placed.
 */
const AREAS: readonly (readonly [area: string, names: readonly string[]])[] = [
  ['Campaigns', ['CAMPAIGNS', 'COMPANIES', 'CAMPAIGN_LOCATIONS']],
  ['Keywords and ranks', ['KEYWORDS', 'DAILY_RANKS']],
  ['Groups', ['GROUPS', 'GROUP_DATA', 'GROUP_SERP_FEATURES', 'GROUP_VISIBILITY']],
  ['SERP', ['SERP_FEATURES', 'SERP_VISIBILITY', 'TOP_RESULTS', 'RANKING_PAGES']],
  ['Competition and share', ['COMPETITION', 'SHARE_OF_VOICE', 'SHARE_OF_CLICKS']],
  ['Domain overview', ['DOMAIN_OVERVIEW', 'DOMAIN_KEYWORDS']],
  ['AI Overview', ['AIO_RANKS', 'AIO_KEYWORDS', 'AIO_COMPETITION', 'AIO_MENTIONS', 'AIO_CITATIONS']],
  ['AI search', ['AIS_KEYWORDS', 'AIS_RANKS', 'AIS_COMPETITION', 'AIS_MENTIONS', 'AIS_CITATIONS', 'AIS_STATS']],
  ['AI writer', ['AI_TOPICS', 'AI_ARTICLE', 'AI_WRITER_STATUS']],
  ['Research', ['RELATED_KEYWORDS', 'TOPIC_OVERVIEW', 'RESEARCH_KEYWORDS', 'RESEARCH_RANKS']],
  ['Keyword vault', ['VAULT_LISTS', 'VAULT_OVERVIEW', 'VAULT_KEYWORDS']],
  ['Forecasts', ['FORECASTS', 'FORECAST', 'FORECAST_OBJECTIVE', 'FORECAST_KEYWORDS']],
  ['Traffic', ['TRAFFIC', 'TRAFFIC_KEYWORDS']],
  ['Imports', ['IMPORT_KEYWORDS', 'IMPORT_STATUS']],
  ['Any path', ['GET']],
  ['1.2: sites', ['V1_SITES', 'V1_DEVICES']],
  ['1.2: keywords and ranks', ['V1_KEYWORD_DATA', 'V1_RANKS', 'V1_CANNIBALIZATION', 'V1_KEYWORD_SERP']],
  ['1.2: groups', ['V1_GROUPS', 'V1_GROUP_DETAILS', 'V1_ALL_GROUP_DETAILS', 'V1_KEYWORD_GROUPS']],
  [
    '1.2: traffic and content',
    ['V1_ORGANIC_TRAFFIC', 'V1_ORGANIC_TRAFFIC_SPLIT', 'V1_CONTENT', 'V1_VISIBILITY_DATA', 'V1_VISIBILITY_SCORE'],
  ],
  ['1.2: forecast', ['V1_ON_TARGET', 'V1_ON_TARGET_BY_DATES']],
  ['1.2: compare', ['V1_COMPARE_KEYWORDS', 'V1_COMPARE_VISIBILITY']],
  ['1.2: any path', ['V1_GET']],
];

export const OTHER_AREA = 'Other';

/** The registry's functions by area, areas in order, each area's functions in registry order. */
export function functionsByArea(
  functions: readonly FunctionDef[] = FUNCTIONS,
): { area: string; functions: FunctionDef[] }[] {
  const areaOf = new Map<string, string>();
  for (const [area, names] of AREAS) for (const name of names) areaOf.set(name, area);
  const groups = [...AREAS.map(([area]) => area), OTHER_AREA].map((area) => ({ area, functions: [] as FunctionDef[] }));
  for (const definition of functions) {
    const area = areaOf.get(definition.name) ?? OTHER_AREA;
    groups.find((group) => group.area === area)?.functions.push(definition);
  }
  return groups.filter((group) => group.functions.length > 0);
}
