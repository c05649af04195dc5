import { send } from '../../../engine/send';
import type { Session } from '../../../engine/session';
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
  'TRUE (or "yes") to add the keywords; they are charged to your account. Anything else sends nothing.';

function requireConfirmation(args: Args): void {
  if (args.confirm !== true) {
    throw new InputError(
      'confirm: IMPORT_KEYWORDS adds keywords to the campaign and they are charged to your account. Set confirm to TRUE (or "yes") to go ahead; nothing was sent.',
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
  help: 'Adds keywords to a campaign (they are charged) and returns the import id; needs confirm set to TRUE.',
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
    { name: 'confirm', type: 'boolean', optional: false, help: CONFIRM_HELP },
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
  validate(args) {
    requireConfirmation(args);
    const keywords = args.keywords as string[];
    if (keywords.length === 0) throw new InputError('keywords: the list is empty. Give at least one keyword.');
  },
  *run(args: Args, ctx: CallContext) {
    const body = yield* send(oneShot(ctx.session), {
      api: '3.0',
      method: 'POST',
      path: '/rank-tracker/v3.0/keywords/import',
      json: {
        campaign_id: args.campaign_id as number,
        keywords: (args.keywords as string[]).join(','),
        ...(commaList(args.group_ids) === undefined ? {} : { group_ids: commaList(args.group_ids) }),
      },
      operation: importLayout.what,
    });
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
