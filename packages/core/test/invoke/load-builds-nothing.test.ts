/**
 * Apps Script evaluates the whole project on every custom-function call, so whatever the registry builds while it
 * loads is paid by every cell. Building the record schemas of every function was most of that time: they are built
 * when a call first reads them (defineLayout, lazy) and kept for the calls after it.
 */

// The registry's imports run before this file's own statements, so the count lives in the mocked module.
jest.mock('zod/mini', () => {
  const actual = jest.requireActual('zod/mini');
  /** Every zod schema built, by the name of the zod function that built it. */
  const built: string[] = [];
  const counted: Record<string, unknown> = { ...actual, builtSchemas: built };
  for (const [name, value] of Object.entries(actual)) {
    if (typeof value === 'function' && /^[a-z]/.test(name) && name !== 'config') {
      counted[name] = (...args: unknown[]) => {
        built.push(name);
        return (value as (...given: unknown[]) => unknown)(...args);
      };
    }
  }
  return counted;
});

import { FUNCTIONS } from '../../src';
import { runCanned } from '../support/run-canned';

const { builtSchemas: built } = jest.requireMock<{ builtSchemas: string[] }>('zod/mini');

const KEYWORD = {
  keyword_id: 1,
  keyword: 'running shoes',
  ranking_data: { desktop: { rank: '3' }, mobile: { rank: 5 } },
};

describe('loading the function registry', () => {
  test('builds no record schema; reading a call builds none; a call reading pages builds its own once, a repeat none', () => {
    expect(FUNCTIONS.length).toBeGreaterThan(60);
    expect(built).toEqual([]);

    // Reading a call's arguments builds none either: a cell whose finished table is in the cache reads no page.
    const keywords = FUNCTIONS.find((fn) => fn.name === 'KEYWORDS');
    keywords?.prepare([123, '2026-10-01', '2026-10-31', '', 'columns=keyword,keyword_id'], {
      today: () => '2026-11-20',
    });
    expect(built).toEqual([]);

    const first = runCanned('KEYWORDS', [123, '2026-10-01', '2026-10-31'], () => [KEYWORD]);
    expect(first.rows).toHaveLength(1);
    const afterFirstCall = built.length;
    expect(afterFirstCall).toBeGreaterThan(0);

    runCanned('KEYWORDS', [123, '2026-09-01', '2026-09-30'], () => [KEYWORD]);
    expect(built).toHaveLength(afterFirstCall);
  });
});
