// `npm run lint` runs this after eslint: no import cycle anywhere in the sources (a cycle ties two
// modules so that neither can be read, tested or moved alone, and it hides which one is the lower layer).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two or more modules import each other, directly or through others: move what they share into a module both import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|web/dist|data|coverage)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a cycle of types still ties the modules' meaning together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'] },
  },
};
