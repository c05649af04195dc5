import * as z from 'zod/mini';
import { describeUnexpected, isPlainObject, type PlainObject, toIdentifier, toText } from '../schemas/values';

/**
 * Pieces shared by the interface 1.2 layouts: columns named by their own field (not prefixed by the unrolled list),
 * and readers for the 1.2 values that are lists where a cell wants text.
 */

/** 1.2 writes dates as `YYYY-MM-DD`; the description also mentions `YY-mm-dd`. */
const DATE_KEY = /^(\d{4}|\d{2})-\d{2}-\d{2}$/;

export function isDateKey(key: string): boolean {
  return DATE_KEY.test(key.trim());
}

/** The first present value among `names` in an object. */
export function firstOf(source: PlainObject, names: readonly string[]): unknown {
  for (const name of names) {
    const value = source[name];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

const TEXT_FIELDS = ['text', 'title', 'description', 'note', 'annotation', 'name', 'message'];

function annotationText(value: unknown): string | undefined {
  if (isPlainObject(value)) return toText(firstOf(value, TEXT_FIELDS)) ?? describeUnexpected(value);
  return toText(value);
}

/**
 * Annotations of a visibility graph as one cell: texts joined by "; ". The shape is not described: a text, a list of
 * texts, or objects carrying a text-like field are read; anything else stays visible as compact JSON.
 */
export const annotationsField = () =>
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => {
        const items = Array.isArray(value) ? value : [value];
        const texts = items
          .map(annotationText)
          .filter((text): text is string => text !== undefined && text.trim() !== '');
        return texts.length > 0 ? texts.join('; ') : undefined;
      }),
    ),
  );

function keywordId(item: unknown): string | undefined {
  if (!isPlainObject(item)) return toText(toIdentifier(item));
  const named = firstOf(item, ['id', 'keyword_id', 'kid']);
  if (named !== undefined) return toText(toIdentifier(named));
  const scalar = Object.values(item).find((value) => typeof value === 'number' || typeof value === 'string');
  return toText(toIdentifier(scalar));
}

/** A list (or one item, or text already joined) as the text of its items, `separator`-joined; empty items left out. */
const joinedListField = (itemText: (item: unknown) => string | undefined, separator: string) =>
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => {
        if (value === null || value === undefined) return undefined;
        if (typeof value === 'string') return value;
        const items = Array.isArray(value) ? value : [value];
        return items
          .map(itemText)
          .filter((text): text is string => text !== undefined && text !== '')
          .join(separator);
      }),
    ),
  );

/**
 * Keyword ids of a group (present with load_keyword_ids) as comma-separated text. The description shows plain
 * integers, the interface text "keyword id objects": both are read.
 */
export const keywordIdsField = () => joinedListField(keywordId, ',');

/** Keyword names of a list of keyword objects (or texts) as comma-separated text. */
export const keywordNamesField = () =>
  joinedListField((item) => (isPlainObject(item) ? toText(firstOf(item, ['name', 'keyword'])) : toText(item)), ', ');
