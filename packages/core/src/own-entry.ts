const isOwn = Object.prototype.hasOwnProperty;

/**
 * A table's entry for a key that comes from outside (a field the service sent, a word typed by the user): only the
 * table's own keys count, so "constructor", "toString" or "__proto__" find nothing instead of what every object
 * inherits. Object.hasOwn is left out for older runtimes (Apps Script).
 */
export function ownEntry<T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return table !== undefined && isOwn.call(table, key) ? table[key] : undefined;
}
