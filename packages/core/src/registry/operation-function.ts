import type { OptionSpec } from '../args';
import type { ApiRequest, QueryValue } from '../engine/api-request';
import type { Paging } from '../engine/paging';
import { readAllPages } from '../engine/paging';
import { emptyTable, flatten, flattenGeneric, type Layout, selectColumns } from '../flatten';
import { declaredFields, extractRecordObjects } from '../schemas';
import { type OptionValues, optionsOf } from './common-options';
import { argumentNamesOf, listParamNames, splittableList } from './list-params';
import type { Args, FunctionDef, ParamDef } from './types';

/** A spreadsheet function that reads one operation of the service into a table. */
export interface OperationSpec {
  name: string;
  help: string;
  api: '3.0' | '1.2';
  params: readonly ParamDef[];
  options?: OptionSpec;
  /** Analyst words for the data, used in messages; defaults to the layout's. */
  what?: string;
  path: string | ((args: Args) => string);
  query?: (args: Args, options: OptionValues) => Record<string, QueryValue>;
  paging: Paging;
  /** Fixed columns; without it the response is flattened generically (its shape is not documented). */
  layout?: Layout;
  /** Row and column description when there is no layout. */
  result?: string;
  validate?: FunctionDef['validate'];
}

export function operationFunction(spec: OperationSpec): FunctionDef {
  const layout = spec.layout;
  const what = spec.what ?? layout?.what ?? spec.name.toLowerCase().replace(/_/g, ' ');
  const fields = layout ? declaredFields(layout.schema) : new Set<string>();
  const lists = listParamNames(spec.params, spec.options);
  const splitList = splittableList(spec.options, fields);
  return {
    name: spec.name,
    help: spec.help,
    result: layout
      ? layout.help
      : (spec.result ?? 'One row per record of the answer; nested fields become dotted columns.'),
    params: spec.params,
    options: spec.options,
    api: spec.api,
    paging: spec.paging,
    validate(args, coerce) {
      const options = optionsOf(args);
      // With fixed columns a wrong column name is refused before anything is sent.
      if (layout && Array.isArray(options.columns)) selectColumns(emptyTable(layout), options.columns as string[]);
      spec.validate?.(args, coerce);
    },
    *run(args, ctx) {
      const options = optionsOf(args);
      const request: ApiRequest = {
        api: spec.api,
        path: typeof spec.path === 'function' ? spec.path(args) : spec.path,
        query: spec.query?.(args, options) ?? {},
        operation: what,
        lists,
        splitList,
      };
      request.argumentNames = argumentNamesOf(request.query ?? {}, { ...args, ...options });
      const records = yield* readAllPages(ctx.session, {
        request,
        paging: spec.paging,
        rows: (body) => (layout || spec.paging.kind !== 'none' ? extractRecordObjects(body, what, fields) : [body]),
        rowLimit: typeof options.limit === 'number' ? options.limit : undefined,
      });
      if (layout) return flatten(records, layout);
      return flattenGeneric(spec.paging.kind === 'none' ? records[0] : records);
    },
  };
}
