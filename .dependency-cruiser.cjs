// Import cycles in the core are refused by `npm run lint` (issue 27): a cycle hides which file owns a concern, and
// one made only of `import type` is still a cycle in the design, so type-only imports count too.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Move the shared piece into the file it belongs to, or into a small file of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^packages/core/src/',
    doNotFollow: { path: 'node_modules' },
    // Also read imports that compile away (`import type`, type-only specifiers).
    tsPreCompilationDeps: true,
  },
};
