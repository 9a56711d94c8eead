/**
 * The servers the browser tests run against, all started by playwright.config.ts from the same
 * build: the site as shipped, one with a tiny chat rate limit, and one whose tutor talks to the
 * LLM stand-in's hostile model.
 */
const base = Number(process.env.E2E_PORT ?? 4173);

/** The site with its default configuration (the tests' baseURL). */
export const sitePort = base;
/** That site's DATA_DIR (its tutor.sqlite), relative to the project root. */
export const siteDataDir = 'test-results/e2e-data';
/** The site with CHAT_RATE_LIMIT = `chatRateLimit`. */
export const rateLimitedPort = base + 1;
/** Questions per minute the rate-limited server allows. */
export const chatRateLimit = 2;
/** The site with a generative tutor whose model (the stand-in's `xss`) answers with hostile markdown. */
export const hostileModelPort = base + 2;
/** The LLM stand-in (server/test/llm-stand-in.ts). */
export const llmStandInPort = Number(process.env.E2E_LLM_PORT ?? 4180);

/** The origin of a server started for the tests. */
export function origin(port: number): string {
  return `http://127.0.0.1:${port}`;
}
