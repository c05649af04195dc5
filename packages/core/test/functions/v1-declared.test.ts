import { FUNCTIONS, findFunction } from '../../src/registry';

const EXPECTED = [
  'V1_SITES',
  'V1_ON_TARGET',
  'V1_ON_TARGET_BY_DATES',
  'V1_GROUPS',
  'V1_GROUP_DETAILS',
  'V1_ALL_GROUP_DETAILS',
  'V1_KEYWORD_GROUPS',
  'V1_KEYWORD_DATA',
  'V1_RANKS',
  'V1_CANNIBALIZATION',
  'V1_KEYWORD_SERP',
  'V1_ORGANIC_TRAFFIC',
  'V1_ORGANIC_TRAFFIC_SPLIT',
  'V1_CONTENT',
  'V1_VISIBILITY_DATA',
  'V1_VISIBILITY_SCORE',
  'V1_COMPARE_KEYWORDS',
  'V1_COMPARE_VISIBILITY',
  'V1_DEVICES',
];

/** The 1.2 operations as the registry lists them (V1_GET, the generic call, is tested with GET). */
const V1_FUNCTIONS = FUNCTIONS.filter((def) => def.name.startsWith('V1_') && def.name !== 'V1_GET');

describe('the interface 1.2 functions in the registry', () => {
  it('declares one function per operation of interface 1.2, all calling interface 1.2', () => {
    expect(V1_FUNCTIONS.map((def) => def.name)).toEqual(EXPECTED);
    expect(V1_FUNCTIONS.every((def) => def.api === '1.2')).toBe(true);
  });

  it('lists every one of them in FUNCTIONS, so the hosts generate them (registry/index.ts must list them)', () => {
    const registered = new Set(FUNCTIONS.map((def) => def.name));
    expect(EXPECTED.filter((name) => !registered.has(name))).toEqual([]);
    for (const name of EXPECTED) expect(findFunction(`SV.${name}`)?.name).toBe(name);
  });

  it('keeps names unique across the whole registry', () => {
    const all = FUNCTIONS.map((def) => def.name);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(V1_FUNCTIONS.map((def) => [def.name, def] as const))(
    '%s: help on every argument, site_id first, options last',
    (_, def) => {
      expect(def.help.length).toBeGreaterThan(20);
      expect(def.result.length).toBeGreaterThan(20);
      for (const param of def.params) expect(param.help.length).toBeGreaterThan(10);
      const names = def.params.map((param) => param.name);
      if (names.includes('site_id')) expect(names[0]).toBe('site_id');
      expect(names[names.length - 1]).toBe('options');
      const firstOptional = def.params.findIndex((param) => param.optional);
      expect(def.params.slice(firstOptional).every((param) => param.optional)).toBe(true);
    },
  );

  it('says in the help which operations the service deprecated, and what replaces them', () => {
    expect(findV1('V1_KEYWORD_GROUPS').help).toMatch(/^Deprecated.*V1_GROUPS.*V1_GROUP_DETAILS/);
    expect(findV1('V1_VISIBILITY_SCORE').help).toMatch(/^Deprecated.*V1_COMPARE_VISIBILITY/);
    const others = V1_FUNCTIONS.filter((def) => !['V1_KEYWORD_GROUPS', 'V1_VISIBILITY_SCORE'].includes(def.name));
    expect(others.filter((def) => /deprecated/i.test(def.help)).map((def) => def.name)).toEqual([]);
  });

  it('tells in the result of V1_RANKS that 101 means not in the top 100', () => {
    expect(findV1('V1_RANKS').result).toMatch(/101 means not found in the top 100/);
  });

  it('says where the columns follow the answer because the shape is not documented, and lists those known', () => {
    for (const name of ['V1_ORGANIC_TRAFFIC_SPLIT', 'V1_CANNIBALIZATION', 'V1_VISIBILITY_SCORE']) {
      expect(findV1(name).result).toMatch(/not documented/);
      expect(findV1(name).knownColumns?.length).toBeGreaterThan(0);
    }
    // The devices answer is one object of numbers and names: read as a row per device.
    expect(findV1('V1_DEVICES').columns?.map((column) => column.header)).toEqual(['id', 'device']);
  });
});

function findV1(name: string) {
  const def = V1_FUNCTIONS.find((candidate) => candidate.name === name);
  if (!def) throw new Error(`no ${name}`);
  return def;
}
