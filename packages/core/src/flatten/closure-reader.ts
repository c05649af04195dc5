/** The record reader as closures: what runs where a runtime forbids generating code (see generated-reader.ts). */
import { ABSENT, type CompiledNode, FAIL, type ListOpening, type ObjectOpening } from '../schemas/compile-schema';
import { isPlainObject } from '../schemas/values';
import {
  type Compilation,
  type Fill,
  isListOfRecords,
  type PathTrie,
  slotsUnder,
  takeInPlace,
  valueAtKeys,
} from './reader-plan';

function inPlaceFill(listing: ListOpening, listed: readonly number[]): Fill {
  const before = listing.before;
  return (value, slots) => {
    const list = before(value);
    if (list === FAIL || (list !== ABSENT && !isListOfRecords(list))) return false;
    for (const slot of listed) slots[slot] = list === ABSENT ? undefined : list;
    return true;
  };
}

function clearer(trie: PathTrie): (slots: unknown[]) => void {
  const all = slotsUnder(trie).map(([slot]) => slot);
  return (slots) => {
    for (let i = 0; i < all.length; i += 1) slots[all[i] as number] = undefined;
  };
}

/** Parses the whole value, then reads every slot under it by walking the parsed value. */
function valueFill(run: (value: unknown) => unknown, trie: PathTrie): Fill {
  const reads = slotsUnder(trie);
  return (value, slots) => {
    const parsed = run(value);
    if (parsed === FAIL) return false;
    for (let i = 0; i < reads.length; i += 1) {
      const [slot, keys] = reads[i] as [number, string[]];
      slots[slot] = keys.length === 0 ? parsed : valueAtKeys(parsed, keys);
    }
    return true;
  };
}

export function nodeFill(node: CompiledNode, trie: PathTrie, compilation: Compilation): Fill {
  const inPlace = takeInPlace(node, trie, compilation);
  if (inPlace) {
    const listFill = inPlaceFill(inPlace.listing, inPlace.listed);
    if (!inPlace.rest) return listFill;
    const restFill = nodeFill(node, inPlace.rest, compilation);
    return (value, slots) => listFill(value, slots) && restFill(value, slots);
  }
  if (trie.ends.length > 0 || !node.opening) return valueFill(node.run, trie);
  return objectFill(node.opening, trie, compilation);
}

interface FieldRead {
  key: string;
  fill: Fill;
  clear: (slots: unknown[]) => void;
  omittable: boolean;
  required: boolean;
}

interface FieldCheck {
  key: string;
  run: (value: unknown) => unknown;
  canFail: boolean;
  omittable: boolean;
  required: boolean;
}

function objectFill(opening: ObjectOpening, trie: PathTrie, compilation: Compilation): Fill {
  const { before, fields, others } = opening;
  const clearAll = clearer(trie);
  const reads: FieldRead[] = [];
  for (const [key, child] of trie.children) {
    const field = fields.get(key);
    if (field) {
      const { omittable, required } = field;
      reads.push({ key, fill: nodeFill(field.node, child, compilation), clear: clearer(child), omittable, required });
    } else if (others === 'pass' && key !== '__proto__') {
      reads.push({
        key,
        fill: valueFill((value) => value, child),
        clear: clearer(child),
        omittable: false,
        required: false,
      });
    } else {
      const clear = clearer(child);
      const fill: Fill = (_value, slots) => {
        clear(slots);
        return true;
      };
      reads.push({ key, fill, clear, omittable: false, required: false });
    }
  }
  const checks: FieldCheck[] = [];
  for (const [key, field] of fields) {
    if (trie.children.has(key) || !(field.node.canFail || field.required)) continue;
    const { omittable, required } = field;
    checks.push({ key, run: field.node.run, canFail: field.node.canFail, omittable, required });
  }
  return (value, slots) => {
    const object = before(value);
    if (object === FAIL) return false;
    if (object === ABSENT) {
      clearAll(slots);
      return true;
    }
    if (!isPlainObject(object)) return false;
    for (let i = 0; i < reads.length; i += 1) {
      const read = reads[i] as FieldRead;
      if (!(read.key in object)) {
        if (read.required) return false;
        if (read.omittable) {
          read.clear(slots);
          continue;
        }
      }
      if (!read.fill(object[read.key], slots)) return false;
    }
    for (let i = 0; i < checks.length; i += 1) {
      const check = checks[i] as FieldCheck;
      if (!(check.key in object)) {
        if (check.required) return false;
        if (check.omittable) continue;
      }
      if (check.canFail && check.run(object[check.key]) === FAIL) return false;
    }
    if (others === 'refuse') {
      for (const key in object) if (!fields.has(key)) return false;
    }
    return true;
  };
}
