import { runCanned } from '../support/run-canned';

/** Parameters the service takes beyond the ones every function had, as they reach the request. */
describe('options and lists the interfaces define', () => {
  it('sends several keyword groups to keyword data as one comma list', () => {
    const { queries } = runCanned('KEYWORDS', [123, '', '', '12, 34; brand']);
    expect(queries[0]).toMatchObject({ group_id: '12,34,-1' });
  });

  it('narrows group and AI visibility to a keyword segment', () => {
    const options = 'intent=commercial; has_aio=TRUE; non_brand=TRUE; top_10=FALSE';
    for (const name of ['GROUP_VISIBILITY', 'AIO_MENTIONS', 'AIS_MENTIONS', 'AIS_CITATIONS']) {
      const { queries } = runCanned(name, [123, '', '', '', options]);
      expect(queries[0]).toMatchObject({ intent: 'commercial', has_aio: 'true', non_brand: 'true', top_10: 'false' });
      expect(queries[0]).not.toHaveProperty('brand');
    }
  });

  it('refuses a segment the service does not know before sending', () => {
    expect(() => runCanned('GROUP_VISIBILITY', [123, '', '', '', 'intent=curious'])).toThrow(/intent.*informational/);
  });

  it('orders domain ranking keywords and research ranks both ways', () => {
    const domain = runCanned('DOMAIN_KEYWORDS', [123, 'rival.com', '', 'order_by=rank; order_direction=desc']);
    expect(domain.queries[0]).toMatchObject({ order_by: 'rank', order_direction: 'desc' });
    const research = runCanned('RESEARCH_RANKS', [123, 'shoes', 'rival.com', 'order_direction=descending']);
    expect(research.queries[0]).toMatchObject({ order_direction: 'desc' });
  });

  it('lists unqualified vault keywords and measures another domain when asked', () => {
    const { queries } = runCanned('VAULT_KEYWORDS', [
      123,
      'Ideas',
      'include_unqualified=TRUE; domain=https://Rival.com/',
    ]);
    expect(queries[0]).toMatchObject({ include_unqualified: 'true', domain: 'rival.com' });
  });

  it('asks AI search keyword data for the stored answers only when skip_html is FALSE', () => {
    expect(runCanned('AIS_KEYWORDS', [123]).queries[0]).not.toHaveProperty('skip_html');
    expect(runCanned('AIS_KEYWORDS', [123, '', '', '', 'skip_html=FALSE']).queries[0]).toMatchObject({
      skip_html: 'false',
    });
  });

  it('compares visibility over several 1.2 groups with the query form, one group with the path form', () => {
    const several = runCanned(
      'V1_COMPARE_VISIBILITY',
      [7, '2026-10-01', '2026-10-31', 'rival.com', '3, 4'],
      () => ({}),
    );
    expect(several.paths[0]).toBe('/compare/competitors/visibility_score/7/2026-10-01/2026-10-31');
    expect(several.queries[0]).toMatchObject({ competitors: 'rival.com', group_id: '3,4' });
    const one = runCanned('V1_COMPARE_VISIBILITY', [7, '2026-10-01', '2026-10-31', 'rival.com', 3], () => ({}));
    expect(one.paths[0]).toBe('/compare/competitors/visibility_score/7/2026-10-01/2026-10-31/rival.com/3');
  });

  it('refuses the Brand folder among 1.2 compare groups before sending', () => {
    expect(() => runCanned('V1_COMPARE_VISIBILITY', [7, '2026-10-01', '2026-10-31', '', '3, brand'])).toThrow(
      /group_id: the Brand folder cannot be asked for here/,
    );
  });
});
