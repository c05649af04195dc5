import type { FunctionDef } from '../../types';

/** Interface 1.2 operations, named V1_<NAME>. */
export const V1_FUNCTIONS: readonly FunctionDef[] = [];
