import type { Route } from '../../http/router';
import { aiOverviewRoutes } from './ai-overview';
import { aiSearchRoutes } from './ai-search';
import { aiWriterRoutes } from './ai-writer';
import { campaignRoutes } from './campaigns';
import { competitionRoutes } from './competition';
import { dailyRankRoutes } from './daily-ranks';
import { forecastRoutes } from './forecast';
import { groupRoutes } from './groups';
import { importRoutes } from './imports';
import { keywordVaultRoutes } from './keyword-vault';
import { keywordRoutes } from './keywords';
import { researchRoutes } from './research';
import { trafficRoutes } from './traffic';
import { visibilityRoutes } from './visibility';

/** Every operation of interface 3.0, relative to the gateway (`/v3`). */
export const V3_ROUTES: readonly Route[] = [
  ...campaignRoutes,
  ...keywordRoutes,
  ...dailyRankRoutes,
  ...groupRoutes,
  ...visibilityRoutes,
  ...competitionRoutes,
  ...aiOverviewRoutes,
  ...aiSearchRoutes,
  ...importRoutes,
  ...trafficRoutes,
  ...researchRoutes,
  ...keywordVaultRoutes,
  ...forecastRoutes,
  ...aiWriterRoutes,
];
