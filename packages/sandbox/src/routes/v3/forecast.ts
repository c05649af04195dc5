import { z } from 'zod';
import type { CampaignDef } from '../../data/catalogue';
import { forecastMonths, type Scenario, scenariosOf } from '../../data/forecast';
import { inForecastObjective } from '../../data/groups';
import { difficultyOf } from '../../data/opportunity';
import { intBetween } from '../../data/random';
import { clickThroughRate, rankOf } from '../../data/ranks';
import { searchDataOf } from '../../data/search';
import { percentageClicksOf } from '../../data/serp';
import { notFound } from '../../http/errors';
import { type Env, route } from '../../http/router';
import { id, paging } from '../../validation/params';
import { campaignFor, keywordsOf, page, round } from '../shared';

/** Forecast: scenarios, one scenario's or the objective's detail, and the keywords behind it. */

function scenarioFor(env: Env, campaign: CampaignDef, forecastId: number): Scenario {
  const scenario = scenariosOf(env.world.seed, campaign).find((candidate) => candidate.forecastId === forecastId);
  if (!scenario) throw notFound();
  return scenario;
}

function scenarioDetail(env: Env, campaign: CampaignDef, scenario: Scenario) {
  const months = forecastMonths(env.world.seed, scenario, env.today);
  const sum = (pick: (m: (typeof months)[number]) => number) => months.reduce((total, m) => total + pick(m), 0);
  const conversion = 0.021;
  const value = 58;
  const figures = (sessions: number) => ({
    sessions,
    conversions: Math.round(sessions * conversion),
    revenue: round(sessions * conversion * value),
  });
  return {
    seo_goal: { type: 'traffic', target_sessions: sum((m) => m.inertial + m.additional), currency: campaign.currency },
    scenario_configuration: {
      name: scenario.name,
      monthly_budget: scenario.monthlyBudget,
      conversion_rate: conversion,
      average_order_value: value,
      start_month: months[0]?.month ?? '',
      end_month: months[months.length - 1]?.month ?? '',
    },
    overview_data: {
      additional_traffic: figures(sum((m) => m.additional)),
      inertial_traffic: figures(sum((m) => m.inertial)),
      ads_equivalent: { cost: round(sum((m) => m.additional) * 0.85), currency: campaign.currency },
    },
    monthly_forecast: months.map((m) => ({
      month: m.month,
      seasonality: m.seasonality,
      traffic_data: {
        sessions: { inertial: m.inertial, additional: m.additional, additional_best_target: m.additionalBest },
        conversions: {
          inertial: Math.round(m.inertial * conversion),
          additional: Math.round(m.additional * conversion),
          additional_best_target: Math.round(m.additionalBest * conversion),
        },
        revenue: {
          inertial: round(m.inertial * conversion * value),
          additional: round(m.additional * conversion * value),
          additional_best_target: round(m.additionalBest * conversion * value),
        },
        visibility: {
          inertial: round(m.seasonality * 8, 2),
          estimated: round(m.seasonality * 8 + m.additional / 5000, 2),
        },
        estimated_avg_ranks: {
          inertial: 18.4,
          estimated: round(18.4 - (m.additional / Math.max(1, m.inertial)) * 20, 1),
        },
      },
    })),
  };
}

const scenarioQuery = z.strictObject({ campaign_id: id(), forecast_id: id() });

export const forecastRoutes = [
  route({
    path: '/forecast/v3.0/scenarios',
    query: z.strictObject({ campaign_id: id() }),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.query.campaign_id);
      return scenariosOf(ctx.world.seed, campaign).map((s) => ({
        forecast_id: s.forecastId,
        name: s.name,
        objective: s.objective,
        created_date: s.createdOn,
        created_by: s.createdBy,
        updated_date: s.updatedOn,
        monthly_budget: s.monthlyBudget,
      }));
    },
  }),
  route({
    path: '/forecast/v3.0/scenario',
    query: scenarioQuery,
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.query.campaign_id);
      return scenarioDetail(ctx, campaign, scenarioFor(ctx, campaign, ctx.query.forecast_id));
    },
  }),
  route({
    path: '/forecast/v3.0/objective',
    query: scenarioQuery,
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.query.campaign_id);
      const scenario = scenarioFor(ctx, campaign, ctx.query.forecast_id);
      if (!scenario.objective) throw notFound();
      const detail = scenarioDetail(ctx, campaign, scenario);
      const target = detail.seo_goal.target_sessions;
      const actual = Math.round(target * 0.83);
      return {
        ...detail,
        objective_data: {
          completion_date: detail.scenario_configuration.end_month,
          completion_status: {
            actual_sessions: actual,
            target_sessions: target,
            performance: round((actual / target) * 100, 1),
          },
        },
      };
    },
  }),
  route({
    path: '/forecast/v3.0/keywords',
    query: z.strictObject({ campaign_id: id(), forecast_id: id(), ...paging }),
    handle(ctx) {
      const { query } = ctx;
      const campaign = campaignFor(ctx, query.campaign_id);
      const scenario = scenarioFor(ctx, campaign, query.forecast_id);
      const keywords = keywordsOf(ctx, campaign).filter((keyword) =>
        scenario.objective ? inForecastObjective(keyword) : keyword.index % 2 === 0,
      );
      const day = ctx.today - 1;
      const start = Math.max(day - 180, 0);
      return page(keywords, query.limit, query.offset).map((keyword) => {
        const search = searchDataOf(keyword.seed, keyword.phrase, day);
        const initial = rankOf(keyword, 'desktop', start);
        const actual = rankOf(keyword, 'desktop', day);
        const target = Math.max(
          1,
          Math.min(initial, intBetween(1, 5, keyword.seed, keyword.phrase, scenario.forecastId)),
        );
        const estimated = Math.max(target, Math.round((initial + target) / 2));
        const gain = (rank: number) =>
          Math.round(search.search_volume * Math.max(0, clickThroughRate(rank) - clickThroughRate(initial)) * 12);
        const sessions = gain(estimated);
        const best = gain(target);
        return {
          keyword: keyword.phrase,
          keyword_data: {
            percentage_clicks: percentageClicksOf(keyword.seed, keyword.phrase, day),
            search_volume: search.search_volume,
            year_over_year: search.year_over_year,
            difficulty: difficultyOf(keyword.seed, keyword.phrase, actual),
          },
          average_rank_data: {
            initial_rank: initial,
            actual_rank: actual,
            estimated_rank: estimated,
            estimated_rank_best_target: target,
            target_rank: target,
            target_rank_best: 1,
          },
          additional_traffic: {
            sessions,
            sessions_best_target: best,
            conversions: Math.round(sessions * 0.021),
            conversions_best_target: Math.round(best * 0.021),
            revenue: round(sessions * 0.021 * 58),
            revenue_best_target: round(best * 0.021 * 58),
          },
        };
      });
    },
  }),
];
