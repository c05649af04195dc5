import { FUNCTIONS, findFunction } from '../../src';

const EXPECTED = [
  'COMPANIES',
  'GROUPS',
  'GROUP_DATA',
  'GROUP_VISIBILITY',
  'DAILY_RANKS',
  'SERP_FEATURES',
  'SERP_VISIBILITY',
  'SHARE_OF_VOICE',
  'SHARE_OF_CLICKS',
  'TOP_RESULTS',
  'RANKING_PAGES',
  'IMPORT_KEYWORDS',
  'IMPORT_STATUS',
  'TRAFFIC',
  'TRAFFIC_KEYWORDS',
  'RELATED_KEYWORDS',
  'TOPIC_OVERVIEW',
  'RESEARCH_KEYWORDS',
  'RESEARCH_RANKS',
  'DOMAIN_KEYWORDS',
  'VAULT_LISTS',
  'VAULT_OVERVIEW',
  'VAULT_KEYWORDS',
  'FORECASTS',
  'FORECAST',
  'FORECAST_OBJECTIVE',
  'FORECAST_KEYWORDS',
  'AIO_KEYWORDS',
  'AIO_COMPETITION',
  'AIO_MENTIONS',
  'AIO_CITATIONS',
  'AIS_KEYWORDS',
  'AIS_RANKS',
  'AIS_COMPETITION',
  'AIS_MENTIONS',
  'AIS_CITATIONS',
  'AIS_STATS',
];

/** The further functions as the registry lists them, each in the file of its service area. */
const V3_MORE_FUNCTIONS = FUNCTIONS.filter((def) => EXPECTED.includes(def.name));

describe('the further interface 3.0 functions', () => {
  it('declares one function per operation, under the names of the design', () => {
    expect(V3_MORE_FUNCTIONS.map((def) => def.name)).toEqual(EXPECTED);
  });

  it('are reachable by name from the registry (SV_GROUPS, SV.GROUPS)', () => {
    expect(EXPECTED.filter((name) => findFunction(name) === undefined)).toEqual([]);
    expect(findFunction('SV.GROUPS')?.name).toBe('GROUPS');
  });

  it('have a one-line help, a result description and a help line for every argument', () => {
    for (const def of V3_MORE_FUNCTIONS) {
      expect(def.help).toMatch(/^[A-Z].{20,120}\.$/);
      expect(def.help).not.toContain('\n');
      expect(def.result.length).toBeGreaterThan(20);
      for (const param of def.params) expect(param.help).toMatch(/^.{15,}[.)]$/);
    }
  });

  it('take required arguments before optional ones and end with options when they have any', () => {
    for (const def of V3_MORE_FUNCTIONS) {
      const firstOptional = def.params.findIndex((param) => param.optional);
      const requiredAfter = firstOptional >= 0 && def.params.slice(firstOptional).some((param) => !param.optional);
      expect({ name: def.name, requiredAfter }).toEqual({ name: def.name, requiredAfter: false });
      const options = def.params.findIndex((param) => param.type === 'options');
      if (options >= 0) expect(options).toBe(def.params.length - 1);
      expect(Boolean(def.options)).toBe(options >= 0);
    }
  });
});
