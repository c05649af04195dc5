/**
 * Bad-input matrix: every function of the registry × every parameter and option × the inputs a careless or hostile
 * user types, through both hosts' ways of handing arguments over. Each value is either legitimately accepted (the
 * call reaches the service) or refused with an InputError whose message names the argument, with 0 requests sent.
 */
import {
  type AsyncHost,
  FUNCTIONS,
  GATEWAY_URL_LIMIT,
  type HttpOutcome,
  type HttpRequest,
  InputError,
  type InvokeOptions,
  invoke,
  isoDateToSerial,
  runAsync,
  runSync,
  SHEETS_URL_LIMIT,
  type SyncHost,
} from '@sv/core';
import { casesOf, type HostStyle, type MatrixCase, TODAY } from './bad-input-cases';
import { quickExpect } from './support/quick-expect';

const settings = { token: 'matrix-token', gatewayUrl: 'https://gw.example/v3', v1Url: 'https://v1.example/v1.2' };

interface Outcome {
  error?: unknown;
  sent: number;
}

/** Answers every request with an empty list and counts what was sent. */
function countingService() {
  const state = { sent: 0, now: Date.UTC(2026, 10, 21, 12) };
  const answer = (requests: HttpRequest[]): HttpOutcome[] => {
    state.sent += requests.length;
    return requests.map(() => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '[]' }));
  };
  return { state, answer };
}

function invokeOptions(clock: () => number, sheets: boolean): InvokeOptions {
  return {
    settings,
    clock,
    coerce: sheets ? { today: () => TODAY } : { today: () => TODAY, zeroIsEmpty: true },
    urlLimit: sheets ? SHEETS_URL_LIMIT : GATEWAY_URL_LIMIT,
    random: () => 0.5,
  };
}

const SHEETS: HostStyle & { run(name: string, args: unknown[]): Promise<Outcome> } = {
  name: 'Sheets',
  empties: [
    { label: 'empty text ""', value: '' },
    { label: 'skipped (undefined)', value: undefined },
  ],
  zeroIsEmpty: false,
  // Sheets hands a date cell over as midnight of that day in the spreadsheet's zone (here the runtime's).
  dateCell: (iso) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))),
  async run(name, args) {
    const service = countingService();
    const host: SyncHost = {
      fetchAll: service.answer,
      sleep: (ms) => {
        service.state.now += ms;
      },
    };
    try {
      runSync(
        invoke(
          name,
          args,
          invokeOptions(() => service.state.now, true),
        ),
        host,
      );
      return { sent: service.state.sent };
    } catch (error) {
      return { error, sent: service.state.sent };
    }
  },
};

const EXCEL: HostStyle & { run(name: string, args: unknown[]): Promise<Outcome> } = {
  name: 'Excel',
  empties: [{ label: 'empty (null)', value: null }],
  zeroIsEmpty: true,
  dateCell: (iso) => isoDateToSerial(iso),
  async run(name, args) {
    const service = countingService();
    const host: AsyncHost = {
      fetchAll: async (requests) => service.answer(requests),
      sleep: async (ms) => {
        service.state.now += ms;
      },
    };
    try {
      await runAsync(
        invoke(
          name,
          args,
          invokeOptions(() => service.state.now, false),
        ),
        host,
      );
      return { sent: service.state.sent };
    } catch (error) {
      return { error, sent: service.state.sent };
    }
  },
};

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function expectVerdict(outcome: Outcome, matrixCase: MatrixCase): void {
  if (matrixCase.verdict === 'accepted') {
    // Accepted: the call reached the service (what the empty answer then makes of it is not this matrix's business).
    if (outcome.sent === 0)
      throw new Error(`expected the value to be accepted and sent, but: ${messageOf(outcome.error)}`);
    return;
  }
  if (!(outcome.error instanceof InputError)) {
    throw new Error(
      `expected an InputError before sending, got ${outcome.error ? messageOf(outcome.error) : 'none'} after ${outcome.sent} requests`,
    );
  }
  const message = outcome.error.message;
  const named = new RegExp(`(^|[^a-z_])${matrixCase.names}([^a-z_]|$)`);
  if (!named.test(message)) throw new Error(`the message does not name ${matrixCase.names}: ${message}`);
  quickExpect(outcome.sent).toBe(0);
}

describe('bad-input matrix', () => {
  describe.each([SHEETS, EXCEL])('$name', (host) => {
    describe.each(FUNCTIONS.map((fn) => [fn.name, fn] as const))('%s', (_name, fn) => {
      const cases = casesOf(fn, host);
      it.each(cases.map((matrixCase) => [`${matrixCase.title} → ${matrixCase.verdict}`, matrixCase] as const))(
        '%s',
        async (_title, matrixCase) => {
          expectVerdict(await host.run(fn.name, matrixCase.args), matrixCase);
        },
      );
    });
  });
});
