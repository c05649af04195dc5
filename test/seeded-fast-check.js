// fast-check as the tests import it (jest.config.js maps 'fast-check' here), with the run's seed (test/property-seed.js)
// set for every property; a property that names its own seed keeps it. The module is the package's own, so default and
// named imports read as they would without the mapping.
const { dirname, join } = require('node:path');

// The package's build by its path: the name 'fast-check' would be mapped back to this file.
const fc = require(join(dirname(require.resolve('fast-check/package.json')), 'lib/cjs/fast-check.js'));

const seed = process.env.SV_PROPERTY_SEED;
if (seed !== undefined && seed !== '') fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(seed) | 0 });

module.exports = fc;
