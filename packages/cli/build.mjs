// Bundles the sv command (src/main.ts, with the core and the sandbox) into dist/sv.js; bin/sv.js runs it.
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const { bundleOptions } = createRequire(import.meta.url)('./bundle.cjs');
await build(bundleOptions);
