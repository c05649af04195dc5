import type { FunctionDef } from '../../types';

/** Interface 3.0 operations beyond the five documented ones (see spec/api-facts.md). */
export const V3_MORE_FUNCTIONS: readonly FunctionDef[] = [];
