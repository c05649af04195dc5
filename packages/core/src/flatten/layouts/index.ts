import type { Layout } from '../layout';
import { aioRanksLayout } from './aio-ranks';
import { campaignsLayout } from './campaigns';
import { competitionLayout } from './competition';
import { domainOverviewLayout } from './domain-overview';
import { keywordsLayout } from './keywords';

export { aioRanksLayout, campaignsLayout, competitionLayout, domainOverviewLayout, keywordsLayout };

/** Every shipped layout by its name. */
export const layouts: Readonly<Record<string, Layout>> = {
  [campaignsLayout.name]: campaignsLayout,
  [keywordsLayout.name]: keywordsLayout,
  [aioRanksLayout.name]: aioRanksLayout,
  [competitionLayout.name]: competitionLayout,
  [domainOverviewLayout.name]: domainOverviewLayout,
};
