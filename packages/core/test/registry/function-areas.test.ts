import { FUNCTIONS } from '../../src';
import { functionAreas, OTHER_AREA } from '../../src/registry/function-areas';

describe('the functions by service area', () => {
  const areas = functionAreas();

  it('holds every registry function exactly once, none outside an area file', () => {
    const names = areas.flatMap((area) => area.functions.map((def) => def.name));
    expect([...names].sort()).toEqual(FUNCTIONS.map((def) => def.name).sort());
    expect(areas.map((area) => area.area)).not.toContain(OTHER_AREA);
  });

  it('puts 3.0 first and 1.2 after, each area holding functions of one interface', () => {
    const apis = areas.map((area) => area.api);
    expect(apis.indexOf('1.2')).toBe(apis.lastIndexOf('3.0') + 1);
    for (const area of areas) for (const def of area.functions) expect(def.api).toBe(area.api);
  });

  it('orders areas by their first function in the registry, and functions in registry order', () => {
    const position = new Map(FUNCTIONS.map((def, index) => [def.name, index]));
    const at = (name: string) => position.get(name) as number;
    for (const area of areas) {
      const order = area.functions.map((def) => at(def.name));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    for (const api of ['3.0', '1.2']) {
      const firsts = areas.filter((area) => area.api === api).map((area) => at(area.functions[0]?.name ?? ''));
      expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    }
    expect(areas.slice(0, 3).map((area) => area.area)).toEqual(['Campaigns', 'Keywords and ranks', 'AI Overview']);
  });

  it('a function no area file declares still shows, under Other', () => {
    const stray = { ...(FUNCTIONS[0] as (typeof FUNCTIONS)[number]), name: 'NOT_IN_ANY_FILE' };
    expect(functionAreas([stray])).toEqual([{ api: '3.0', area: OTHER_AREA, functions: [stray] }]);
  });
});
