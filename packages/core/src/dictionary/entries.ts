import { AI_OVERVIEW_AREA_COLUMNS } from '../registry/areas/ai-overview.columns';
import { AI_SEARCH_AREA_COLUMNS } from '../registry/areas/ai-search.columns';
import { AI_WRITER_AREA_COLUMNS } from '../registry/areas/ai-writer.columns';
import { CAMPAIGNS_AREA_COLUMNS } from '../registry/areas/campaigns.columns';
import { COMPETITION_AREA_COLUMNS } from '../registry/areas/competition.columns';
import { DOMAIN_OVERVIEW_AREA_COLUMNS } from '../registry/areas/domain-overview.columns';
import { FORECAST_AREA_COLUMNS } from '../registry/areas/forecast.columns';
import { GROUPS_AREA_COLUMNS } from '../registry/areas/groups.columns';
import { IMPORTS_AREA_COLUMNS } from '../registry/areas/imports.columns';
import { KEYWORDS_AREA_COLUMNS } from '../registry/areas/keywords.columns';
import { RESEARCH_AREA_COLUMNS } from '../registry/areas/research.columns';
import { SERP_AREA_COLUMNS } from '../registry/areas/serp.columns';
import { TRAFFIC_AREA_COLUMNS } from '../registry/areas/traffic.columns';
import { V1_COMPARE_AREA_COLUMNS } from '../registry/areas/v1-compare.columns';
import { V1_FORECAST_AREA_COLUMNS } from '../registry/areas/v1-forecast.columns';
import { V1_GROUPS_AREA_COLUMNS } from '../registry/areas/v1-groups.columns';
import { V1_KEYWORDS_AREA_COLUMNS } from '../registry/areas/v1-keywords.columns';
import { V1_RANKS_AREA_COLUMNS } from '../registry/areas/v1-ranks.columns';
import { V1_SITES_AREA_COLUMNS } from '../registry/areas/v1-sites.columns';
import { V1_TRAFFIC_AREA_COLUMNS } from '../registry/areas/v1-traffic.columns';
import { VAULT_AREA_COLUMNS } from '../registry/areas/vault.columns';
import type { FunctionColumns } from './column-meaning';

export { COMMON_COLUMNS } from './common';

/**
 * Every function's own entries. Each area's are written beside its declarations, in registry/areas/<area>.columns.ts
 * (shared phrasing in ./shared); a new area adds its line here.
 */
export const BY_FUNCTION: FunctionColumns = {
  ...CAMPAIGNS_AREA_COLUMNS,
  ...KEYWORDS_AREA_COLUMNS,
  ...AI_OVERVIEW_AREA_COLUMNS,
  ...COMPETITION_AREA_COLUMNS,
  ...DOMAIN_OVERVIEW_AREA_COLUMNS,
  ...GROUPS_AREA_COLUMNS,
  ...SERP_AREA_COLUMNS,
  ...IMPORTS_AREA_COLUMNS,
  ...TRAFFIC_AREA_COLUMNS,
  ...RESEARCH_AREA_COLUMNS,
  ...VAULT_AREA_COLUMNS,
  ...FORECAST_AREA_COLUMNS,
  ...AI_SEARCH_AREA_COLUMNS,
  ...AI_WRITER_AREA_COLUMNS,
  ...V1_SITES_AREA_COLUMNS,
  ...V1_FORECAST_AREA_COLUMNS,
  ...V1_GROUPS_AREA_COLUMNS,
  ...V1_KEYWORDS_AREA_COLUMNS,
  ...V1_RANKS_AREA_COLUMNS,
  ...V1_TRAFFIC_AREA_COLUMNS,
  ...V1_COMPARE_AREA_COLUMNS,
};
