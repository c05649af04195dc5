/**
 * Adding keywords to a campaign: the service's one charged operation (POST /rank-tracker/v3.0/keywords/import, see
 * docs/service.md). It only ever runs as an explicit, confirmed action (Sheets: Search Visibility > Add keywords…;
 * Excel: the task pane's Add keywords section), never from a formula. The charge rules:
 *
 * 1. Everything is checked before anything is sent: the token and addresses, the campaign id, the group ids, the
 *    keywords (normalised, duplicates removed, at most MAX_KEYWORDS_PER_IMPORT of at most MAX_KEYWORD_CHARS
 *    characters), and that the user confirmed the charge.
 * 2. The ledger (ledger.ts) is read: if this list went to this campaign before (whatever that attempt's outcome), the
 *    action refuses unless the user confirmed the repeat by naming that very entry (its stamp), having been shown
 *    its import id and date.
 * 3. The attempt is recorded in the ledger BEFORE the request leaves, so even a failure that leaves no trace in the
 *    host blocks a silent resend.
 * 4. The POST is sent exactly once: no retry of any kind, not after a 429, a 5xx, a reset or a timeout.
 * 5. The answer decides: an import id is recorded and returned; a clear refusal (4xx other than 408) removes the
 *    attempt and says nothing was imported; anything else (no answer, timeout, reset, 408, 5xx, an answer without an
 *    import id, or with an id no service would send: see import-id.ts; a redirect, never followed) is ambiguous: the entry stays, and the message says the import may have happened and how to check
 *    (SV_IMPORT_STATUS, the campaign's keywords) before sending again.
 */
import { type CellArg, coerceId, coerceList, isEmptyArg } from '../args';
import { type ApiRequest, labelOf, toHttpRequest } from '../engine/api-request';
import type { Program } from '../engine/effects';
import { fetchAll, sleep, storeGet, storePut } from '../engine/effects';
import type { RateLimiter } from '../engine/rate-limiter';
import { createRateLimiter } from '../engine/rate-limiter';
import { InputError, RateLimitError, SvError } from '../errors';
import { type HttpOutcome, type HttpResponse, isRedirect, isTransportFailure } from '../http';
import { redact } from '../redact';
import { redirectSentence } from '../redirect-error';
import { errorFromOutcome, readErrorBody } from '../response-errors';
import { type ResolvedSettings, resolveSettings, type Settings } from '../settings';
import { plausibleImportId } from './import-id';
import { importKeywords } from './keyword-list';
import {
  findEntry,
  LEDGER_STORE_KEY,
  type LedgerEntry,
  ledgerKey,
  parseLedger,
  restoring,
  serialiseLedger,
  stampOf,
  withEntry,
} from './ledger';

export const IMPORT_PATH = '/rank-tracker/v3.0/keywords/import';

/** What the user gave, as a dialog or a pane hands it over (text or a range of cells). */
export interface ImportRequest {
  campaignId: unknown;
  keywords: unknown;
  /** Empty: the service puts the keywords into a new group named API-import-<date>. */
  groupIds?: unknown;
}

/** A request that passed every check, ready to send. */
export interface ImportPlan {
  campaignId: number;
  /** Normalised, duplicates removed: exactly what is sent. */
  keywords: string[];
  groupIds: number[];
  /** The ledger entry this import is recorded under. */
  key: string;
}

/** What the confirmation step shows: the checked request and what the ledger knows about the same list. */
export interface ImportReview {
  plan: ImportPlan;
  /** The earlier attempt with the same campaign and keyword list, if any. */
  earlier: LedgerEntry | null;
  /** To pass back as `repeatOf` when the user confirms sending the same list again. */
  earlierStamp: string | null;
  /** One sentence for the user about the earlier attempt, or null. */
  earlierNotice: string | null;
}

/** What a dialog or pane shows of a review: plain data, as both hosts hand it to their page. */
export interface ImportReviewView {
  campaignId: number;
  count: number;
  /** The first keywords as they will be sent (normalised). */
  sample: string[];
  groupIds: number[];
  earlierNotice: string | null;
  earlierStamp: string | null;
}

/** How many of the checked keywords a confirmation shows. */
const REVIEW_SAMPLE_SIZE = 12;

export function reviewView(review: ImportReview): ImportReviewView {
  return {
    campaignId: review.plan.campaignId,
    count: review.plan.keywords.length,
    sample: review.plan.keywords.slice(0, REVIEW_SAMPLE_SIZE),
    groupIds: review.plan.groupIds,
    earlierNotice: review.earlierNotice,
    earlierStamp: review.earlierStamp,
  };
}

export interface ImportConfirmation {
  /** The user confirmed that the keywords are charged. */
  charged: boolean;
  /** The stamp of the earlier ledger entry the user agreed to repeat (see ImportReview.earlierStamp). */
  repeatOf?: string | null;
}

export interface AddKeywordsOptions {
  settings: Settings;
  confirmation: ImportConfirmation;
  clock?: () => number;
  /** The runtime's limiter, so the POST keeps to the 10 requests per second shared with the cells. */
  limiter?: RateLimiter;
}

export interface ImportDone {
  importId: string;
  campaignId: number;
  count: number;
  /** When it was sent, ISO date and time (UTC). */
  at: string;
  message: string;
}

/** The same list was sent to the same campaign before and the user has not confirmed sending it again. */
export class RepeatImportError extends InputError {
  constructor(
    readonly earlier: LedgerEntry,
    readonly stamp: string,
    campaignId: number,
  ) {
    super(`${describeEarlier(earlier, campaignId)} Nothing was sent.`);
  }
}

/** The request may have reached the service: it must not be sent again before the user has checked. */
export class ImportMayHaveHappenedError extends SvError {
  readonly code = 'unexpected_response' as const;
  readonly mayHaveHappened = true;
}

/** The ledger could not record the attempt before sending, so it was not sent (full or unavailable storage). */
export class LedgerUnavailableError extends SvError {
  readonly code = 'config' as const;
}

/** Checks a request completely, without sending anything. Throws an InputError naming the argument. */
export function planImport(request: ImportRequest): ImportPlan {
  const campaignId = coerceId(request.campaignId as CellArg, 'campaign_id');
  const keywords = importKeywords(request.keywords as CellArg, 'keywords');
  const rawGroups = (request.groupIds ?? '') as CellArg;
  const groupIds = isEmptyArg(rawGroups) ? [] : coerceList(rawGroups, 'group_ids', 'id');
  return { campaignId, keywords, groupIds, key: ledgerKey(campaignId, keywords) };
}

/** The confirmation step: checks the request and reads the ledger. Sends nothing. */
export function* reviewImport(request: ImportRequest): Program<ImportReview> {
  const plan = planImport(request);
  const earlier = findEntry(yield* readLedger([]), plan.key);
  return {
    plan,
    earlier,
    earlierStamp: earlier ? stampOf(earlier) : null,
    earlierNotice: earlier ? describeEarlier(earlier, plan.campaignId) : null,
  };
}

/** The action: checks, consults and records the ledger, and sends the import exactly once (see the file comment). */
export function* addKeywords(request: ImportRequest, options: AddKeywordsOptions): Program<ImportDone> {
  const plan = planImport(request);
  if (options.confirmation.charged !== true) {
    throw new InputError(
      'Confirm that the keywords are charged to your account (the "this is charged" box) to add them. Nothing was sent.',
    );
  }
  const settings = resolveSettings(options.settings);
  const clock = options.clock ?? (() => Date.now());

  const ledger = yield* readLedger([settings.token]);
  const earlier = findEntry(ledger, plan.key);
  if (earlier && options.confirmation.repeatOf !== stampOf(earlier)) {
    throw new RepeatImportError(earlier, stampOf(earlier), plan.campaignId);
  }

  const limiter = options.limiter ?? createRateLimiter();
  yield* sleep(limiter.reserve(clock()) - clock());
  const attempt: LedgerEntry = {
    key: plan.key,
    importId: '',
    at: new Date(clock()).toISOString(),
    count: plan.keywords.length,
    state: 'sending',
  };
  try {
    yield* storePut(LEDGER_STORE_KEY, serialiseLedger(withEntry(ledger, attempt)));
  } catch (error) {
    throw ledgerUnavailable(error, [settings.token], 'recorded in');
  }

  const apiRequest = importRequest(plan);
  const [outcome] = yield* fetchAll([toHttpRequest(apiRequest, settings)]);
  return yield* settle(plan, attempt, earlier, outcome as HttpOutcome, apiRequest, settings);
}

function importRequest(plan: ImportPlan): ApiRequest {
  return {
    api: '3.0',
    method: 'POST',
    path: IMPORT_PATH,
    json: {
      campaign_id: plan.campaignId,
      keywords: plan.keywords.join(','),
      ...(plan.groupIds.length > 0 ? { group_ids: plan.groupIds.join(',') } : {}),
    },
    operation: 'the keyword import',
  };
}

/** Reads the one answer and records what it means; never sends anything. */
function* settle(
  plan: ImportPlan,
  attempt: LedgerEntry,
  earlier: LedgerEntry | null,
  outcome: HttpOutcome,
  apiRequest: ApiRequest,
  settings: ResolvedSettings,
): Program<ImportDone> {
  const status = outcome.status;
  if (!isTransportFailure(outcome) && status >= 400 && status < 500 && status !== 408) {
    yield* updateLedger((entries) => restoring(entries, plan.key, earlier));
    throw refusal(outcome, apiRequest, settings);
  }
  const importId = status >= 200 && status < 300 ? importIdOf(outcome.body) : null;
  if (importId === null) {
    yield* updateLedger((entries) => withEntry(entries, { ...attempt, state: 'unknown' }));
    throw new ImportMayHaveHappenedError(uncertainMessage(plan, outcome, apiRequest, settings), {
      status: status || undefined,
    });
  }
  yield* updateLedger((entries) => withEntry(entries, { ...attempt, importId, state: 'done' }));
  const count = plan.keywords.length;
  return {
    importId,
    campaignId: plan.campaignId,
    count,
    at: attempt.at,
    message:
      `Import ${importId} started: ${count} keyword${count === 1 ? '' : 's'} for campaign ${plan.campaignId} (charged; ` +
      `keywords the campaign already tracks are skipped by the service). Follow its progress with ` +
      `SV_IMPORT_STATUS(${plan.campaignId}, ${importId}) / SV.IMPORT_STATUS(${plan.campaignId}, ${importId}).`,
  };
}

/** Rewrites the ledger after the answer; a store that fails now leaves the attempt recorded, which is the safe side. */
function* updateLedger(change: (entries: LedgerEntry[]) => LedgerEntry[]): Program<void> {
  try {
    const entries = parseLedger(yield* storeGet(LEDGER_STORE_KEY));
    yield* storePut(LEDGER_STORE_KEY, serialiseLedger(change(entries)));
  } catch {
    // The entry written before sending stays, and it blocks a silent resend.
  }
}

function importIdOf(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const record = Array.isArray(parsed) ? parsed[0] : parsed;
  const id = record && typeof record === 'object' ? (record as Record<string, unknown>).import_id : undefined;
  return plausibleImportId(id);
}

/** The ledger before anything is sent: a storage that cannot be read stops the action as one that cannot be written. */
function* readLedger(secrets: readonly string[]): Program<LedgerEntry[]> {
  try {
    return parseLedger(yield* storeGet(LEDGER_STORE_KEY));
  } catch (error) {
    throw ledgerUnavailable(error, secrets, 'read from');
  }
}

/**
 * Without its ledger entry the action has no safeguard against a resend, so it stops before sending. The host's
 * own words (Google's quota text, Office's) are kept, masked, after ours: they say which limit was hit.
 */
function ledgerUnavailable(
  error: unknown,
  secrets: readonly string[],
  stage: 'read from' | 'recorded in',
): LedgerUnavailableError {
  const said = error instanceof Error && error.message ? ` (${redact(error.message, secrets).slice(0, 200)})` : '';
  const what =
    stage === 'read from'
      ? 'the import ledger could not be read'
      : 'the import could not be recorded in the import ledger first';
  return new LedgerUnavailableError(
    `Nothing was sent: ${what}, because the add-in's storage is full or unavailable${said}. ` +
      'The ledger is what stops the same list being charged twice, so no import is sent without it. In Google Sheets, ' +
      "the spreadsheet's Document Properties are full: remove properties other scripts stored there. In Excel, the " +
      "add-in's storage is full: clear some of its data in the browser or Office, then try again.",
  );
}

/** A clear 4xx: the service refused the request, so nothing was imported. */
function refusal(outcome: HttpOutcome, apiRequest: ApiRequest, settings: ResolvedSettings): SvError {
  // Built with the token the request carried, so an answer echoing it is masked like any other error's.
  const error = errorFromOutcome(outcome, labelOf(apiRequest, settings), [settings.token]);
  const reason =
    error instanceof RateLimitError
      ? "The service's limit of 10 requests per second was hit (429). Wait a few seconds and add the keywords again."
      : error.message;
  return new InputError(`Nothing was imported: the service refused the import. ${reason}`, {
    status: outcome.status,
    details: error.details,
  });
}

function uncertainMessage(
  plan: ImportPlan,
  outcome: HttpOutcome,
  apiRequest: ApiRequest,
  settings: ResolvedSettings,
): string {
  let what: string;
  if (!isTransportFailure(outcome) && isRedirect(outcome)) {
    // A 303 may answer a POST that was carried out; other redirects usually mean it was not, but none says so.
    what = `the service answered with a redirect instead. ${redirectSentence(outcome as HttpResponse, labelOf(apiRequest, settings))} That answer does not say whether the import was carried out`;
  } else if (isTransportFailure(outcome)) {
    what = outcome.timedOut
      ? 'no answer arrived in time'
      : `the connection failed before an answer arrived (${redact(outcome.failure, [settings.token])})`;
  } else if (outcome.status >= 200 && outcome.status < 300) {
    what = `the service answered (${outcome.status}) without an import id it could use`;
  } else {
    const said = readErrorBody(outcome.body, [settings.token]).message;
    what = `the service failed with status ${outcome.status}${said ? ` "${said}"` : ''}`;
  }
  return (
    `The import of ${plan.keywords.length} keyword${plan.keywords.length === 1 ? '' : 's'} to campaign ${plan.campaignId} may have happened: ${what}. ` +
    'It was not sent again. Before trying again, check whether it arrived: the keywords appear in the campaign once ' +
    'processed (the preview SV_IMPORT_KEYWORDS marks them already tracked; SV_KEYWORDS lists them), and ' +
    'SV_IMPORT_STATUS / SV.IMPORT_STATUS shows an import by its id. This attempt is recorded, so sending the same list ' +
    'again asks for a second confirmation.'
  );
}

function describeEarlier(entry: LedgerEntry, campaignId: number): string {
  const when = `${entry.at.slice(0, 10)} ${entry.at.slice(11, 16)} UTC`;
  const what = `This list of ${entry.count} keyword${entry.count === 1 ? '' : 's'} was already sent to campaign ${campaignId} on ${when}`;
  switch (entry.state) {
    case 'done':
      return `${what} (import id ${entry.importId}). Sending it again is charged again: confirm the repeat to go ahead.`;
    case 'unknown':
      return `${what}, and the outcome is unknown (it may have been imported). Check the campaign or SV_IMPORT_STATUS first; confirm the repeat only if it did not arrive.`;
    default:
      return `${what}, and that attempt never recorded an answer (it may have been imported). Check the campaign first; confirm the repeat only if it did not arrive.`;
  }
}
