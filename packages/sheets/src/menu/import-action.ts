/**
 * Search Visibility > Add keywords…: the Sheets side of the charged keyword import (the rules are in the core,
 * keyword-import/add-keywords.ts and ledger.ts). This file only binds Apps Script: the ledger lives in the
 * spreadsheet's Document Properties (one small value, SV_IMPORT_LEDGER, shared by everyone who edits it), and the whole
 * action runs under the document lock, so two clicks, two editors or two dialogs cannot both send: the second waits,
 * then finds the first one's ledger entry and asks for the second confirmation.
 */
import {
  addKeywords,
  type CampaignChoice,
  campaignChoices,
  type ImportReviewView,
  MAX_KEYWORD_CHARS,
  MAX_KEYWORDS_PER_IMPORT,
  reviewImport,
  reviewView,
  runSync,
  type SyncHost,
} from '@sv/core';
import { toSheetError } from '../cells/sheet-error';
import { createAppsScriptHost } from '../host/apps-script-host';
import { type LockHolder, withDocumentLock } from '../host/document-lock';
import { cacheGeneration, readSettings } from '../host/settings-store';
import { createSharedRateLimiter } from '../host/shared-rate-limiter';
import { nothingNew, type TrackedSplit, trackedSplit } from './tracked-keywords';

/** How long a second click waits for the first import to finish before giving up (nothing sent). */
const LOCK_WAIT_MS = 30_000;
/** A menu action may run 6 minutes; reading the campaign list should take seconds. */
const MENU_BUDGET_MS = 60_000;

export interface AddKeywordsView {
  campaigns: CampaignChoice[];
  /** The selected cells' text, when a range is selected. */
  selection: { a1: string; keywords: string[] } | null;
  maxKeywords: number;
  maxKeywordChars: number;
}

export interface ImportInput {
  campaignId: unknown;
  keywords: unknown;
  groupIds?: unknown;
}

/** The Apps Script host plus the ledger's store; refuses when the spreadsheet's properties cannot be reached. */
function hostWithLedger(): SyncHost {
  const properties = PropertiesService.getDocumentProperties();
  if (!properties) throw new Error('Open the spreadsheet to add keywords: the import ledger lives in it.');
  return {
    ...createAppsScriptHost(),
    storeGet: (key) => properties.getProperty(key),
    storePut: (key, value) => {
      properties.setProperty(key, value);
    },
  };
}

function guarded<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    throw toSheetError(error);
  }
}

/** What the dialog opens with: the campaigns by name, and the selected keywords if any. Reads, never writes. */
export function addKeywordsView(): AddKeywordsView {
  return guarded(() => {
    const campaigns = runSync(
      campaignChoices({
        settings: readSettings(),
        timeBudgetMs: MENU_BUDGET_MS,
        cacheNamespace: cacheGeneration(),
        // Its failures are shown in a dialog: worded for one (wording.ts).
        surface: 'dialog',
      }),
      createAppsScriptHost(),
    );
    return {
      campaigns,
      selection: selectedKeywords(),
      maxKeywords: MAX_KEYWORDS_PER_IMPORT,
      maxKeywordChars: MAX_KEYWORD_CHARS,
    };
  });
}

function selectedKeywords(): AddKeywordsView['selection'] {
  const range = SpreadsheetApp.getActive()?.getActiveRange();
  if (!range) return null;
  const keywords = range
    .getDisplayValues()
    .flat()
    .map((cell) => String(cell).trim())
    .filter((cell) => cell !== '');
  const a1 = `${range.getSheet().getName()}!${range.getA1Notation()}`;
  return keywords.length > 0 ? { a1, keywords } : null;
}

export interface KeywordReviewView extends ImportReviewView {
  /** Which keywords are new (charged) and which the campaign already tracks (free), as SV_IMPORT_KEYWORDS says. */
  split: TrackedSplit;
}

/** The confirmation step: the checked list, what the campaign already tracks, what the ledger knows. Sends nothing. */
export function reviewKeywordImport(input: ImportInput): KeywordReviewView {
  return guarded(() => {
    const view = reviewView(runSync(reviewImport(toRequest(input)), hostWithLedger()));
    return { ...view, split: trackedSplit(view.campaignId, input?.keywords) };
  });
}

/**
 * Said instead of sending when the campaign already tracks every keyword: an import would add nothing. A list the
 * ledger knows was sent before is the ledger's to answer first, until the user confirms the repeat: its message names
 * the earlier import, which says more than "already tracked" (the service may not list an import's keywords yet).
 */
function refuseWhenNothingNew(input: ImportInput & { repeatOf?: unknown }): void {
  const view = reviewView(runSync(reviewImport(toRequest(input)), hostWithLedger()));
  if (view.earlierStamp !== null && input.repeatOf !== view.earlierStamp) return;
  if (nothingNew(trackedSplit(view.campaignId, input?.keywords))) {
    throw new Error(
      `Campaign ${view.campaignId} already tracks all ${view.count} keyword${view.count === 1 ? '' : 's'} of the list: there is nothing to add, so nothing was sent or charged.`,
    );
  }
}

/** The charged action, once confirmed in the dialog. Returns what to tell the user. */
export function addKeywordsFromDialog(input: ImportInput & { charged?: unknown; repeatOf?: unknown }): string {
  return guarded(() => {
    refuseWhenNothingNew(input);
    return withDocumentLock(
      {
        holder: 'import',
        waitMs: LOCK_WAIT_MS,
        busy: importBusy,
        withoutDocument: 'Open the spreadsheet to add keywords: the import needs its lock. Nothing was sent.',
      },
      () =>
        runSync(
          addKeywords(toRequest(input), {
            settings: readSettings(),
            // The window the dialog's reads of the campaign's keywords drew from: a limiter of its own would let the
            // charged request leave in a second those reads had already filled, to be refused with a 429.
            limiter: createSharedRateLimiter(),
            confirmation: {
              charged: input.charged === true,
              repeatOf: typeof input.repeatOf === 'string' ? input.repeatOf : null,
            },
          }),
          hostWithLedger(),
        ).message,
    );
  });
}

function importBusy(other: LockHolder | null): string {
  if (other === 'import') {
    return 'Another keyword import is being sent from this spreadsheet. Wait for it to finish, then check again. Nothing was sent.';
  }
  if (other === 'refresh') {
    return 'A refresh of this spreadsheet (Refresh now or its schedule) is running. Nothing was sent. Add the keywords when it has finished.';
  }
  return 'Another Search Visibility action (a refresh or a keyword import) is running in this spreadsheet. Nothing was sent. Try again when it has finished.';
}

function toRequest(input: ImportInput) {
  return { campaignId: input?.campaignId, keywords: input?.keywords, groupIds: input?.groupIds };
}
