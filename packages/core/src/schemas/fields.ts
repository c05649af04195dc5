/**
 * Zod building blocks for loose record schemas. Every field is optional and never rejects a record: unknown fields
 * pass through, scalars are coerced (see values.ts), and a nested part of the wrong shape counts as missing. PHP
 * services send `[]` for an empty object, so an array where an object belongs is read as "no data".
 */
import * as z from 'zod/mini';
import {
  isPlainObject,
  listItems,
  toDateText,
  toFeatureCode,
  toFlag,
  toIdentifier,
  toNumberOrText,
  toText,
} from './values';

export const numberField = () => z.optional(z.pipe(z.unknown(), z.transform(toNumberOrText)));

export const idField = () => z.optional(z.pipe(z.unknown(), z.transform(toIdentifier)));

export const textField = () => z.optional(z.pipe(z.unknown(), z.transform(toText)));

export const flagField = () => z.optional(z.pipe(z.unknown(), z.transform(toFlag)));

export const dateField = () => z.optional(z.pipe(z.unknown(), z.transform(toDateText)));

export const featureCodeField = () => z.optional(z.pipe(z.unknown(), z.transform(toFeatureCode)));

/** Comma-separated text (the documented form) or an array, rewritten as comma-separated text with `separator`. */
export const commaListField = (separator: string, rename: (item: string) => string = (item) => item) =>
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => {
        // The usual cell, empty or one item, as listItems would read it, without building lists to join.
        if (typeof value === 'string' && !value.includes(',')) {
          const item = value.trim();
          return item === '' ? '' : rename(item);
        }
        return listItems(value)?.map(rename).join(separator);
      }),
    ),
  );

/** An object as it is; anything else reads as missing (named, so that generated readers test it inline). */
export const objectOrMissing = (value: unknown) => (isPlainObject(value) ? value : undefined);

/** A nested object; anything that is not an object (null, `[]`, a stray text) reads as missing. */
export const section = <Shape extends z.core.$ZodShape>(shape: Shape) =>
  z.pipe(z.transform(objectOrMissing), z.optional(z.looseObject(shape)));

/**
 * An array of objects. Items that are not objects are dropped; with `single`, one bare object is read as a list of
 * one (older descriptions send one `{date, rank}` where newer ones send a list); with `bareItem`, a bare scalar item
 * is read as the object it abbreviates (a SERP feature sent as just its code).
 */
export const objectList = <Shape extends z.core.$ZodShape>(
  shape: Shape,
  options: { single?: boolean; bareItem?: (value: string | number) => Record<string, unknown> } = {},
) =>
  z.pipe(
    z.transform((value) => {
      if (isPlainObject(value)) return options.single ? [value] : undefined;
      if (!Array.isArray(value)) return undefined;
      // Lists of records only, the usual case, are passed on as they are: the array schema after this copies them.
      if (allPlainObjects(value)) return value;
      const { bareItem } = options;
      const items: Record<string, unknown>[] = [];
      for (const item of value) {
        const read = bareItem && (typeof item === 'string' || typeof item === 'number') ? bareItem(item) : item;
        if (isPlainObject(read)) items.push(read);
      }
      return items;
    }),
    z.optional(z.array(z.looseObject(shape))),
  );

function allPlainObjects(items: readonly unknown[]): boolean {
  for (let i = 0; i < items.length; i += 1) if (!isPlainObject(items[i])) return false;
  return true;
}

/** Months of `monthly_searches`, shared by keyword and domain records. */
export const monthlySearchesField = () =>
  objectList({
    month: textField(),
    year: idField(),
    search_volume: numberField(),
  });
