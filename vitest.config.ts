import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit, content and server tests (server through app.inject, no open port). Browser tests are
// Playwright's (tests/e2e, playwright.config.ts).
export default defineConfig({
  // The app imports its own modules as ~/… (tsconfig.json's paths, vite.config.ts's alias).
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['{app,content,server,shared,scripts,figures,bench}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
