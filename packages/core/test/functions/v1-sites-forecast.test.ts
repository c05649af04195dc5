import { json, refusal, runCanned } from '../support/run-canned';

describe('V1_SITES', () => {
  it('reads /sites into the fixed site columns, with the token only in the Authorization header', () => {
    const call = runCanned('V1_SITES', [], () =>
      json(200, [
        {
          id: '12',
          name: 'Shoes',
          url: 'https://shoes.example',
          owner: 'ana@shoes.example',
          date: '2021-03-04 10:11:12',
          localized: 'Berlin',
          localized_canonical: 'Berlin,Germany',
          pitching: 1,
        },
        {
          id: 13,
          name: 'Hats',
          url: 'https://hats.example',
          owner: 'bo@hats.example',
          date: '2022-01-01',
          pitching: '0',
        },
      ]),
    );
    expect(call.paths).toEqual(['/sites']);
    expect(call.httpRequests[0]?.url).not.toContain('secret-token');
    expect(call.httpRequests[0]?.headers.Authorization).toBe('secret-token');
    expect(call.header).toEqual(['id', 'name', 'url', 'owner', 'date', 'localized', 'localized_canonical', 'pitching']);
    expect(call.records()).toEqual([
      {
        id: 12,
        name: 'Shoes',
        url: 'https://shoes.example',
        owner: 'ana@shoes.example',
        date: '2021-03-04',
        localized: 'Berlin',
        localized_canonical: 'Berlin,Germany',
        pitching: true,
      },
      {
        id: 13,
        name: 'Hats',
        url: 'https://hats.example',
        owner: 'bo@hats.example',
        date: '2022-01-01',
        localized: '',
        localized_canonical: '',
        pitching: false,
      },
    ]);
  });

  it('keeps the header row for an account without sites', () => {
    const call = runCanned('V1_SITES', [], () => json(200, []));
    expect(call.header).toHaveLength(8);
    expect(call.rows).toEqual([]);
  });

  it('a token without access reads as a sentence: "no access to the site list"', () => {
    const failure = refusal('V1_SITES', [], () => json(403, { code: 403, message: 'Forbidden', fields: {} }));
    expect(failure.message).toMatch(/has no access to the site list \(403/);
    expect(failure.message).not.toMatch(/this the/);
  });

  it('keeps only the columns asked for, and refuses an unknown one before any request', () => {
    const call = runCanned('V1_SITES', ['columns=name,id'], () => json(200, [{ id: 1, name: 'A' }]));
    expect(call.header).toEqual(['name', 'id']);
    const failure = refusal('V1_SITES', ['columns=name,owner_email']);
    expect(failure.error.message).toMatch(/Unknown column "owner_email".*Valid columns: id, name/);
    expect(failure.sent).toBe(0);
  });
});

describe('V1_ON_TARGET and V1_ON_TARGET_BY_DATES', () => {
  it('reads the forecast status of the site', () => {
    const call = runCanned('V1_ON_TARGET', [123], () =>
      json(200, [{ manual: '', real: '9120', estimated: 10000, on_target: 91, type: 'Traffic' }]),
    );
    expect(call.paths).toEqual(['/on_target/123']);
    expect(call.header).toEqual(['type', 'real', 'estimated', 'on_target', 'manual']);
    // Shares and visibility as fractions 0–1: the service's percentages are divided by 100 (docs/service.md, Scales).
    expect(call.rows).toEqual([['Traffic', 9120, 10000, 0.91, '']]);
  });

  it('reads the objective forecast month by month, visibility sent as text becoming a number', () => {
    const call = runCanned('V1_ON_TARGET_BY_DATES', ['123'], () =>
      json(200, [
        {
          date: '2026-01-01',
          search_volume: 52000,
          real_traffic: 800,
          estimated_traffic: 950,
          inertial_traffic: 700,
          estimated_additional_traffic: 250,
          visibility_score: '12.5',
        },
      ]),
    );
    expect(call.paths).toEqual(['/on_target/by_dates/123']);
    expect(call.header).toEqual([
      'date',
      'search_volume',
      'real_traffic',
      'inertial_traffic',
      'estimated_traffic',
      'estimated_additional_traffic',
      'visibility_score',
    ]);
    expect(call.rows).toEqual([['2026-01-01', 52000, 800, 700, 950, 250, 0.125]]);
  });

  it('shows each month as its first day, whatever way the month is written', () => {
    const call = runCanned('V1_ON_TARGET_BY_DATES', [123], () =>
      json(200, [{ date: 'November 2025' }, { date: '2025-12' }, { date: 'Jan 2026' }, { date: 'Q1 2026' }]),
    );
    expect(call.rows.map((row) => row[0])).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', 'Q1 2026']);
  });

  it('refuses a site id that is not a positive whole number before any request', () => {
    for (const bad of ['shoes', -4, 1.5, '']) {
      const failure = refusal('V1_ON_TARGET', [bad]);
      expect(failure.error.message).toMatch(/site_id/);
      expect(failure.sent).toBe(0);
    }
  });
});

describe('V1_DEVICES', () => {
  it('reads the object of numbers and names as a row per device', () => {
    const call = runCanned('V1_DEVICES', [], () => json(200, { 1: 'desktop', 2: 'mobile' }));
    expect(call.paths).toEqual(['/devices']);
    expect(call.header).toEqual(['id', 'device']);
    expect(call.rows).toEqual([
      [1, 'desktop'],
      [2, 'mobile'],
    ]);
  });
});
