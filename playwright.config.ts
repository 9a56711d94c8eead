import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * User-story tests in Debian's Chromium against the built site, served by the real server on
 * loopback (run `npm run build` first; `npm test` does).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    // Tracing snapshots the DOM at every step, which is slow on a lecture's 25,000 nodes; CI
    // prints failures instead, so traces are kept only for local runs.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: {
    command: 'node build/server.js',
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'test-results/e2e-data', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
