/**
 * The Excel side of Add keywords (the charged keyword import; the rules are in the core, keyword-import/add-keywords.ts
 * and ledger.ts). This file only binds the runtime: the ledger lives in OfficeRuntime.storage (per add-in and user,
 * never in the workbook; the browser's localStorage in preview mode, as the settings do), and actions run one at a
 * time in this runtime, so two clicks cannot both send: the second starts after the first has recorded its entry,
 * and is refused until the repeat is confirmed.
 */
import {
  type AsyncHost,
  addKeywords,
  type CampaignChoice,
  campaignChoices,
  type ImportConfirmation,
  type ImportRequest,
  type ImportReviewView,
  type RateLimiter,
  reviewImport,
  reviewView,
  runAsync,
  type Settings,
} from '@sv/core';
import { messageOf } from './excel-errors';
import type { RuntimeMode } from './office-host';
import { type KeyValueStorage, storageFor } from './settings-store';

export interface KeywordImportActions {
  /** The campaigns the token sees, by name, for the pane's picker. */
  campaigns(): Promise<CampaignChoice[]>;
  /** Checks the request and reads the ledger; sends nothing. */
  review(request: ImportRequest): Promise<ImportReviewView>;
  /** The charged action, once confirmed; resolves to the message to show. */
  add(request: ImportRequest, confirmation: ImportConfirmation): Promise<string>;
}

export interface KeywordImportDependencies {
  mode: Promise<RuntimeMode>;
  host: AsyncHost;
  limiter: RateLimiter;
  clock: () => number;
  settings: () => Promise<Settings>;
  /** Tokens to mask in every message the pane shows. */
  secrets: () => (string | undefined)[];
  storage?: (mode: RuntimeMode) => KeyValueStorage;
}

export function createKeywordImportActions(deps: KeywordImportDependencies): KeywordImportActions {
  const storage = deps.mode.then(deps.storage ?? storageFor);
  const hostWithLedger = async (): Promise<AsyncHost> => {
    const store = await storage;
    return { ...deps.host, storeGet: (key) => store.getItem(key), storePut: (key, value) => store.setItem(key, value) };
  };
  // One action at a time: the ledger is read and written around the request, so a second one must wait its turn.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const shown = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      // The action may run before any cell did, so the token it used is masked as well as the runtime's.
      const used = await deps.settings().then(
        (settings) => settings.token,
        () => undefined,
      );
      throw new Error(messageOf(error, [...deps.secrets(), used], 'pane'));
    }
  };

  return {
    campaigns: () =>
      shown(async () =>
        runAsync(
          campaignChoices({ settings: await deps.settings(), clock: deps.clock, limiter: deps.limiter }),
          deps.host,
        ),
      ),
    review: (request) =>
      shown(async () => {
        return reviewView(await runAsync(reviewImport(request), await hostWithLedger()));
      }),
    add: (request, confirmation) =>
      oneAtATime(() =>
        shown(async () => {
          const program = addKeywords(request, {
            settings: await deps.settings(),
            confirmation,
            clock: deps.clock,
            limiter: deps.limiter,
          });
          return (await runAsync(program, await hostWithLedger())).message;
        }),
      ),
  };
}
