/**
 * The server's configuration, read from the environment and validated once at start-up, so a
 * mistake (PORT=abc) stops the server with a clear message instead of failing later.
 */
import { isIP } from 'node:net';
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

/**
 * A whole number written in decimal digits, from `min` to `max`. Not z.coerce.number(): Number()
 * reads '' and '   ' as 0 (PORT= would listen on a random port) and '0x1f90' as 8080.
 */
function wholeNumber(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^[0-9]+$/, 'must be a whole number in decimal digits')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/**
 * TRUST_PROXY: which proxies' X-Forwarded-* headers to believe. `true` believes every hop (the
 * left-most address is the client's: safe only when the proxy overwrites the header); a number
 * believes that many hops from the server; a comma-separated list of addresses or CIDR ranges
 * believes those proxies only. Fastify takes all three forms as they are.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, context): boolean | number | string[] => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^[0-9]+$/.test(value)) return Number(value);
    const addresses = value.split(',').map((address) => address.trim());
    const valid = addresses.every((address) => {
      const [ip, bits, ...rest] = address.split('/');
      if (rest.length > 0 || isIP(ip) === 0) return false;
      return bits === undefined || (/^[0-9]+$/.test(bits) && Number(bits) <= (isIP(ip) === 4 ? 32 : 128));
    });
    if (!valid) {
      context.addIssue({ code: 'custom', message: 'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses (CIDR allowed)' });
      return z.NEVER;
    }
    return addresses;
  });

export const ConfigSchema = z.object({
  /** TCP port to listen on. */
  PORT: wholeNumber(0, 65535).default(3000),
  /** Interface to listen on; 0.0.0.0 to accept connections from other machines. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Where the SQLite file (sessions, feedback) lives when DATABASE_URL is not set. */
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** PostgreSQL for sessions and feedback, postgres:// or postgresql:// (several servers share it); unset: the SQLite file. */
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Connections each server's PostgreSQL pool opens at most. */
  DATABASE_POOL_SIZE: wholeNumber(1, 1000).default(10),
  /** PostgreSQL cancels a store query that runs longer, in ms. */
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(100, 600_000).default(5000),
  /** An OpenAI-compatible endpoint for generative answers (optional). */
  LLM_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The model name at LLM_BASE_URL. */
  LLM_MODEL: optionalString,
  /** The API key for LLM_BASE_URL, if it needs one. Never sent to the browser. */
  LLM_API_KEY: optionalString,
  /** How long to wait for the model's first token before answering with the built-in tutor, in ms. */
  LLM_FIRST_TOKEN_TIMEOUT_MS: wholeNumber(100, 600_000).default(10_000),
  /** How long a whole generative answer may take before the built-in answer replaces it, in ms. */
  LLM_TIMEOUT_MS: wholeNumber(100, 600_000).default(60_000),
  /** Chat questions allowed per IP per minute. */
  CHAT_RATE_LIMIT: wholeNumber(1, 100_000).default(20),
  /** Conversation reloads (loadPreviousSession) allowed per IP per minute, counted apart from questions. */
  CHAT_RELOAD_RATE_LIMIT: wholeNumber(1, 100_000).default(30),
  /** Exchanges a conversation keeps (the oldest go first) and a reload returns. */
  CHAT_HISTORY_LIMIT: wholeNumber(1, 10_000).default(100),
  /** Conversations not continued for this many days are deleted (with their ratings); unset: kept forever. */
  CHAT_RETENTION_DAYS: wholeNumber(1, 36_500).optional(),
  /** How long a client may take to send a whole request, headers and body, in ms. */
  REQUEST_TIMEOUT_MS: wholeNumber(1000, 600_000).default(30_000),
  /** How long a client may take to send a request's headers, in ms (at most REQUEST_TIMEOUT_MS). */
  HEADERS_TIMEOUT_MS: wholeNumber(1000, 600_000).default(15_000),
  /** How long an idle keep-alive connection stays open, in ms (longer than a proxy's own, nginx's 60 s). */
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1000, 600_000).default(72_000),
  /** Open connections the server accepts at once; past it a new connection is closed at once. */
  MAX_CONNECTIONS: wholeNumber(1, 1_000_000).default(1000),
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
  SHUTDOWN_DELAY_MS: wholeNumber(0, 60_000).default(0),
  /** Which reverse proxies' X-Forwarded-* headers to believe (for the client IP and HTTPS): see `trustProxy`. */
  TRUST_PROXY: trustProxy,
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
 * `value` with a URL's secrets replaced by `***`, whether or not the URL is valid, so a refused or
 * logged URL never shows them: the password of its user information (`redis://:***@host`; a user
 * information without a colon may be a password alone, `redis://secret@host`, and is hidden whole)
 * and every value of its query string (`?password=***&db=***`), where some clients take a password
 * or an API key.
 */
export function withoutSecrets(value: string): string {
  const query = value.indexOf('?');
  const beforeQuery = query === -1 ? value : value.slice(0, query);
  let shown = beforeQuery;
  const at = beforeQuery.lastIndexOf('@');
  if (at !== -1) {
    const schemeEnd = beforeQuery.indexOf('://');
    const start = schemeEnd === -1 || schemeEnd > at ? 0 : schemeEnd + 3;
    const userInfo = beforeQuery.slice(start, at);
    const colon = userInfo.indexOf(':');
    shown = `${beforeQuery.slice(0, start)}${colon === -1 ? '***' : `${userInfo.slice(0, colon + 1)}***`}${beforeQuery.slice(at)}`;
  }
  if (query === -1) return shown;
  const hash = value.indexOf('#', query);
  const search = value.slice(query + 1, hash === -1 ? undefined : hash);
  const fragment = hash === -1 ? '' : value.slice(hash);
  const masked = search
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=***`;
    })
    .join('&');
  return `${shown}?${masked}${fragment}`;
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
      message: `CHAT_WEBHOOK_URL must use https (got ${JSON.stringify(withoutSecrets(values.CHAT_WEBHOOK_URL))}); http is allowed for localhost only`,
    });
    return z.NEVER;
  }
  if (values.HEADERS_TIMEOUT_MS > values.REQUEST_TIMEOUT_MS) {
    // Node refuses a headers timeout longer than the whole request's.
    context.addIssue({
      code: 'custom',
      message: `HEADERS_TIMEOUT_MS (${values.HEADERS_TIMEOUT_MS}) must not be longer than REQUEST_TIMEOUT_MS (${values.REQUEST_TIMEOUT_MS})`,
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
    chatReloadRateLimit: values.CHAT_RELOAD_RATE_LIMIT,
    chatHistoryLimit: values.CHAT_HISTORY_LIMIT,
    /** Null: conversations are kept forever. */
    retentionDays: values.CHAT_RETENTION_DAYS ?? null,
    /** The HTTP server's limits on slow and idle clients. */
    connections: {
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: values.MAX_CONNECTIONS,
    },
    chatWebhookUrl: values.CHAT_WEBHOOK_URL,
    /** Secret (it may hold a password): never log it, show `withoutSecrets(redisUrl)`. */
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
  // A variable's problem names it and its value (without a URL's secrets: the message is printed
  // and logged); a problem across variables says it all itself.
  const problems = result.error.issues.map((issue) => {
    if (issue.path.length === 0) return issue.message;
    const value = env[String(issue.path[0])];
    return `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(value === undefined ? value : withoutSecrets(value))})`;
  });
  // One value can break a rule twice (a URL's scheme and its host): say it once.
  throw new ConfigError([...new Set(problems)]);
}
