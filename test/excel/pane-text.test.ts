/**
 * The pane's own words over the core's: advice a cell gives ("open the task pane") read inside the pane points to its
 * Connection section; every catalogue example is a formula the function accepts; the filter reads column labels.
 */
import { FUNCTIONS, findFunction } from '@sv/core';
import { matchesFilter, searchableText } from '../../packages/excel/src/taskpane/catalogue-filter';
import { exampleFormula } from '../../packages/excel/src/taskpane/function-example';
import { loadFunctionsScript } from './helpers/excel-shim';

/**
 * What the pane shows is worded by the core for the pane (surface `pane`), never a cell's sentence rewritten by its
 * text: the same failure says "open the task pane" in a cell and "the Connection section" in the pane. Through the built
 * functions.js, as the pane and the cells share it.
 */
describe('the pane’s own words, from the core', () => {
  const NO_TOKEN = { SV_GATEWAY_URL: 'https://gateway.example/v3', SV_V1_URL: 'https://v1.example/v1' };

  it('a missing token: the cell says to open the task pane; the pane’s status and workbench say the Connection section', async () => {
    const excel = loadFunctionsScript(NO_TOKEN);
    const cell = await excel.call('CAMPAIGNS', null).then(
      () => '',
      (error: { message: string }) => error.message,
    );
    expect(cell).toContain('open the Search Visibility task pane');
    const status = excel.runtime().status().lastError?.message ?? '';
    expect(status).toMatch(/^No API token is set: paste it in the Connection section and choose Check and save\./);
    expect(status).not.toMatch(/task pane/i);
    const workbench = await excel
      .runtime()
      .customFunction('CAMPAIGNS', 'pane')(null, { functionName: 'workbench' })
      .then(
        () => '',
        (error: { message: string }) => error.message,
      );
    expect(workbench).toBe(status);
  });

  it('an address to correct points to the Connection section, in the status and on saving', async () => {
    const excel = loadFunctionsScript({ SV_TOKEN: 'token-0123456789abcdef', SV_GATEWAY_URL: 'ftp://gateway.example' });
    await excel.call('CAMPAIGNS', null).catch(() => undefined);
    expect(excel.runtime().status().lastError?.message).toMatch(/Correct it in the Connection section\.$/);
    const saving = await excel
      .runtime()
      .saveSettings({ token: 'token-0123456789abcdef', gatewayUrl: 'ftp://gateway.example' })
      .then(
        () => '',
        (error: Error) => error.message,
      );
    expect(saving).toMatch(/Correct it in the Connection section\.$/);
    expect(saving).not.toMatch(/add-on|task pane/i);
  });

  it('a message that names no next step reads the same in a cell and in the pane', async () => {
    const excel = loadFunctionsScript(NO_TOKEN);
    const cell = await excel.call('KEYWORDS', 0, null, null, null, null, null).then(
      () => '',
      (error: { message: string }) => error.message,
    );
    expect(cell).toMatch(/^campaign_id/);
    expect(excel.runtime().status().lastError?.message).toBe(cell);
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
