import type { Layout } from '../../src/flatten';
import { aioRanksLayout } from '../../src/registry/areas/ai-overview';
import { campaignsLayout } from '../../src/registry/areas/campaigns';
import { competitionLayout } from '../../src/registry/areas/competition';
import { domainOverviewLayout } from '../../src/registry/areas/domain-overview';
import { keywordsLayout } from '../../src/registry/areas/keywords';

export { aioRanksLayout, campaignsLayout, competitionLayout, domainOverviewLayout, keywordsLayout };

/** The layouts of the five documented interface 3.0 operations, by name: the column contracts the layout tests pin. */
export const layouts: Readonly<Record<string, Layout>> = {
  campaigns: campaignsLayout,
  keywords: keywordsLayout,
  aio_ranks: aioRanksLayout,
  competition: competitionLayout,
  domain_overview: domainOverviewLayout,
};
