/**
 * Bundles the server (server/index.ts and what it imports from content/) into build/server.js,
 * so `npm start` runs plain JavaScript. Packages stay external and load from node_modules.
 */
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'build/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
