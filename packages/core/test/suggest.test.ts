import fc from 'fast-check';
import { FUNCTIONS } from '../src';
import { coerceEnum } from '../src/args';
import { didYouMean, editDistance, nearestNames } from '../src/suggest';

describe('did you mean', () => {
  it.each([
    ['a missing letter', 'keyword', ['campaigns', 'keywords', 'keyword_vault'], 'keywords'],
    ['two letters swapped', 'ragne', ['range', 'rank'], 'range'],
    ['case, - and _ do not count', 'Order-By', ['limit', 'order_by'], 'order_by'],
    ['a part of a dotted path', 'rank', ['keyword_id', 'ranking_data.desktop.rank'], 'ranking_data.desktop.rank'],
    ['a part of a flag', 'start', ['campaign-id', 'start-date', 'end-date'], 'start-date'],
  ])('%s', (_, word, candidates, first) => {
    expect(nearestNames(word, candidates)[0]).toBe(first);
  });

  it('suggests nothing for a word near no name, and says so with an empty text', () => {
    expect(nearestNames('zebra', ['keywords', 'campaigns'])).toEqual([]);
    expect(didYouMean('zebra', ['keywords', 'campaigns'])).toBe('');
    // One or two letters are near too many parts of names to help.
    expect(nearestNames('v', ['v1_sites', 'v1_ranks'])).toEqual([]);
  });

  it('only names about as near as the nearest: one slip away hides those three slips away', () => {
    expect(nearestNames('keyword_nme', ['keyword_id', 'keyword_name'])).toEqual(['keyword_name']);
    expect(nearestNames('keyword_nme', ['keyword_id'])).toEqual(['keyword_id']);
  });

  it('reads as a sentence, with at most three names, nearest first', () => {
    expect(didYouMean('limt', ['limit', 'order_by'])).toBe(' Did you mean limit?');
    expect(didYouMean('rank', ['a.rank', 'b.rank', 'c.rank', 'd.rank'], (name) => `--${name}`)).toBe(
      ' Did you mean --a.rank, --b.rank or --c.rank?',
    );
  });

  it('a value off by a slip, in a cell or a terminal: the value meant, then every value allowed', () => {
    expect(() => coerceEnum('decs', 'order_direction', ['asc', 'desc'])).toThrow(
      'order_direction: "decs" is not allowed (did you mean desc?). Use one of: asc, desc.',
    );
    expect(() => coerceEnum('Mobil', 'device', ['desktop', 'mobile'])).toThrow(
      'device: "Mobil" is not allowed (did you mean mobile?). Use one of: desktop, mobile.',
    );
    expect(() => coerceEnum('tablet', 'device', ['desktop', 'mobile'])).toThrow(
      'device: "tablet" is not allowed. Use one of: desktop, mobile.',
    );
  });

  it('every function command is found again from itself with one letter dropped', () => {
    const commands = FUNCTIONS.map((def) => def.name.toLowerCase());
    for (const command of commands.filter((name) => name.length > 4)) {
      expect(nearestNames(command.slice(0, -1), commands)).toContain(command);
    }
  });

  it('a text pasted where a name goes is refused at once, not compared letter by letter with every name', () => {
    const names = FUNCTIONS.flatMap((def) => [def.name, ...def.params.map((param) => param.name)]);
    const pasted = 'running shoes for trail and road, '.repeat(600);
    const started = Date.now();
    expect(didYouMean(pasted, names)).toBe('');
    // Letter by letter, 20,000 characters against each name took seconds (a cell has 30 in all).
    expect(Date.now() - started).toBeLessThan(250);
  });

  it('the distance is a distance: zero only for equal words, symmetric, one per slip', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '_'), maxLength: 8 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(editDistance(a, b) === 0).toBe(a === b);
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, `${a}x`)).toBe(1);
        expect(editDistance(a, b)).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });
});
