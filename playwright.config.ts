import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/e2e/chromium.ts';
import { chatRateLimit, hostileModelPort, llmStandInPort, origin, rateLimitedPort, siteDataDir, sitePort } from './tests/e2e/servers.ts';

/** The built site served by the real server, with `env` added to its configuration. */
function siteServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: 'node build/server.js',
    url: `${origin(port)}/`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    reuseExistingServer: false,
    // The server reads the tutor's sections and units at start: 5-10 s alone, over 30 s on a loaded machine.
    timeout: 120_000,
  };
}

/**
 * User-story tests in Debian's Chromium against the built site, served by the real server on
 * loopback (run `npm run build` first; `npm test` does).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI, where two workers share two cores with the servers: a lecture with its 27,000
  // elements, folded questions and live figures sometimes misses a 10 s wait there and passes alone.
  // Playwright reports such a test as "flaky" (listed by name at the end of the run), so a test
  // that fails twice still fails the run, and a flaky one is seen.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  // Roles are computed over the whole page on every poll of a role query; on a lecture's 27,000
  // elements, with two workers on two cores, one poll can take a second.
  expect: { timeout: 10_000 },
  use: {
    baseURL: origin(sitePort),
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    // Tracing snapshots the DOM at every step, which is slow on a lecture's 25,000 nodes; CI
    // prints failures instead, so traces are kept only for local runs.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: [
    siteServer(sitePort, siteDataDir),
    // The tutor's rate-limit story needs a limit a test can reach in a few questions.
    siteServer(rateLimitedPort, 'test-results/e2e-data-rate-limited', { CHAT_RATE_LIMIT: String(chatRateLimit) }),
    // The widget's sanitising, against a model that answers with hostile markdown.
    {
      command: `npx tsx server/test/llm-stand-in.ts --port ${llmStandInPort}`,
      url: `${origin(llmStandInPort)}/v1/models`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    siteServer(hostileModelPort, 'test-results/e2e-data-hostile-model', { LLM_BASE_URL: `${origin(llmStandInPort)}/v1`, LLM_MODEL: 'xss' }),
  ],
});
