import { createFetchHost, FUNCTIONS, type FunctionResult, InputError, invoke, runAsync } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
// Options every table has (columns, headers, cache_minutes): the core applies them; they never reach the service.
import { TABLE_OPTIONS } from '../../packages/core/src/registry/common-options';
import { type ContractCase, contractCases, DEFAULTS } from './contract-cases';
import { type ContractExamples, readExamples } from './contract-examples';

/**
 * The sandbox contract, generated from the registry: every function is called through the core's `invoke` against
 * the sandbox with only its required arguments, then with each value of each optional parameter and each option
 * (see contract-cases.ts). Each call must be accepted (no 4xx: the sandbox holds the interface documents' rules) and
 * its answer read into the function's table (no UnexpectedResponseError), header row included. A function, parameter
 * or option added to the registry is called here without any edit.
 */

const TODAY = '2026-10-20';
const CLIENT_SIDE = new Set(Object.keys(TABLE_OPTIONS));

const CASES: ContractCase[] = FUNCTIONS.flatMap((def) => contractCases(def, CLIENT_SIDE));

let sandbox: Promise<{ sandbox: Sandbox; examples: ContractExamples }> | undefined;
/** One sandbox for every case; concurrent tests may start before a beforeAll hook has run, so they share a promise. */
function ready() {
  sandbox ??= start({ today: TODAY, ratePerSecond: 0, importDurationMs: 0 }).then(async (started) => ({
    sandbox: started,
    examples: await readExamples(started),
  }));
  return sandbox;
}

afterAll(async () => {
  if (sandbox) await (await sandbox).sandbox.close();
});

async function call(contractCase: ContractCase): Promise<FunctionResult> {
  const { sandbox: service, examples } = await ready();
  return runAsync(
    invoke(contractCase.fn, contractCase.args(examples), {
      settings: { token: service.tokens.full, gatewayUrl: service.v3Url, v1Url: service.v1Url },
      coerce: { today: () => TODAY },
    }),
    createFetchHost(fetch),
  );
}

/** The error as the report should show it: its class says which side refused (InputError: ours; 4xx: the sandbox). */
function describeFailure(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

const SUBJECTS = new Set(CASES.map((c) => `${c.fn} ${c.subject}`)).size;

describe(`sandbox contract of the registry: ${FUNCTIONS.length} functions, ${SUBJECTS} calls and parameters or options, ${CASES.length} values`, () => {
  it('covers every function of the registry', () => {
    const covered = new Set(CASES.map((c) => c.fn));
    expect(FUNCTIONS.filter((def) => !covered.has(def.name)).map((def) => def.name)).toEqual([]);
  });

  it.concurrent.each(CASES.map((c) => [`${c.fn} ${c.subject} = ${c.label}`, c] as const))(
    '%s: the sandbox accepts the call and the layout reads its answer',
    async (_title, contractCase) => {
      let result: FunctionResult;
      try {
        result = await call(contractCase);
      } catch (error) {
        // A built-in group the function does not offer is refused before anything is sent: nothing to check.
        if (contractCase.optionalForFunction && error instanceof InputError) return;
        throw new Error(describeFailure(error));
      }
      expect(result.table.columns.length).toBeGreaterThan(0);
      // The sandbox seeds data for every operation: with only the required arguments, there are rows to read.
      if (contractCase.subject === DEFAULTS) expect(result.table.rows.length).toBeGreaterThan(0);
    },
  );
});
