import { refusal, runCanned } from '../support/run-canned';

const month = (name: string, sessions: number) => ({
  month: name,
  seasonality: '1.05',
  traffic_data: {
    sessions: { inertial: sessions, additional: 200, additional_best_target: '' },
    conversions: { inertial: 10, additional: 2, additional_best_target: null },
    revenue: { inertial: 500, additional: '100', additional_best_target: 150 },
    visibility: { estimated: 4.5, estimated_best_target: 5 },
    estimated_avg_ranks: { estimated: 8.2, estimated_best_target: 6 },
  },
});

const scenario = {
  seo_goal: { keywords_count: 120, goal_chance: 'realistic', search_data: { search_volume: 50000 } },
  scenario_configuration: { progression_speed: 'medium' },
  overview_data: {
    additional_traffic: { sessions: 2400, sessions_best_target: 3000, conversions: 24, revenue: 1200 },
    inertial_traffic: { sessions: 12000, conversions: 120, revenue: 6000 },
    ads_equivalent: { equivalent: 4500 },
  },
  monthly_forecast: [month('2027-01', 1000), month('2027-02', 1100)],
};

describe('FORECASTS', () => {
  it('lists the scenarios of the campaign, one row each', () => {
    const result = runCanned('FORECASTS', [123], () => [
      {
        forecast_id: '31',
        name: 'Q1 push',
        objective: 1,
        created_date: '2026-09-01 12:00:00',
        created_by: 'ana@example.com',
        updated_date: '2026-10-01',
        monthly_budget: '2500',
      },
    ]);
    expect(result.sent[0]).toEqual({
      method: 'GET',
      path: '/forecast/v3.0/scenarios',
      query: { campaign_id: '123' },
      body: undefined,
    });
    expect(result.header).toEqual([
      'forecast_id',
      'name',
      'objective',
      'created_date',
      'created_by',
      'updated_date',
      'monthly_budget',
    ]);
    expect(result.rows).toEqual([[31, 'Q1 push', true, '2026-09-01', 'ana@example.com', '2026-10-01', 2500]]);
  });
});

describe('FORECAST', () => {
  it('asks for one scenario and gives one row per month, the scenario totals repeated', () => {
    const result = runCanned('FORECAST', [123, 31], () => scenario);
    expect(result.sent[0]?.path).toBe('/forecast/v3.0/scenario');
    expect(result.sent[0]?.query).toEqual({ campaign_id: '123', forecast_id: '31' });
    expect(result.header.slice(0, 3)).toEqual([
      'monthly_forecast.month',
      'monthly_forecast.seasonality',
      'monthly_forecast.traffic_data.sessions.inertial',
    ]);
    expect(result.header).toContain('monthly_forecast.traffic_data.estimated_avg_ranks.estimated_best_target');
    expect(result.header).toContain('overview_data.ads_equivalent.equivalent');
    expect(result.header).not.toContain('objective_data.completion_date');
    expect(result.column('monthly_forecast.month')).toEqual(['2027-01', '2027-02']);
    expect(result.column('monthly_forecast.traffic_data.sessions.inertial')).toEqual([1000, 1100]);
    expect(result.cell(0, 'monthly_forecast.seasonality')).toBe(1.05);
    expect(result.cell(0, 'monthly_forecast.traffic_data.sessions.additional_best_target')).toBe('');
    expect(result.cell(0, 'monthly_forecast.traffic_data.revenue.additional')).toBe(100);
    expect(result.column('overview_data.additional_traffic.sessions')).toEqual([2400, 2400]);
    expect(result.cell(1, 'seo_goal.goal_chance')).toBe('realistic');
  });

  it('needs the forecast id', () => {
    expect(refusal('FORECAST', [123, '']).sent).toBe(0);
  });
});

describe('FORECAST_OBJECTIVE', () => {
  it('adds the completion status to the monthly rows', () => {
    const result = runCanned('FORECAST_OBJECTIVE', [123, 31], () => ({
      ...scenario,
      objective_data: {
        completion_date: 'March 2027',
        completion_status: {
          start_to_date: { actual_sessions: 900, forecasted_sessions: 1000 },
          _30days: { actual_sessions: 300, forecasted_sessions: '280' },
        },
      },
    }));
    expect(result.sent[0]?.path).toBe('/forecast/v3.0/objective');
    expect(result.sent[0]?.query).toEqual({ campaign_id: '123', forecast_id: '31' });
    expect(result.header.slice(-5)).toEqual([
      'objective_data.completion_date',
      'objective_data.completion_status.start_to_date.actual_sessions',
      'objective_data.completion_status.start_to_date.forecasted_sessions',
      'objective_data.completion_status.30days.actual_sessions',
      'objective_data.completion_status.30days.forecasted_sessions',
    ]);
    expect(result.rows).toHaveLength(2);
    expect(result.cell(1, 'objective_data.completion_status.start_to_date.actual_sessions')).toBe(900);
    expect(result.cell(0, 'objective_data.completion_status.30days.forecasted_sessions')).toBe(280);
  });
});

describe('FORECAST_KEYWORDS', () => {
  it('gives one row per keyword of the scenario', () => {
    const result = runCanned('FORECAST_KEYWORDS', [123, 31, 'limit=5'], () => [
      {
        keyword: 'running shoes',
        keyword_data: { percentage_clicks: 0.6, search_volume: '9900', year_over_year: 1.1, difficulty: 47 },
        average_rank_data: { initial_rank: 14, actual_rank: 9, estimated_rank: 6, target_rank: 3 },
        additional_traffic: { sessions: 420, conversions: 4, revenue: '310.5' },
      },
    ]);
    expect(result.sent[0]?.path).toBe('/forecast/v3.0/keywords');
    expect(result.sent[0]?.query).toEqual({ campaign_id: '123', forecast_id: '31', limit: '5', offset: '0' });
    expect(result.header.slice(0, 2)).toEqual(['keyword', 'keyword_data.search_volume']);
    expect(result.cell(0, 'keyword_data.search_volume')).toBe(9900);
    expect(result.cell(0, 'average_rank_data.target_rank')).toBe(3);
    expect(result.cell(0, 'additional_traffic.revenue')).toBe(310.5);
    expect(result.cell(0, 'additional_traffic.revenue_best_target')).toBe('');
  });
});
