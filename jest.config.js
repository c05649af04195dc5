/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/test'],
  testMatch: ['**/test/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // @noble/hashes ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!@noble/)'],
  moduleNameMapper: { '^@sv/(core|sandbox)$': '<rootDir>/packages/$1/src/index.ts' },
  testTimeout: 30000,
  // The matrix reporter adds the per-matrix counts of test/reliability after the usual report.
  reporters: ['default', '<rootDir>/test/reliability/matrix-reporter.js'],
};
