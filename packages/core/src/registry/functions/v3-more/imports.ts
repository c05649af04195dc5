import type { CoerceContext } from '../../../args';
import { type ApiRequest, toHttpRequest } from '../../../engine/api-request';
import { cacheKey } from '../../../engine/cache-key';
import { cacheGet, cachePut } from '../../../engine/effects';
import { send } from '../../../engine/send';
import type { Session } from '../../../engine/session';
import { MAX_CACHE_TTL_SECONDS } from '../../../engine/session';
import { InputError } from '../../../errors';
import { flatten } from '../../../flatten';
import { importLayout, importStatusLayout } from '../../../flatten/layouts/more';
import { declaredFields, extractRecordObjects } from '../../../schemas';
import { commaList, TABLE_OPTIONS } from '../../common-options';
import { operationFunction } from '../../operation-function';
import { CAMPAIGN_ID, OPTIONS } from '../../params';
import type { Args, CallContext, FunctionDef } from '../../types';

/** Imports and their status are never served from the cache, so `cache_minutes` is not offered. */
const IMPORT_OPTIONS = { columns: TABLE_OPTIONS.columns, headers: TABLE_OPTIONS.headers };

const CONFIRM_HELP =
  "Today's date, typed as YYYY-MM-DD text or a date value (not TODAY()), to confirm: the keywords are charged to your account. On any other day the formula sends nothing, so recalculating it later never imports again.";

/**
 * Spreadsheets recalculate formulas on open and at other times they choose, so a formula that charges must not act
 * again on its own: it only acts on the day typed into confirm.
 */
function requireConfirmation(args: Args, coerce: CoerceContext): void {
  const today = coerce.today();
  if (args.confirm !== today) {
    throw new InputError(
      `confirm: IMPORT_KEYWORDS adds keywords to the campaign and they are charged to your account. Type today's date (${today}) as confirm to go ahead; nothing was sent.`,
    );
  }
}

/**
 * A call that must reach the service exactly once: no cache, and no resending after a failure that may have reached
 * it (a 5xx or a lost connection could hide a completed import, and a second one is charged again). A 429 was
 * refused before any work, so it is still retried.
 */
function oneShot(session: Session): Session {
  return { ...session, cache: null, retry: { ...session.retry, transientAttempts: 1 } };
}

export const IMPORT_KEYWORDS: FunctionDef = {
  name: 'IMPORT_KEYWORDS',
  help: "Adds keywords to a campaign (they are charged) and returns the import id; needs today's date as confirm.",
  result: importLayout.help,
  api: '3.0',
  params: [
    CAMPAIGN_ID,
    {
      name: 'keywords',
      type: 'list',
      items: 'text',
      optional: false,
      help: 'The keywords to add: comma, semicolon or line separated text, or a range with one keyword per cell.',
    },
    { name: 'confirm', type: 'date', optional: false, help: CONFIRM_HELP },
    {
      name: 'group_ids',
      type: 'list',
      items: 'id',
      optional: true,
      help: 'Groups to add the keywords to: group ids as comma text or a range. Default: a new group named API-import-<date>.',
    },
    OPTIONS,
  ],
  options: IMPORT_OPTIONS,
  validate(args, coerce) {
    requireConfirmation(args, coerce);
    const keywords = args.keywords as string[];
    if (keywords.length === 0) throw new InputError('keywords: the list is empty. Give at least one keyword.');
  },
  *run(args: Args, ctx: CallContext) {
    const request: ApiRequest = {
      api: '3.0',
      method: 'POST',
      path: '/rank-tracker/v3.0/keywords/import',
      json: {
        campaign_id: args.campaign_id as number,
        keywords: (args.keywords as string[]).join(','),
        ...(commaList(args.group_ids) === undefined ? {} : { group_ids: commaList(args.group_ids) }),
      },
      operation: importLayout.what,
    };
    // The same import recalculated the same day answers the import id it got, instead of charging again.
    const key = cacheKey(toHttpRequest(request, ctx.session.settings), `import-${args.confirm as string}`);
    const [earlier] = yield* cacheGet([key]);
    let body: unknown;
    if (typeof earlier === 'string') {
      body = JSON.parse(earlier);
    } else {
      body = yield* send(oneShot(ctx.session), request);
      yield* cachePut([{ key, value: JSON.stringify(body), ttlSeconds: MAX_CACHE_TTL_SECONDS }]);
    }
    return flatten(extractRecordObjects(body, importLayout.what, declaredFields(importLayout.schema)), importLayout);
  },
};

const statusFunction = operationFunction({
  name: 'IMPORT_STATUS',
  help: 'Progress of a keyword import started with SV_IMPORT_KEYWORDS: start and end time, keywords imported and pending.',
  api: '3.0',
  params: [
    CAMPAIGN_ID,
    {
      name: 'import_id',
      type: 'id',
      optional: false,
      help: 'Import id, a number returned by SV_IMPORT_KEYWORDS / SV.IMPORT_KEYWORDS.',
    },
    OPTIONS,
  ],
  options: IMPORT_OPTIONS,
  path: '/rank-tracker/v3.0/keywords/import-status',
  query: (args) => ({ import_id: args.import_id as number, campaign_id: args.campaign_id as number }),
  paging: { kind: 'none' },
  layout: importStatusLayout,
});

/** Status changes by the minute, so it is always asked afresh. */
export const IMPORT_STATUS: FunctionDef = {
  ...statusFunction,
  run: (args, ctx) => statusFunction.run(args, { ...ctx, session: { ...ctx.session, cache: null } }),
};
