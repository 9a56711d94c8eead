/**
 * The server's configuration, read from the environment and validated once at start-up, so a
 * mistake (PORT=abc) stops the server with a clear message instead of failing later.
 */
import { resolve } from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const ConfigSchema = z.object({
  /** TCP port to listen on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; 0.0.0.0 to accept connections from other machines. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Where the SQLite file (sessions, feedback) lives when DATABASE_URL is not set. */
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** PostgreSQL for sessions and feedback, postgres:// or postgresql:// (several servers share it); unset: the SQLite file. */
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Connections each server's PostgreSQL pool opens at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** PostgreSQL cancels a store query that runs longer, in ms. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** An OpenAI-compatible endpoint for generative answers (optional). */
  LLM_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The model name at LLM_BASE_URL. */
  LLM_MODEL: optionalString,
  /** The API key for LLM_BASE_URL, if it needs one. Never sent to the browser. */
  LLM_API_KEY: optionalString,
  /** How long to wait for the model's first token before answering with the built-in tutor, in ms. */
  LLM_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** How long a whole generative answer may take before the built-in answer replaces it, in ms. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Chat questions allowed per IP per minute. */
  CHAT_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(20),
  /** An owner's n8n chat webhook the widget was built to use instead of /api/chat (build time; the CSP allows its origin). */
  CHAT_WEBHOOK_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * Redis (or Valkey) for the tutor's rate limit, shared by every server that points at it;
   * redis:// or rediss:// (TLS). Unset: each process counts on its own.
   */
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/, hostname: /^.+$/, error: 'must be a redis:// or rediss:// URL with a host' }).optional()),
  /**
   * On SIGTERM, how long /readyz answers 503 while the server still serves everything, so a load
   * balancer stops sending new requests before the server stops accepting them, in ms.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Trust X-Forwarded-* headers from a reverse proxy (for the client IP and HTTPS). */
  TRUST_PROXY: flag,
  /** The site is served over HTTPS (directly or behind a proxy): send HSTS. */
  HTTPS: flag,
  /** The server's log level (pino's levels). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built site to serve, when not build/client (tests run the built server on a fixture). */
  CLIENT_DIR: optionalString,
  /** The tutor's sections file, when not build/tutor/sections.json (tests, as CLIENT_DIR). */
  SECTIONS_FILE: optionalString,
  /**
   * The scikit-learn documentation's sections, when not build/tutor/sklearn.json (the build writes
   * it when python-sklearn-doc is installed; without the file the tutor answers without this source).
   */
  SKLEARN_SECTIONS_FILE: optionalString,
});

/** A configuration error, with one line per problem. */
export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * `value` with the password of a URL's user information replaced by `***` (`redis://:***@host`),
 * whether or not the URL is valid, so a refused URL can be shown without its secret. A user
 * information without a colon may be a password alone (`redis://secret@host`): it is hidden whole.
 */
export function withoutPassword(value: string): string {
  const at = value.lastIndexOf('@');
  if (at === -1) return value;
  const schemeEnd = value.indexOf('://');
  const start = schemeEnd === -1 || schemeEnd > at ? 0 : schemeEnd + 3;
  const userInfo = value.slice(start, at);
  const colon = userInfo.indexOf(':');
  return `${value.slice(0, start)}${colon === -1 ? '***' : `${userInfo.slice(0, colon + 1)}***`}${value.slice(at)}`;
}

/**
 * A plain-http webhook would be mixed content on an HTTPS site (browsers block it) and weakens the
 * CSP; only a local development webhook may use http.
 */
function isInsecureWebhook(url: string): boolean {
  return /^http:/.test(url) && !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/)/.test(url);
}

/**
 * The configuration the server uses, made from valid variables: the checks across variables, then
 * the server's names, absolute paths and the generative tutor's settings as one object (or null).
 * It runs only when every variable is valid, so its problems are reported alone, as before.
 */
const ServerConfigSchema = ConfigSchema.transform((values, context) => {
  if (values.CHAT_WEBHOOK_URL && isInsecureWebhook(values.CHAT_WEBHOOK_URL)) {
    context.addIssue({
      code: 'custom',
      message: `CHAT_WEBHOOK_URL must use https (got ${JSON.stringify(values.CHAT_WEBHOOK_URL)}); http is allowed for localhost only`,
    });
    return z.NEVER;
  }
  if (Boolean(values.LLM_BASE_URL) !== Boolean(values.LLM_MODEL)) {
    context.addIssue({ code: 'custom', message: 'LLM_BASE_URL and LLM_MODEL must be set together (or neither, for the built-in tutor)' });
    return z.NEVER;
  }
  return {
    port: values.PORT,
    host: values.HOST,
    /** Absolute. */
    dataDir: resolve(values.DATA_DIR),
    /** PostgreSQL for the session store; null for the SQLite file in dataDir. */
    database: values.DATABASE_URL
      ? { url: values.DATABASE_URL, poolSize: values.DATABASE_POOL_SIZE, statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS }
      : null,
    /** The generative tutor's model; null for the built-in tutor. */
    llm:
      values.LLM_BASE_URL && values.LLM_MODEL
        ? {
            baseUrl: values.LLM_BASE_URL,
            model: values.LLM_MODEL,
            // Spread, so the key is optional in Config and a test's LLM settings can leave it out.
            ...(values.LLM_API_KEY === undefined ? {} : { apiKey: values.LLM_API_KEY }),
            firstTokenTimeoutMs: values.LLM_FIRST_TOKEN_TIMEOUT_MS,
            totalTimeoutMs: values.LLM_TIMEOUT_MS,
          }
        : null,
    chatRateLimit: values.CHAT_RATE_LIMIT,
    chatWebhookUrl: values.CHAT_WEBHOOK_URL,
    /** Secret (it may hold a password): never log it, show `withoutPassword(redisUrl)`. */
    redisUrl: values.REDIS_URL,
    shutdownDelayMs: values.SHUTDOWN_DELAY_MS,
    trustProxy: values.TRUST_PROXY,
    https: values.HTTPS,
    logLevel: values.LOG_LEVEL,
    /** Absolute; undefined for the default, build/client. */
    clientDir: values.CLIENT_DIR && resolve(values.CLIENT_DIR),
    /** Absolute; undefined for the default, build/tutor/sections.json. */
    sectionsFile: values.SECTIONS_FILE && resolve(values.SECTIONS_FILE),
    /** Absolute; undefined for the default, build/tutor/sklearn.json. */
    sklearnSectionsFile: values.SKLEARN_SECTIONS_FILE && resolve(values.SKLEARN_SECTIONS_FILE),
  };
});

/** The validated configuration, as `ServerConfigSchema` makes it. */
export type Config = z.output<typeof ServerConfigSchema>;

/** Reads and validates the configuration from `env` (process.env by default). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ServerConfigSchema.safeParse(env);
  if (result.success) return result.data;
  // A variable's problem names it and its value (without a URL's password: the message is printed
  // and logged); a problem across variables says it all itself.
  const problems = result.error.issues.map((issue) => {
    if (issue.path.length === 0) return issue.message;
    const value = env[String(issue.path[0])];
    return `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(value === undefined ? value : withoutPassword(value))})`;
  });
  // One value can break a rule twice (a URL's scheme and its host): say it once.
  throw new ConfigError([...new Set(problems)]);
}
