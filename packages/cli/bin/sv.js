#!/usr/bin/env node
// The sv command. The bundle is built by `npm run build`; on a fresh clone, or after the sources changed, it is
// (re)built here first, so `npx sv` works right after `npm install`.
const { ensureBuilt } = require('../bundle.cjs');

require(ensureBuilt());
