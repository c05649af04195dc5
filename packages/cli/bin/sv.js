#!/usr/bin/env node
// The sv command. In the repository the bundle is built by `npm run build`; on a fresh clone, or after the sources
// changed, it is (re)built here first, so `npx sv` works right after `npm install`. The packed package (`npm pack`)
// carries its self-contained bundle (standalone.mjs) and not the sources: installed, it runs that.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const builder = join(__dirname, '..', 'bundle.cjs');
require(existsSync(builder) ? require(builder).ensureBuilt() : join(__dirname, '..', 'dist', 'standalone', 'sv.js'));
