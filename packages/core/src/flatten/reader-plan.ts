/** The plan a record reader is compiled from: the column paths as a tree, and the lists to read in place. */
import type { CompiledNode } from '../schemas/compile-schema';
import { itemFieldReader } from '../schemas/item-field-reader';
import { isPlainObject } from '../schemas/values';

/** Fills the slots under one node from that node's raw value; false when the schema would refuse the value. */
export type Fill = (value: unknown, slots: unknown[]) => boolean;

/** Reads one field of an item of a list slot (see `RecordReader.itemFields`). */
export type ItemFieldRead = (item: Record<string, unknown>) => unknown;

/** The reader of a named field of a list's items, asked for once per key when a cell format is built. */
export type ItemFieldReaders = (key: string) => ItemFieldRead;

export interface Compilation {
  /** Slots that may be filled in place when their node is a list of items that can be read in place. */
  inPlace: ReadonlySet<number>;
  itemFields: Map<number, ItemFieldReaders>;
}

export interface PathTrie {
  /** Slots whose path ends here. */
  ends: number[];
  children: Map<string, PathTrie>;
}

/** The value at `keys` below `source`, where every step must be a plain object (as a dotted path is read). */
export function valueAtKeys(source: unknown, keys: readonly string[]): unknown {
  let current = source;
  for (let i = 0; i < keys.length; i += 1) {
    if (!isPlainObject(current)) return undefined;
    current = current[keys[i] as string];
  }
  return current;
}

export function splitPath(path: string): string[] {
  return path === '' ? [] : path.split('.');
}

export function trieOf(paths: readonly (readonly string[])[]): PathTrie {
  const root: PathTrie = { ends: [], children: new Map() };
  paths.forEach((keys, slot) => {
    let node = root;
    for (const key of keys) {
      let child = node.children.get(key);
      if (!child) {
        child = { ends: [], children: new Map() };
        node.children.set(key, child);
      }
      node = child;
    }
    node.ends.push(slot);
  });
  return root;
}

/** Every slot under a trie node, with the keys that remain below the node. */
export function slotsUnder(
  trie: PathTrie,
  prefix: string[] = [],
  out: [number, string[]][] = [],
): [number, string[]][] {
  for (const slot of trie.ends) out.push([slot, prefix]);
  for (const [key, child] of trie.children) slotsUnder(child, [...prefix, key], out);
  return out;
}

/** A list read in place is acceptable when it is absent, or a list of records (what the item schema requires). */
export function isListOfRecords(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i += 1) if (!isPlainObject(value[i])) return false;
  return true;
}

/** The slots at this node to fill in place, registering how their items' fields are read; the other slots stay. */
export function takeInPlace(node: CompiledNode, trie: PathTrie, compilation: Compilation) {
  const listing = node.listing;
  const listed = listing ? trie.ends.filter((slot) => compilation.inPlace.has(slot)) : [];
  if (!listing || listed.length === 0) return undefined;
  const reader = itemFieldReader(listing.item);
  for (const slot of listed) compilation.itemFields.set(slot, reader);
  const rest: PathTrie = { ends: trie.ends.filter((slot) => !listed.includes(slot)), children: trie.children };
  return { listing, listed, rest: rest.ends.length > 0 || rest.children.size > 0 ? rest : undefined };
}
