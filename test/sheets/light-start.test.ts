/**
 * Apps Script compiles every script file of the project on every execution, a custom function's too. A cell whose
 * finished table is in the document cache (most recalculations) should compile only what answers it: the rest of a
 * cell's call (arguments, engine, flatteners, schemas) and the menus, dialogs, reports, portfolio, PDF delivery and
 * import are held as text in the project (packages/sheets/hold-code.mjs) and compiled by the executions that use them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CAMPAIGN, END, START } from './examples';
import { AddOn, DIST } from './harness';
import { compiledText, heldTexts } from './held-text';
import { useSandbox } from './setup';

const sandbox = useSandbox();

/** The function whose body comment holds the whole library (packages/sheets/build.mjs). */
const HOLDER = 'svHeldLibrary_';

/** Counts how often an execution compiles the held library: compileHeld (src/held-code.ts) reads its text to. */
function watchHeld(addOn: AddOn): { compiled: number } {
  const reads = { compiled: 0 };
  const context = addOn.context as Record<string, unknown>;
  const original = context[HOLDER];
  if (typeof original !== 'function') throw new Error(`the project declares no ${HOLDER}`);
  const watched = () => undefined;
  watched.toString = () => {
    reads.compiled += 1;
    return Function.prototype.toString.call(original);
  };
  context[HOLDER] = watched;
  return reads;
}

/** A new execution of the same spreadsheet: the project loaded afresh over the document cache `from` left. */
function nextExecution(from: AddOn): AddOn {
  const addOn = new AddOn({ service: sandbox.service });
  addOn.useToken(sandbox.service.info.tokens.full);
  for (const [key, entry] of from.cache.documentCache.entries) addOn.cache.documentCache.entries.set(key, entry);
  return addOn;
}

function firstExecution(): AddOn {
  const addOn = new AddOn({ service: sandbox.service });
  addOn.useToken(sandbox.service.info.tokens.full);
  return addOn;
}

describe('a cell answered from the document cache compiles only what answers it', () => {
  test('the first call compiles the whole of a cell; a repeat in a new execution compiles nothing held, same grid', () => {
    const first = firstExecution();
    const firstReads = watchHeld(first);
    // KEYWORDS has date columns (shown as the spreadsheet's midnights), TRAFFIC one row per day.
    const calls: unknown[][] = [
      ['SV_KEYWORDS', CAMPAIGN, START, END],
      ['SV_TRAFFIC', CAMPAIGN, START, END],
    ];
    const grids = calls.map(([name, ...args]) => first.cell(name as string, ...args));
    expect(firstReads).toEqual({ compiled: 1 });
    const sent = sandbox.service.requests().length;

    const repeat = nextExecution(first);
    const repeatReads = watchHeld(repeat);
    calls.forEach(([name, ...args], index) => {
      expect(repeat.cell(name as string, ...args)).toEqual(grids[index]);
    });
    expect(repeatReads).toEqual({ compiled: 0 });
    expect(sandbox.service.requests()).toHaveLength(sent);
  });

  test('with an options argument, or without its table in the cache, the whole cell runs, and gives the same grid', () => {
    const first = firstExecution();
    const labelled = first.cell('SV_KEYWORDS', CAMPAIGN, START, END, '', 'headers=labels') as unknown[][];
    expect(labelled[0]).toContain('Keyword');

    const repeat = nextExecution(first);
    const reads = watchHeld(repeat);
    expect(repeat.cell('SV_KEYWORDS', CAMPAIGN, START, END, '', 'headers=labels')).toEqual(labelled);
    expect(reads).toEqual({ compiled: 1 });
    // Compiled once per execution: the next miss uses it again.
    expect(repeat.cell('SV_CAMPAIGNS', `campaign_ids=${CAMPAIGN}`)).toHaveLength(2);
    expect(reads).toEqual({ compiled: 1 });
  });

  test('a project pasted without its held library says so in the cell, and what to do', () => {
    const addOn = firstExecution();
    // A function declaration cannot be deleted from the global object: the file that declares it is left out instead.
    (addOn.context as Record<string, unknown>)[HOLDER] = undefined;
    expect(() => addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END)).toThrow(
      /incomplete: paste the whole of Code\.gs again/,
    );
  });

  test('a cell without a token still says what to do (the whole cell answers it)', () => {
    const addOn = new AddOn({ service: sandbox.service });
    expect(() => addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END)).toThrow(/token/i);
  });
});

describe('the menus, dialogs and triggers compile the held library when first used', () => {
  test('the menu is built and a dialog answers, the library compiled once for both', () => {
    const addOn = firstExecution();
    const reads = watchHeld(addOn);
    addOn.menu('onOpen');
    expect(addOn.ui.menus).toHaveLength(1);
    const schedule = addOn.run('svGetSchedule') as { current: unknown; timeZone: string };
    expect(schedule.current).toBeNull();
    expect(schedule.timeZone).toBe('Pacific/Auckland');
    expect(reads).toEqual({ compiled: 1 });
  });
});

describe('what every execution compiles', () => {
  const scripts = readdirSync(DIST)
    .filter((file) => /\.(js|gs)$/.test(file))
    .map((file) => readFileSync(join(DIST, file), 'utf8'));
  const held = scripts.flatMap(heldTexts);
  const compiled = scripts.map(compiledText).join('\n');

  // A text of each part a cached answer never runs: found in the held code, absent from the compiled.
  test.each([
    ['the dialogs the menu opens', '"ReportDialog"'],
    ['the portfolio report', 'Choose at least one campaign for the portfolio.'],
    ['the PDF delivery', 'The delivery has no recipients.'],
    ['the keyword import', 'Split the list into several imports'],
    ['the record schemas (zod)', 'Invalid input'],
  ])('leaves out %s', (_, text) => {
    expect(held.some((code) => code.includes(text))).toBe(true);
    expect(compiled).not.toContain(text);
  });

  test('is the library a cached answer runs and the declarations Sheets reads, under 160 KB', () => {
    expect(held).toHaveLength(1);
    expect(Buffer.byteLength(compiled)).toBeLessThan(160_000);
  });
});
