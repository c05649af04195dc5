/**
 * Column names of a table whose fields are not known in advance. A field's name is its path, names joined by dots;
 * joined that way two different fields can meet in one name (`{"a.b": 1, "a": {"b": 2}}`), and a table with one
 * column for both would lose a value. So names that meet are written apart (docs/functions.md, output contract).
 */

/** Where a column's values sit in each record, and whether the flattening itself made the column. */
export interface FieldPath {
  readonly segments: readonly string[];
  /**
   * Set on a column the flattening makes rather than a field of the records: the `device` of unrolled per-device
   * lists, or a field of their items, shown under the lists' parent. A field of the records keeps its name first.
   */
  readonly madeBy?: 'device' | 'device-item';
}

/** A name that reads the same joined with dots as on its own: no dot, bracket or quote in it, and not empty. */
const PLAIN_NAME = /^[^.[\]"]+$/;

/** The path with every name that is not plain written `["a.b"]`: one written form per path, so no two meet. */
export function quotedPath(segments: readonly string[]): string {
  let text = '';
  for (const segment of segments) {
    if (!PLAIN_NAME.test(segment)) text += `[${JSON.stringify(segment)}]`;
    else text += text === '' ? segment : `.${segment}`;
  }
  return text;
}

function countOf(names: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/**
 * One distinct name per column, in the columns' order. A column keeps its dotted path unless another column of the
 * same table has that dotted path too; then every such column is written in its quoted form (the nested field
 * `a.b` stays `a.b`, the field named "a.b" becomes `["a.b"]`). A name still shared after that (a column the
 * flattening adds meeting a field of the same path) is numbered, fields first, then in column order: `device (2)`.
 */
export function distinctColumnNames(paths: readonly FieldPath[]): string[] {
  const dotted = paths.map((path) => path.segments.join('.'));
  const counts = countOf(dotted);
  const written = paths.map((path, index) => {
    const name = dotted[index] ?? '';
    return (counts.get(name) ?? 0) > 1 ? quotedPath(path.segments) : name;
  });
  const order = paths.map((_, index) => index);
  const made = (index: number) => Number(paths[index]?.madeBy !== undefined);
  order.sort((a, b) => made(a) - made(b) || a - b);
  const taken = new Set<string>();
  const names: string[] = new Array<string>(paths.length);
  for (const index of order) {
    const wanted = written[index] ?? '';
    let name = wanted;
    for (let copy = 2; taken.has(name); copy += 1) name = `${wanted} (${copy})`;
    taken.add(name);
    names[index] = name;
  }
  return names;
}
