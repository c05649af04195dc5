import { KeywordStore } from './data/keywords';
import { ImportBook } from './state/imports';
import type { SandboxConfig } from './types';

/** Everything a handler reads: the seed, the live settings, and the state that imports change. */
export interface World {
  seed: number;
  config: SandboxConfig;
  keywords: KeywordStore;
  imports: ImportBook;
}

export function createWorld(seed: number, config: SandboxConfig): World {
  const imports = new ImportBook();
  return { seed, config, imports, keywords: new KeywordStore(seed, imports) };
}
