import { argumentSummary, findFunction } from '../src';

/** What autocomplete says about an argument in Excel, and the task pane's catalogue. */
describe('argument summaries', () => {
  const def = (name: string) => {
    const found = findFunction(name);
    if (!found) throw new Error(`no ${name}`);
    return found;
  };
  const param = (name: string, arg: string) => {
    const found = def(name).params.find((p) => p.name === arg);
    if (!found) throw new Error(`no ${arg} in ${name}`);
    return found;
  };

  it('lists every option key, with the allowed values of those that have a fixed set', () => {
    const summary = argumentSummary(def('GROUP_VISIBILITY'), param('GROUP_VISIBILITY', 'options'));
    expect(summary).toContain('intent (informational|commercial|transactional|navigational)');
    expect(summary).toContain('has_aio, brand, non_brand, top_10');
  });

  it('names the values of an enum argument once: where its help does not already', () => {
    expect(argumentSummary(def('TOP_RESULTS'), param('TOP_RESULTS', 'device'))).toBe(
      'desktop or mobile (default desktop).',
    );
    const gap = argumentSummary(def('DOMAIN_OVERVIEW'), param('DOMAIN_OVERVIEW', 'gap_type'));
    expect(gap.match(/non-overlapping/g)).toHaveLength(1);
  });
});
