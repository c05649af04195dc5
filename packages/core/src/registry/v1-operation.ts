import type { OptionSpec } from '../args';
import { type ApiRequest, labelOf, type QueryValue } from '../engine/api-request';
import { type Paging, readAllPages } from '../engine/paging';
import { UnexpectedResponseError } from '../errors';
import { flatten, flattenGeneric, type Layout, selectColumns } from '../flatten';
import { redact } from '../redact';
import { errorFromOutcome } from '../response-errors';
import { declaredFields, extractRecordObjects, isPlainObject } from '../schemas';
import type { ResolvedSettings } from '../settings';
import type { Table } from '../table';
import { type OptionValues, optionsOf } from './common-options';
import { argumentNamesOf, listParamNames } from './list-params';
import type { Args, FunctionDef, ParamDef } from './types';

/**
 * A spreadsheet function reading one operation of interface 1.2 into a table. Like `operationFunction`, with what 1.2
 * needs besides: paging chosen by the options (keyword_groups pages by 10 when it loads keyword ids), answers whose
 * records are not a list (objects keyed by date or by landing page), a page floor (ranks pages hold 100 to 1000
 * keywords), and 1.2 error bodies `{code, message, fields}` that arrive with a success status.
 */

export interface V1OperationSpec {
  name: string;
  help: string;
  params: readonly ParamDef[];
  options?: OptionSpec;
  /** Analyst words for the data, used in messages; defaults to the layout's. */
  what?: string;
  /** The path below the 1.2 base, built with `v1Path` so every segment is encoded. */
  path: (args: Args) => string;
  query?: (args: Args, options: OptionValues) => Record<string, QueryValue>;
  paging: Paging | ((options: OptionValues) => Paging);
  /** Fixed columns; without it the answer is flattened generically (its shape is not documented). */
  layout?: Layout;
  /** Row and column description when there is no layout. */
  result?: string;
  /** Records of an answer whose shape is not a list of records; undefined falls back to the usual reading. */
  records?: (body: unknown) => unknown[] | undefined;
  /** The smallest page the operation accepts: a smaller `limit` option is asked for as this and cut afterwards. */
  minPageSize?: number;
  validate?: FunctionDef['validate'];
}

export function v1Operation(spec: V1OperationSpec): FunctionDef {
  const layout = spec.layout;
  const what = spec.what ?? layout?.what ?? spec.name.toLowerCase().replace(/_/g, ' ');
  const fields = layout ? declaredFields(layout.schema) : new Set<string>();
  const lists = listParamNames(spec.params, spec.options);
  return {
    name: spec.name,
    help: spec.help,
    result: layout
      ? layout.help
      : (spec.result ?? 'One row per record of the answer; nested fields become dotted columns.'),
    params: spec.params,
    options: spec.options,
    api: '1.2',
    paging: typeof spec.paging === 'function' ? spec.paging({}) : spec.paging,
    validate(args, coerce) {
      const options = optionsOf(args);
      // With fixed columns a wrong column name is refused before anything is sent.
      if (layout && Array.isArray(options.columns)) selectColumns(emptyTable(layout), options.columns as string[]);
      spec.validate?.(args, coerce);
    },
    *run(args, ctx) {
      const options = optionsOf(args);
      const paging = typeof spec.paging === 'function' ? spec.paging(options) : spec.paging;
      const request: ApiRequest = {
        api: '1.2',
        path: spec.path(args),
        query: spec.query?.(args, options) ?? {},
        operation: what,
        lists,
      };
      request.argumentNames = argumentNamesOf(request.query ?? {}, { ...args, ...options });
      const limit = typeof options.limit === 'number' ? options.limit : undefined;
      const generic = !layout && paging.kind === 'none';
      const records = yield* readAllPages(ctx.session, {
        request,
        paging,
        rows(body) {
          refuseErrorBody(body, request, ctx.session.settings);
          if (generic) return [body];
          return spec.records?.(body) ?? extractRecordObjects(body, what, fields);
        },
        rowLimit: limit === undefined ? undefined : roundUp(limit, spec.minPageSize),
      });
      const kept = limit === undefined ? records : records.slice(0, limit);
      if (layout) return flatten(kept, layout);
      return flattenGeneric(generic ? kept[0] : kept);
    },
  };
}

/** A limit the operation accepts: at least its smallest page, in whole steps of it so every later page is one too. */
function roundUp(limit: number, step: number | undefined): number {
  return step === undefined ? limit : Math.ceil(limit / step) * step;
}

const ERROR_KEYS = new Set(['code', 'message', 'fields', 'status', 'error']);

/**
 * A 1.2 error body (or a bare `{message}`) sent with a success status is still no data: it is shown with the service's
 * message and fields as if it had come with its code as the status; without an HTTP error code, the message is
 * reported as it is.
 */
function refuseErrorBody(body: unknown, request: ApiRequest, settings: ResolvedSettings): void {
  if (!isPlainObject(body) || typeof body.message !== 'string') return;
  if (!Object.keys(body).every((key) => ERROR_KEYS.has(key))) return;
  const code = Number(body.code);
  const label = labelOf(request, settings);
  if (Number.isInteger(code) && code >= 400 && code <= 599) {
    throw errorFromOutcome({ status: code, headers: {}, body: JSON.stringify(body) }, label, [settings.token]);
  }
  const fields = typeof body.fields === 'string' && body.fields.trim() !== '' ? ` (${body.fields})` : '';
  throw new UnexpectedResponseError(
    `The service answered ${label.operation} with the message "${redact(body.message, [settings.token])}"${redact(fields, [settings.token])} instead of data. Check the function arguments; if they are right, try again later.`,
  );
}

function emptyTable(layout: Layout): Table {
  return { columns: layout.columns.map(({ header, kind }) => ({ header, kind })), rows: [] };
}

/** Builds a 1.2 path from its segments, each encoded on its own so a value can never add a segment or a query. */
export function v1Path(...segments: readonly (string | number)[]): string {
  return segments.map((segment) => `/${encodeURIComponent(String(segment))}`).join('');
}
