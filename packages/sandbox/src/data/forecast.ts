import { addMonths, MONTH_NAMES, monthOfDay } from './calendar';
import type { CampaignDef } from './catalogue';
import { unit } from './random';

/** Forecast scenarios of a campaign: ids `campaign id * 10 + 1..3`; the first one is the objective. */

export interface Scenario {
  forecastId: number;
  name: string;
  objective: boolean;
  createdOn: string;
  createdBy: string;
  updatedOn: string;
  monthlyBudget: number;
}

export function scenariosOf(seed: number, campaign: CampaignDef): Scenario[] {
  const names = ['Objective 2026', 'Aggressive growth', 'Maintenance'];
  return names.map((name, i) => ({
    forecastId: campaign.id * 10 + i + 1,
    name,
    objective: i === 0,
    createdOn: campaign.createdOn,
    createdBy: campaign.accountManager,
    updatedOn: '2026-01-05',
    monthlyBudget: Math.round((1500 + unit(seed, campaign.id, i, 'budget') * 6000) / 50) * 50,
  }));
}

export interface ForecastMonth {
  month: string;
  seasonality: number;
  inertial: number;
  additional: number;
  additionalBest: number;
}

/** Twelve months of sessions from the month of `today`. */
export function forecastMonths(seed: number, scenario: Scenario, today: number): ForecastMonth[] {
  const start = monthOfDay(today);
  const base = 10000 + unit(seed, scenario.forecastId, 'base') * 60000;
  const growth = scenario.name === 'Aggressive growth' ? 0.06 : scenario.name === 'Maintenance' ? 0.01 : 0.035;
  return Array.from({ length: 12 }, (_, i) => {
    const ref = addMonths(start, i);
    const seasonality = Math.round((0.8 + 0.4 * Math.sin(((ref.month + 3) / 12) * 2 * Math.PI)) * 100) / 100;
    const inertial = Math.round(base * seasonality);
    const additional = Math.round(base * seasonality * growth * (i + 1));
    return {
      month: `${MONTH_NAMES[ref.month]} ${ref.year}`,
      seasonality,
      inertial,
      additional,
      additionalBest: Math.round(additional * 1.35),
    };
  });
}
