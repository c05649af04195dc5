/** Builds a 1.2 path from its segments, each encoded on its own so a value can never add a segment or a query. */
export function v1Path(...segments: readonly (string | number)[]): string {
  return segments.map((segment) => `/${encodeURIComponent(String(segment))}`).join('');
}
