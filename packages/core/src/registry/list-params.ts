import type { OptionSpec } from '../args';
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
