/**
 * Turns a parsed response body into normalised records. The live service usually answers a bare JSON array, older
 * descriptions show an object wrapping the array (`{data: [...]}`, `{results: [...]}`, ...), and some operations
 * answer one object. A single record is told apart from a wrapper by its fields: an object carrying any field the
 * record schema names is one record (a competition record holds one array too, `competitors`); otherwise an object
 * with exactly one array-valued property wraps the list.
 */
import { en } from 'zod/locales';
import type * as z from 'zod/mini';
// The core classes come by name: touching the `z.core` namespace at run time would pull all of zod into the bundles.
import { $ZodObject, $ZodOptional, $ZodPipe, safeParse } from 'zod/v4/core';
import { UnexpectedResponseError } from '../errors';
import { isPlainObject, type PlainObject } from './values';

/** Top-level field names a record schema declares, looking through preprocess/transform pipes. */
export function declaredFields(schema: z.core.$ZodType): ReadonlySet<string> {
  if (schema instanceof $ZodObject) return new Set(Object.keys(schema._zod.def.shape));
  if (schema instanceof $ZodPipe) {
    return new Set([...declaredFields(schema._zod.def.in), ...declaredFields(schema._zod.def.out)]);
  }
  if (schema instanceof $ZodOptional) return declaredFields(schema._zod.def.innerType);
  return new Set();
}

/**
 * Zod mini registers no locale, so issues would read only "Invalid input"; the English messages are passed with each
 * parse rather than set globally, so the core changes no configuration a host or another library shares.
 */
const englishIssues = en().localeError;

function kindOfValue(value: unknown): string {
  if (value === null) return 'an empty value (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a piece of text';
  return `a ${typeof value}`;
}

function unrecognised(what: string, detail: string): UnexpectedResponseError {
  return new UnexpectedResponseError(
    `The service sent ${what} in a shape this add-on does not recognise (${detail}). Try again later; if it keeps ` +
      'happening, the GET function shows the raw response.',
  );
}

/** The list of raw record objects a body carries, before any schema is applied. */
export function extractRecordObjects(body: unknown, what: string, fields: ReadonlySet<string>): PlainObject[] {
  let items: unknown[];
  if (Array.isArray(body)) {
    items = body;
  } else if (isPlainObject(body)) {
    const keys = Object.keys(body);
    const arrayKeys = keys.filter((key) => Array.isArray(body[key]));
    if (keys.length === 0) {
      items = [];
    } else if (keys.some((key) => fields.has(key))) {
      items = [body];
    } else if (arrayKeys.length === 1 && arrayKeys[0] !== undefined) {
      items = body[arrayKeys[0]] as unknown[];
    } else {
      const detail =
        arrayKeys.length === 0
          ? `an object with ${keys.slice(0, 5).join(', ')} and none of the expected fields`
          : `an object holding ${arrayKeys.length} lists: ${arrayKeys.join(', ')}`;
      throw unrecognised(what, detail);
    }
  } else {
    throw unrecognised(what, `expected a list of records, got ${kindOfValue(body)}`);
  }
  return items.map((item, index) => {
    if (!isPlainObject(item)) throw unrecognised(what, `item ${index + 1} is ${kindOfValue(item)}, not a record`);
    return item;
  });
}

/** Applies a record schema to one raw record, with an analyst-readable error when it cannot. */
export function parseRecord<T>(schema: z.core.$ZodType<T>, record: unknown, what: string, position = 1): T {
  const result = safeParse(schema, record, { error: englishIssues });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.map(String).join('.')}` : '';
  throw unrecognised(what, `record ${position}${where}: ${issue?.message ?? 'unreadable'}`);
}

/**
 * Normalised records from a parsed response body: a bare array, an object wrapping one array, or one record object.
 * `what` names the data in an analyst's words for error messages ("keyword data").
 */
export function parseRecords<T>(schema: z.core.$ZodType<T>, body: unknown, what: string): T[] {
  return extractRecordObjects(body, what, declaredFields(schema)).map((record, index) =>
    parseRecord(schema, record, what, index + 1),
  );
}
