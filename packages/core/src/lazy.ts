/**
 * A value built on its first use and kept. Apps Script evaluates the whole project on every custom-function call, so
 * whatever the code builds while loading (zod schemas, a function's request plan) is paid by every call, also by the
 * calls that never read it; built on first use, a call pays only for the function it runs.
 */
export function lazy<T>(build: () => T): () => T {
  let state: { value: T } | undefined;
  return () => {
    state ??= { value: build() };
    return state.value;
  };
}
