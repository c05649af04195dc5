import { z } from 'zod';
import { CAMPAIGNS, type CampaignDef, COMPANIES, findCompany } from '../../data/catalogue';
import { unit } from '../../data/random';
import type { Device } from '../../data/ranks';
import { visibilityOf, volumeCache } from '../../data/visibility';
import { canSeeCompany } from '../../guard/tokens';
import { forbidden, notFound } from '../../http/errors';
import { type Env, route } from '../../http/router';
import { id, idList, limit, offset } from '../../validation/params';
import { keywordsOf, page, round } from '../shared';

/** Dashboard: tracked campaigns (paged 10 by default, at most 100) and the company list. */

function visibilityTrend(env: Env, campaign: CampaignDef, device: Device) {
  const keywords = keywordsOf(env, campaign);
  const volumes = volumeCache(env.today - 1);
  const at = (daysBack: number) => visibilityOf(keywords, device, env.today - 1 - daysBack, volumes) * 100;
  const latest = at(0);
  return {
    latest: round(latest, 1),
    trend_7days: round(latest - at(7), 1),
    trend_30days: round(latest - at(30), 1),
  };
}

function trackedRecord(env: Env, campaign: CampaignDef) {
  const company = findCompany(campaign.companyId);
  const desktop = visibilityTrend(env, campaign, 'desktop');
  const mobile = visibilityTrend(env, campaign, 'mobile');
  const siblings = campaign.locationSiblings.flatMap((siblingId) => CAMPAIGNS.filter((c) => c.id === siblingId));
  const objectiveShare = 0.7 + unit(env.world.seed, campaign.id, 'objective') * 0.5;
  const estimated = 20000 + Math.round(unit(env.world.seed, campaign.id, 'sessions') * 80000);
  const actual = Math.round(estimated * objectiveShare);
  const countField = env.variants.keywordCountField;
  return {
    campaign_info: {
      id: String(campaign.id),
      name: campaign.name,
      company: company?.name ?? '',
      company_id: String(campaign.companyId),
      domain: campaign.domain,
      [countField]: keywordsOf(env, campaign).length,
      date_created: campaign.createdOn,
      location: campaign.location,
      currency: campaign.currency,
      campaign_currency: campaign.currency,
      analytics_currency: campaign.analyticsCurrency,
      mrr: campaign.mrr,
      primary_device: campaign.primaryDevice,
      max_tracked_position_desktop: campaign.maxTrackedDesktop,
      max_tracked_position_mobile: campaign.maxTrackedMobile,
    },
    visibility: { desktop, mobile },
    multiple_locations: siblings.map((sibling) => {
      const siblingDesktop = sibling.id === campaign.id ? desktop : visibilityTrend(env, sibling, 'desktop');
      const siblingMobile = sibling.id === campaign.id ? mobile : visibilityTrend(env, sibling, 'mobile');
      return {
        campaign_id: sibling.id,
        location: sibling.location,
        visibility: {
          desktop: siblingDesktop,
          // The mobile part names its short trend field differently from the desktop part.
          mobile: {
            latest: siblingMobile.latest,
            trend_7_days: siblingMobile.trend_7days,
            trend_30days: siblingMobile.trend_30days,
          },
        },
      };
    }),
    health_status: desktop.trend_30days < -2 ? 'at_risk' : 'healthy',
    objective_status: {
      actual_sessions: actual,
      estimated_sessions: estimated,
      performance: round(objectiveShare * 100, 1),
      status: objectiveShare >= 1 ? 'on_target' : objectiveShare >= 0.85 ? 'near_target' : 'off_target',
      start_month: 'January 2026',
      end_month: 'December 2026',
    },
    reporting_status: 'active',
    account_manager: campaign.accountManager,
  };
}

export const campaignRoutes = [
  route({
    path: '/dashboard/v3.0/campaigns/tracked',
    query: z.strictObject({
      campaign_ids: idList().optional(),
      company_id: id().optional(),
      limit: limit(10, 100),
      offset: offset(),
    }),
    handle(ctx) {
      const { query } = ctx;
      if (query.company_id !== undefined) {
        if (!findCompany(query.company_id)) throw notFound();
        if (!canSeeCompany(ctx.caller, query.company_id)) throw forbidden();
      }
      let campaigns = CAMPAIGNS.filter((campaign) => canSeeCompany(ctx.caller, campaign.companyId));
      if (query.company_id !== undefined) campaigns = campaigns.filter((c) => c.companyId === query.company_id);
      if (query.campaign_ids) {
        const wanted = query.campaign_ids;
        for (const wantedId of wanted) {
          const known = CAMPAIGNS.find((c) => c.id === wantedId);
          if (known && !canSeeCompany(ctx.caller, known.companyId)) throw forbidden();
        }
        campaigns = campaigns.filter((campaign) => wanted.includes(campaign.id));
      }
      return page(campaigns, query.limit, query.offset).map((campaign) => trackedRecord(ctx, campaign));
    },
  }),
  route({
    path: '/dashboard/v3.0/companies',
    query: z.strictObject({}),
    handle(ctx) {
      return COMPANIES.filter((company) => canSeeCompany(ctx.caller, company.id)).map((company) => ({
        company_id: company.id,
        name: company.name,
        campaigns: CAMPAIGNS.filter((c) => c.companyId === company.id).map((c) => c.id),
      }));
    },
  }),
];
