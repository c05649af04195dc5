/**
 * "Did you mean": the names nearest to a mistyped one (a function, a flag, an option key, a column). Small on
 * purpose: lists are at most a few hundred names, so a plain edit distance per name is fast enough.
 */

/** Case, `-`, `_` and spaces do not count: `Order-By` is `order_by`, `v1_sites` is `v1-sites`. */
function normalise(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and a swap of two neighbours ("ragne")
 * each count one, the usual slips of typing.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  for (let i = 0; i < rows; i += 1) d[i * cols] = i;
  for (let j = 0; j < cols; j += 1) d[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (d[(i - 1) * cols + j] as number) + 1,
        (d[i * cols + j - 1] as number) + 1,
        (d[(i - 1) * cols + j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (d[(i - 2) * cols + j - 2] as number) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1] as number;
}

/**
 * The edit distance when it may be within `allowed`, else Infinity: it is at least the difference in length, so a
 * text pasted into a cell (thousands of characters) is not compared letter by letter with every name.
 */
function distanceWithin(a: string, b: string, allowed: number): number {
  return Math.abs(a.length - b.length) > allowed ? Number.POSITIVE_INFINITY : editDistance(a, b);
}

/** Edits a name of this length may be off by and still be recognised: one in short names, a third of longer ones. */
function tolerance(length: number): number {
  return Math.max(1, Math.floor(length / 3));
}

/**
 * How near `word` is to `candidate` as a whole name, or else through one of its parts (`rank` in
 * `ranking_data.desktop.rank`, `start` in `start_date`); undefined when neither is near. Parts are matched from three
 * letters on: "v" is near too many parts to help anyone.
 */
function nearness(word: string, candidate: string): Nearness | undefined {
  const allowed = tolerance(word.length);
  const whole = distanceWithin(word, candidate, allowed);
  if (whole <= allowed) return { whole: true, distance: whole, last: true };
  if (word.length < 3) return undefined;
  const parts = candidate.split(/[._]/).filter((part) => part.length > 0);
  if (parts.length < 2) return undefined;
  const distances = parts.map((each) => distanceWithin(word, each, allowed));
  const part = Math.min(...distances);
  // The last part names the field itself: `rank` is ranking_data.desktop.rank before ….best_rank.date.
  return part <= allowed ? { whole: false, distance: part, last: distances[distances.length - 1] === part } : undefined;
}

interface Nearness {
  /** Near as a whole name, not only through a part of it. */
  whole: boolean;
  distance: number;
  /** The nearest part is the name's last. */
  last: boolean;
}

/**
 * The candidates nearest `word`, best first, at most `max`. A name near as a whole beats any matched by a part
 * ("keyword" is keywords, not every function with keyword in its name); among the rest only those within one edit of
 * the nearest count (three slips away is noise beside one), ties in the candidates' own order (a table's columns).
 */
export function nearestNames(word: string, candidates: readonly string[], max = 3): string[] {
  const typed = normalise(word);
  if (typed === '') return [];
  const scored: (Nearness & { name: string; index: number })[] = [];
  candidates.forEach((name, index) => {
    const near = nearness(typed, normalise(name));
    if (near !== undefined) scored.push({ name, ...near, index });
  });
  const wholes = scored.filter((each) => each.whole);
  const pool = wholes.length > 0 ? wholes : scored;
  pool.sort((a, b) => a.distance - b.distance || Number(b.last) - Number(a.last) || a.index - b.index);
  const best = pool[0]?.distance ?? 0;
  const near = pool.filter((each) => each.distance <= best + 1).map((each) => each.name);
  return [...new Set(near)].slice(0, max);
}

/** "x, y or z". */
function oneOf(names: readonly string[]): string {
  const last = names[names.length - 1] ?? '';
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${last}` : last;
}

/** " Did you mean keywords?" (with a leading space), or "" when nothing is near; `show` quotes or prefixes a name. */
export function didYouMean(
  word: string,
  candidates: readonly string[],
  show: (name: string) => string = (name) => name,
): string {
  const names = nearestNames(word, candidates).map(show);
  return names.length === 0 ? '' : ` Did you mean ${oneOf(names)}?`;
}

/**
 * " (did you mean order_by?)", or "": inside a refusal's sentence, whose remedy (every name allowed) follows it, so
 * every refusal still reads `argument: problem. Remedy.`
 */
export function meant(names: readonly string[]): string {
  return names.length === 0 ? '' : ` (did you mean ${oneOf(names)}?)`;
}
