import type { FunctionColumns } from '../column-meaning';
import { V3_CAMPAIGN_COLUMNS } from './v3-tracking-campaigns';
import { V3_GROUP_COLUMNS } from './v3-tracking-groups';
import { V3_KEYWORD_COLUMNS } from './v3-tracking-keywords';
import { V3_RESEARCH_COLUMNS } from './v3-tracking-research';

/**
 * The columns of CAMPAIGNS, CAMPAIGN_LOCATIONS, KEYWORDS, DAILY_RANKS, GROUPS, GROUP_DATA, GROUP_SERP_FEATURES,
 * GROUP_VISIBILITY, IMPORT_KEYWORDS, IMPORT_STATUS, RELATED_KEYWORDS, TOPIC_OVERVIEW, RESEARCH_KEYWORDS, RESEARCH_RANKS,
 * SERP_FEATURES, TOP_RESULTS, RANKING_PAGES, VAULT_OVERVIEW, VAULT_KEYWORDS; written per area in the sibling
 * v3-tracking-*.ts files, whose shared entries live in v3-tracking-shared.ts.
 */
export const V3_TRACKING_COLUMNS: FunctionColumns = {
  ...V3_CAMPAIGN_COLUMNS,
  ...V3_KEYWORD_COLUMNS,
  ...V3_GROUP_COLUMNS,
  ...V3_RESEARCH_COLUMNS,
};
