import fc from 'fast-check';

/**
 * Answers of the service as the sandbox gives them, then perturbed the way a real service drifts: fields missing,
 * null, of the wrong type, numbers as text, "N/A" markers, nested lists empty or absent. The page geometry is kept
 * (the page's list keeps its length, a 1.2 wrapper keeps its counts) so the perturbation reaches the records rather
 * than ending the read early.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Rows kept of a page, and items kept of a nested list: enough for every shape of row, cheap to perturb. */
const MAX_ROWS = 3;
const MAX_NESTED_ITEMS = 2;

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A small copy of a body: every list cut to its first few items, so each perturbed answer stays cheap. */
export function sampleOf(body: Json): Json {
  if (Array.isArray(body)) return body.slice(0, MAX_ROWS).map(nestedSampleOf);
  if (!isObject(body)) return body;
  const sample = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, nestedSampleOf(value)]));
  if (Array.isArray(body.results)) sample.results = body.results.slice(0, MAX_ROWS).map(nestedSampleOf);
  // A 1.2 page wrapper reports its geometry; after the cut it is one page holding all its rows.
  if (Array.isArray(sample.results)) {
    if (typeof sample.pages === 'number') sample.pages = 1;
    if (typeof sample.total_results === 'number') sample.total_results = sample.results.length;
  }
  return sample;
}

function nestedSampleOf(value: Json): Json {
  if (Array.isArray(value)) return value.slice(0, MAX_NESTED_ITEMS).map(nestedSampleOf);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, nestedSampleOf(field)]));
}

/** The same body with no rows: what a page past the end holds. */
export function emptyPageOf(body: Json): Json {
  if (Array.isArray(body)) return [];
  if (isObject(body) && Array.isArray(body.results)) return { ...body, results: [] };
  return body;
}

const ABSENT = Symbol('absent');

/** Values that turn up where they should not. */
const stray: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    null,
    'N/A',
    'n/a',
    '',
    '-',
    'null',
    0,
    -1,
    'not a number',
    true,
    'false',
    [],
    {},
    [[]],
    [null],
  ),
  fc.constantFrom<Json>('2026-10-01', '2026-13-45', 'desktop', 'fsn', 'in_full_season', '1e3', ' 12 ', '3,5'),
  fc.integer({ min: -5, max: 100_000 }).map((n): Json => String(n)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 6 }),
  fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>,
);

function scalarVariants(value: Json): fc.Arbitrary<Json> {
  const alternatives: fc.Arbitrary<Json>[] = [stray];
  if (typeof value === 'number') alternatives.push(fc.constant(String(value)));
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    alternatives.push(fc.constant(Number(value)));
  if (typeof value === 'string') alternatives.push(fc.constant(value.toUpperCase()), fc.constant(value.toLowerCase()));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(value) },
    ...alternatives.map((arbitrary) => ({ weight: 1, arbitrary })),
  );
}

/** A perturbed copy of `value`: each field kept (itself perturbed), left out, or replaced by a stray value. */
export function perturbed(value: Json): fc.Arbitrary<Json> {
  if (Array.isArray(value)) {
    const items = value.length === 0 ? fc.constant<Json[]>([]) : fc.tuple(...value.map(perturbed));
    return fc.oneof(
      { weight: 5, arbitrary: items },
      { weight: 1, arbitrary: fc.constant<Json>([]) },
      { weight: 1, arbitrary: stray },
    );
  }
  if (isObject(value))
    return fc.oneof({ weight: 6, arbitrary: perturbedRecord(value) }, { weight: 1, arbitrary: stray });
  return scalarVariants(value);
}

/** A record that stays a record: each field kept (itself perturbed), left out, or replaced by a stray value. */
function perturbedRecord(value: Record<string, Json>): fc.Arbitrary<Json> {
  const fields = Object.entries(value).map(([key, field]) =>
    fc
      .oneof({ weight: 6, arbitrary: perturbed(field) }, { weight: 1, arbitrary: fc.constant(ABSENT) })
      .map((result) => [key, result] as const),
  );
  return (fields.length === 0 ? fc.constant([]) : fc.tuple(...fields)).map(
    (entries): Json => Object.fromEntries(entries.filter(([, result]) => result !== ABSENT)) as Json,
  );
}

/** A page's item: a record stays a record (a list holding a non-record is another test's business). */
const perturbedItem = (item: Json): fc.Arbitrary<Json> => (isObject(item) ? perturbedRecord(item) : perturbed(item));

/** A perturbed answer whose page geometry is kept: a page's list keeps its length, a wrapper its counts. */
export function perturbedBody(body: Json): fc.Arbitrary<Json> {
  if (Array.isArray(body)) return body.length === 0 ? fc.constant(body) : fc.tuple(...body.map(perturbedItem));
  if (isObject(body) && Array.isArray(body.results)) {
    const rows = body.results;
    return (rows.length === 0 ? fc.constant<Json[]>([]) : fc.tuple(...rows.map(perturbedItem))).map((results) => ({
      ...body,
      results,
    }));
  }
  return isObject(body) ? perturbedRecord(body) : perturbed(body);
}

export type { Json };
