/**
 * `compute`, remembered for up to `kept` distinct texts. A table repeats the same few texts in every row (month names,
 * SERP feature codes), and the bound keeps an unusual answer from growing the memo without end. Values that are not
 * text are computed each time.
 */
export function memoByText<R>(compute: (value: unknown) => R, kept: number): (value: unknown) => R {
  const known = new Map<string, R>();
  return (value) => {
    if (typeof value !== 'string') return compute(value);
    const hit = known.get(value);
    if (hit !== undefined || known.has(value)) return hit as R;
    const result = compute(value);
    if (known.size < kept) known.set(value, result);
    return result;
  };
}
