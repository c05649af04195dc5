import { z } from 'zod';
import { CAMPAIGNS } from '../../data/catalogue';
import { forecastMonths, scenariosOf } from '../../data/forecast';
import { unit } from '../../data/random';
import { visibilityOf, volumeCache } from '../../data/visibility';
import { canSeeCompany } from '../../guard/tokens';
import { route } from '../../http/router';
import { campaignFor, keywordsOf, round } from '../shared';
import { siteParams } from './shared';

/** Sites, the forecast status of a site, and the device list. */

export const siteRoutes = [
  route({
    path: '/sites',
    query: z.strictObject({}),
    handle(ctx) {
      return CAMPAIGNS.filter((campaign) => canSeeCompany(ctx.caller, campaign.companyId)).map((campaign) => ({
        id: campaign.id,
        name: campaign.name,
        url: `https://${campaign.domain}`,
        owner: campaign.owner,
        date: campaign.createdOn,
        localized: campaign.location,
        localized_canonical: campaign.location,
        pitching: 0,
      }));
    },
  }),
  route({
    path: '/on_target/:site_id',
    params: z.object(siteParams),
    query: z.strictObject({}),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.params.site_id);
      const objective = scenariosOf(ctx.world.seed, campaign)[0];
      const months = objective ? forecastMonths(ctx.world.seed, objective, ctx.today - 365) : [];
      const estimated = months.reduce((sum, m) => sum + m.inertial + m.additional, 0);
      const real = Math.round(estimated * (0.7 + unit(ctx.world.seed, campaign.id, 'objective') * 0.5));
      return [
        {
          manual: '',
          real,
          estimated,
          on_target: estimated === 0 ? 0 : Math.round((real / estimated) * 100),
          type: 'Traffic',
        },
      ];
    },
  }),
  route({
    path: '/on_target/by_dates/:site_id',
    params: z.object(siteParams),
    query: z.strictObject({}),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.params.site_id);
      const objective = scenariosOf(ctx.world.seed, campaign)[0];
      if (!objective) return [];
      const keywords = keywordsOf(ctx, campaign);
      return forecastMonths(ctx.world.seed, objective, ctx.today - 365).map((month, i) => {
        const day = ctx.today - 365 + i * 30;
        const volumes = volumeCache(day);
        const estimated = month.inertial + month.additional;
        return {
          date: month.month,
          search_volume: Math.round(keywords.length * 120 * month.seasonality),
          real_traffic: Math.round(estimated * (0.75 + unit(ctx.world.seed, campaign.id, i, 'real') * 0.4)),
          estimated_traffic: estimated,
          inertial_traffic: month.inertial,
          estimated_additional_traffic: month.additional,
          visibility_score: String(round(visibilityOf(keywords, 'desktop', day, volumes) * 100, 2)),
        };
      });
    },
  }),
  route({
    path: '/devices',
    query: z.strictObject({}),
    handle() {
      return { 1: 'desktop', 2: 'mobile' };
    },
  }),
];
