import type { OptionSpec } from '../args';
import type { QueryValue } from '../engine/api-request';
import type { ParamDef } from './types';

/** The query parameter whose id list may be split over several requests when the URL would be too long. */
const SPLITTABLE_LIST = 'keyword_ids';

/** Names of the arguments and options that hold comma lists: an over-long URL is then explained in items. */
export function listParamNames(params: readonly ParamDef[], options: OptionSpec | undefined): string[] {
  const names = params.filter((param) => param.type === 'list').map((param) => param.name);
  for (const [name, definition] of Object.entries(options ?? {})) if (definition.type === 'list') names.push(name);
  return names;
}

/**
 * `keyword_ids` may be split when every record of the answer belongs to one keyword (its schema has a top-level
 * `keyword_id`): the rows of the parts together are then the rows of the whole list. Answers that sum over the
 * keywords (share of voice, daily visibility) or group them (ranking pages) cannot be split; an over-long list is
 * refused there instead.
 */
export function splittableList(options: OptionSpec | undefined, recordFields: ReadonlySet<string>): string | undefined {
  return options?.[SPLITTABLE_LIST]?.type === 'list' && recordFields.has('keyword_id') ? SPLITTABLE_LIST : undefined;
}

/**
 * For query parameters the service names differently from the argument the user typed (`keyword_name` for
 * `keyword`), the argument's name, found by value: messages about the request then name what the user typed.
 */
export function argumentNamesOf(
  query: Record<string, QueryValue>,
  values: Record<string, unknown>,
): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || key in values) continue;
    const text = String(value);
    const match = Object.entries(values).find(
      ([, given]) => given !== undefined && (Array.isArray(given) ? given.join(',') : String(given)) === text,
    );
    if (match) names[key] = match[0];
  }
  return names;
}
