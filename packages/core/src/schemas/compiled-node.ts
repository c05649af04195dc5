/** The compiled form of a record schema: what a node computes and how its parts can be read (see compile-schema.ts). */

/** What a compiled function returns where zod would have reported an issue. */
export const FAIL: unique symbol = Symbol('fail');

/** A compiled parse: the normalised value, or `FAIL`. */
export type Run = (value: unknown) => unknown;

/** How an object property takes part in its object's output (zod's optin/optout). */
export interface CompiledField {
  node: CompiledNode;
  /** Absent keys contribute nothing and are not parsed (optional in and out). */
  omittable: boolean;
  /** An absent key is an issue (the schema does not accept `undefined` as input). */
  required: boolean;
}

/**
 * One step in front of an object or a list, for generated code to write out: a parse (returning `FAIL` only where
 * `canFail`), or an optional gate, which passes `undefined` on as `ABSENT` and stops there.
 */
export type Step = { run: Run; canFail: boolean } | 'gate';

/** An object node reached through the transforms and optional gates in front of it. */
export interface ObjectOpening {
  /** Applies the steps before the object; returns `ABSENT` when an optional gate let `undefined` through. */
  before: Run;
  /** The same steps one by one, first first (none where `before` is `identity`). */
  steps: readonly Step[];
  fields: ReadonlyMap<string, CompiledField>;
  /** Keys the shape does not name: passed through (loose), dropped (strip) or refused (strict). */
  others: 'pass' | 'strip' | 'refuse';
}

export interface CompiledNode {
  run: Run;
  /** Whether parsing may report an issue for some input; false only when it provably cannot. */
  canFail: boolean;
  /** Present when the node's output is an object whose fields can be read one by one. */
  opening?: ObjectOpening;
  /** For an optional node, the node it makes optional: generated code calls its run directly. */
  optionalOf?: CompiledNode;
  /** Present when the node's output is a list of objects whose fields can be read item by item without copying. */
  listing?: ListOpening;
}

/**
 * A list of objects reached through the steps in front of it, whose items can be read in place: their fields never
 * fail and may be absent, and no key is refused, so a field's parsed value is its parse of the raw item's value.
 */
export interface ListOpening {
  /** Applies the steps before the list; returns `ABSENT` when an optional gate let `undefined` through. */
  before: Run;
  /** The same steps one by one, first first (none where `before` is `identity`). */
  steps: readonly Step[];
  item: ObjectOpening;
}

/** What `ObjectOpening.before` returns when an optional gate passed `undefined` on without parsing further. */
export const ABSENT: unique symbol = Symbol('absent');

/** The run of nodes that pass their input on unchanged; compared by reference to skip them. */
export const identity: Run = (value) => value;
