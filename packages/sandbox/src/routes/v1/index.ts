import type { Route } from '../../http/router';
export const V1_ROUTES: readonly Route[] = [];
