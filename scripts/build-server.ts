/**
 * Bundles the server (server/index.ts and what it imports from content/) into build/server.js,
 * so `npm start` runs plain JavaScript. Packages stay external and load from node_modules. The
 * PostgreSQL store's SQL migrations are copied beside it, where the bundled code looks for them
 * (`./migrations/postgres/`, as beside server/tutor/postgres-migrations.ts in the sources).
 */
import { cpSync, rmSync } from 'node:fs';
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

rmSync('build/migrations', { recursive: true, force: true });
cpSync('server/tutor/migrations', 'build/migrations', { recursive: true });
