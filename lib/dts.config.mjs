// The declaration files of the two public entry points, each bundled into one .d.ts (rollup-plugin-dts),
// so a consumer's TypeScript resolves every type whatever its module resolution.
import { dts } from 'rollup-plugin-dts';
import { facadeDocs } from './facade-docs.mjs';

export default ['index', 'adapters'].map((name) => ({
  input: `lib/${name}.ts`,
  output: { file: `dist/${name}.d.ts`, format: 'es' },
  plugins: [dts({ tsconfig: 'lib/tsconfig.dts.json' }), facadeDocs()],
}));
