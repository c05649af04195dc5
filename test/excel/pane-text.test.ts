/**
 * The pane's own words over the core's: advice a cell gives ("open the task pane") read inside the pane points to its
 * Connection section; every catalogue example is a formula the function accepts; the filter reads column labels.
 */
import { FUNCTIONS, findFunction, wordingOf } from '@sv/core';
import { matchesFilter, searchableText } from '../../packages/excel/src/taskpane/catalogue-filter';
import { exampleFormula } from '../../packages/excel/src/taskpane/function-example';
import { paneMessage } from '../../packages/excel/src/taskpane/pane-wording';

describe('paneMessage', () => {
  const cell = wordingOf('excel');

  it('a missing token: paste it in Connection above, never "open the task pane"', () => {
    const shown = paneMessage(cell.tokenMissing);
    expect(shown).toMatch(/^No API token is set: paste it in Connection above/);
    expect(shown).not.toMatch(/task pane/i);
  });

  it('a refused token: the advice after the core’s sentence points to Connection', () => {
    const shown = paneMessage(`The API token was not accepted (401). ${cell.tokenAdvice}`);
    expect(shown).toMatch(/^The API token was not accepted \(401\)\. Paste a current token in Connection above/);
    expect(shown).not.toMatch(/task pane|add-on/i);
  });

  it('an address to correct and a moved service point to Connection', () => {
    expect(paneMessage(`Bad address. ${cell.correctAddress('SV_V1_URL')}`)).toBe(
      'Bad address. Correct it in Connection above.',
    );
    expect(paneMessage(`set its new address ${cell.addressPlace} (after`)).toBe(
      'set its new address in Connection above (after',
    );
  });

  it('leaves every other message as it is', () => {
    const other = 'campaign_id: use a positive whole number such as 123.';
    expect(paneMessage(other)).toBe(other);
  });
});

describe('catalogue examples', () => {
  it.each(FUNCTIONS.map((definition) => [definition.name]))(
    '%s: an example every required argument of which is filled',
    (name) => {
      const definition = findFunction(name);
      if (!definition) throw new Error(name);
      const example = exampleFormula(definition);
      expect(example.startsWith(`=SV.${name}(`)).toBe(true);
      const required = definition.params.filter((param) => !param.optional).length;
      // Each required argument has a value (no empty place between commas before the last one filled).
      expect(example).not.toMatch(/\(\s*,|,\s*,/);
      if (required > 0) expect(example).not.toMatch(/\(\)$/);
      // A list is written as text, never as an array constant.
      expect(example).not.toContain('{');
    },
  );
});

function textOf(name: string): string {
  const definition = findFunction(name);
  if (!definition) throw new Error(`${name} is not in the registry`);
  return searchableText(definition);
}

describe('catalogue filter', () => {
  it('matches the name in words, help and column labels; every word must occur', () => {
    const share = textOf('SHARE_OF_VOICE');
    expect(matchesFilter(share, 'share of voice')).toBe(true);
    expect(matchesFilter(share, 'VOICE share')).toBe(true);
    expect(matchesFilter(share, 'share of nothing')).toBe(false);
    const keywords = textOf('KEYWORDS');
    expect(matchesFilter(keywords, 'search volume')).toBe(true);
    expect(matchesFilter(textOf('CAMPAIGNS'), 'share of voice')).toBe(false);
  });
});
