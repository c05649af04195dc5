import { cachedBundle } from '../../cached-bundle';

/** Workers cannot load TypeScript: a worker's source and what it imports, bundled (kept between test files). */
export function workerBundle(source: string): string {
  return cachedBundle(source, { platform: 'node', format: 'cjs', target: 'node20' }, '.cjs');
}
