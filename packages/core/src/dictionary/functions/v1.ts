import type { FunctionColumns } from '../column-meaning';

/** The columns of every V1_ function with a layout. */
export const V1_COLUMNS: FunctionColumns = {};
