import type { Route } from '../../http/router';
import { legacyCompareRoutes } from './compare';
import { legacyGroupRoutes } from './groups';
import { legacyKeywordRoutes } from './keywords';
import { siteRoutes } from './sites';
import { legacyTrafficRoutes } from './traffic';

/** Every operation of interface 1.2, relative to its base (`/v1.2`). */
export const V1_ROUTES: readonly Route[] = [
  ...siteRoutes,
  ...legacyGroupRoutes,
  ...legacyKeywordRoutes,
  ...legacyTrafficRoutes,
  ...legacyCompareRoutes,
];
