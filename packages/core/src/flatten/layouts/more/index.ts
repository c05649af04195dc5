/** Layouts of the further interface 3.0 operations (docs/service.md lists where the live service goes beyond its documents). */
import type { Layout } from '../../layout';
import { aioCitationsLayout, aioKeywordsLayout, aioMentionsLayout } from './aio';
import {
  aisCitationsLayout,
  aisCompetitionLayout,
  aisKeywordsLayout,
  aisMentionsLayout,
  aisRanksLayout,
  aisStatsLayout,
} from './ais';
import { dailyRanksLayout, serpFeaturesLayout } from './daily';
import { forecastKeywordsLayout, forecastLayout, forecastObjectiveLayout, forecastsLayout } from './forecast';
import { groupDataLayout, groupsLayout, groupVisibilityLayout } from './groups';
import { importPreviewLayout, importStatusLayout } from './imports';
import { rankingPagesLayout, topResultsLayout } from './pages';
import {
  domainKeywordsLayout,
  relatedKeywordsLayout,
  researchKeywordsLayout,
  researchRanksLayout,
  topicOverviewLayout,
} from './research';
import { shareOfClicksLayout, shareOfVoiceLayout } from './share';
import { trafficKeywordsLayout, trafficLayout } from './traffic';
import { vaultKeywordsLayout, vaultOverviewLayout } from './vault';

export {
  aioCitationsLayout,
  aioKeywordsLayout,
  aioMentionsLayout,
  aisCitationsLayout,
  aisCompetitionLayout,
  aisKeywordsLayout,
  aisMentionsLayout,
  aisRanksLayout,
  aisStatsLayout,
  dailyRanksLayout,
  domainKeywordsLayout,
  forecastKeywordsLayout,
  forecastLayout,
  forecastObjectiveLayout,
  forecastsLayout,
  groupDataLayout,
  groupsLayout,
  groupVisibilityLayout,
  importPreviewLayout,
  importStatusLayout,
  rankingPagesLayout,
  relatedKeywordsLayout,
  researchKeywordsLayout,
  researchRanksLayout,
  serpFeaturesLayout,
  shareOfClicksLayout,
  shareOfVoiceLayout,
  topicOverviewLayout,
  topResultsLayout,
  trafficKeywordsLayout,
  trafficLayout,
  vaultKeywordsLayout,
  vaultOverviewLayout,
};

/** Every layout of this folder by its name. */
export const moreLayouts: Readonly<Record<string, Layout>> = Object.fromEntries(
  [
    groupsLayout,
    groupDataLayout,
    groupVisibilityLayout,
    dailyRanksLayout,
    serpFeaturesLayout,
    shareOfVoiceLayout,
    shareOfClicksLayout,
    topResultsLayout,
    rankingPagesLayout,
    importPreviewLayout,
    importStatusLayout,
    trafficLayout,
    trafficKeywordsLayout,
    relatedKeywordsLayout,
    topicOverviewLayout,
    researchKeywordsLayout,
    researchRanksLayout,
    domainKeywordsLayout,
    vaultOverviewLayout,
    vaultKeywordsLayout,
    forecastsLayout,
    forecastLayout,
    forecastObjectiveLayout,
    forecastKeywordsLayout,
    aioKeywordsLayout,
    aioMentionsLayout,
    aioCitationsLayout,
    aisKeywordsLayout,
    aisRanksLayout,
    aisCompetitionLayout,
    aisMentionsLayout,
    aisCitationsLayout,
    aisStatsLayout,
  ].map((layout) => [layout.name, layout]),
);
