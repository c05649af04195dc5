import type { ApiRequest } from '../engine/api-request';
import { readAllPages } from '../engine/paging';
import { flattenGeneric, genericRecords } from '../flatten';
import { optionsOf } from './common-options';
import { listParamNames } from './list-params';
import { type OperationSpec, operationFunction } from './operation-function';
import type { FunctionDef } from './types';

/**
 * A paged operation whose answer shape is only a guess: every page is read, and whatever the records are (objects,
 * or bare names), they are flattened generically rather than refused.
 */
export function genericListFunction(spec: Omit<OperationSpec, 'layout'>): FunctionDef {
  const base = operationFunction(spec);
  const what = spec.what ?? spec.name.toLowerCase().replace(/_/g, ' ');
  return {
    ...base,
    *run(args, ctx) {
      const options = optionsOf(args);
      const request: ApiRequest = {
        api: spec.api,
        path: typeof spec.path === 'function' ? spec.path(args) : spec.path,
        query: spec.query?.(args, options) ?? {},
        operation: what,
        lists: listParamNames(spec.params, spec.options),
      };
      const records = yield* readAllPages(ctx.session, {
        request,
        paging: spec.paging,
        rows: genericRecords,
        rowLimit: typeof options.limit === 'number' ? options.limit : undefined,
      });
      return flattenGeneric(records);
    },
  };
}
