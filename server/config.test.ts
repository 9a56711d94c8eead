import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, withoutSecrets } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults: 127.0.0.1:3000, ./data, the built-in tutor', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', llm: null, trustProxy: false, https: false });
    expect(config.dataDir).toBe(`${process.cwd()}/data`);
  });

  it('reads HOST, PORT and DATA_DIR', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080', DATA_DIR: '/var/lib/ml' })).toMatchObject({ host: '0.0.0.0', port: 8080, dataDir: '/var/lib/ml' });
  });

  it('configures the generative tutor only with both a URL and a model', () => {
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3',
      apiKey: undefined,
      firstTokenTimeoutMs: 10_000,
      totalTimeoutMs: 60_000,
    });
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_BASE_URL and LLM_MODEL must be set together/);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['CHAT_RATE_LIMIT', '0'],
    ['LLM_BASE_URL', 'not a url'],
    ['TRUST_PROXY', 'maybe'],
    ['LOG_LEVEL', 'verbose'],
  ])('rejects %s=%s with a message that names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*got "${value}"`));
  });

  it('keeps the SQLite file without DATABASE_URL, and reads PostgreSQL settings with it', () => {
    expect(loadConfig({}).database).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://tutor:secret@db.internal:5432/tutor' }).database).toEqual({
      url: 'postgres://tutor:secret@db.internal:5432/tutor',
      poolSize: 10,
      statementTimeoutMs: 5000,
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db.internal/tutor', DATABASE_POOL_SIZE: '25', DATABASE_STATEMENT_TIMEOUT_MS: '2000' }).database).toEqual({
      url: 'postgresql://db.internal/tutor',
      poolSize: 25,
      statementTimeoutMs: 2000,
    });
  });

  it.each([
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '10'],
    ['DATABASE_URL', 'mysql://db.internal/tutor'],
    ['DATABASE_URL', 'db.internal'],
  ])('rejects %s=%s with a message that names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*got "${value}"`));
  });

  it.each([
    ['mysql://tutor:s3cret-pw@db.internal/tutor', 'mysql://tutor:***@db.internal/tutor'],
    ['postgres//tutor:s3cret-pw@db.internal/tutor', 'postgres//tutor:***@db.internal/tutor'],
    ['postgres://tutor:s3cret@pw@db internal/tutor', 'postgres://tutor:***@db internal/tutor'],
    ['tutor:s3cret-pw@db.internal', 'tutor:***@db.internal'],
  ])('refuses DATABASE_URL=%s without printing its password', (value, shown) => {
    let message = '';
    try {
      loadConfig({ DATABASE_URL: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`DATABASE_URL: `);
    expect(message).toContain(`(got ${JSON.stringify(shown)})`);
    expect(message).not.toMatch(/s3cret/);
  });

  it('leaves a value without a password as it is', () => {
    expect(withoutSecrets('postgres://db.internal:5432/tutor')).toBe('postgres://db.internal:5432/tutor');
  });

  it('reads LOG_LEVEL, and CLIENT_DIR and SECTIONS_FILE as absolute paths', () => {
    expect(loadConfig({})).toMatchObject({ logLevel: 'info', clientDir: undefined, sectionsFile: undefined });
    expect(loadConfig({ LOG_LEVEL: 'warn', CLIENT_DIR: 'fixture/client', SECTIONS_FILE: '/tmp/sections.json' })).toMatchObject({
      logLevel: 'warn',
      clientDir: `${process.cwd()}/fixture/client`,
      sectionsFile: '/tmp/sections.json',
    });
  });

  it('reads SKLEARN_SECTIONS_FILE as an absolute path', () => {
    expect(loadConfig({}).sklearnSectionsFile).toBeUndefined();
    expect(loadConfig({ SKLEARN_SECTIONS_FILE: 'fixture/sklearn.json' }).sklearnSectionsFile).toBe(`${process.cwd()}/fixture/sklearn.json`);
  });

  it('states a problem across variables as a whole line, the webhook first', () => {
    expect(() => loadConfig({ LLM_MODEL: 'llama3' })).toThrow(
      new ConfigError(['LLM_BASE_URL and LLM_MODEL must be set together (or neither, for the built-in tutor)']),
    );
    expect(() => loadConfig({ CHAT_WEBHOOK_URL: 'http://n8n.example.org/chat', LLM_MODEL: 'llama3' })).toThrow(
      new ConfigError(['CHAT_WEBHOOK_URL must use https (got "http://n8n.example.org/chat"); http is allowed for localhost only']),
    );
    // They are checked only once every variable is valid.
    expect(() => loadConfig({ PORT: 'abc', LLM_MODEL: 'llama3' })).toThrow(
      'Invalid configuration:\n  - PORT: must be a whole number in decimal digits (got "abc")',
    );
  });

  it('reads REDIS_URL, redis:// or rediss://, and keeps it out of the config when unset', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://default:s3cret@cache.example.org:6380/2' }).redisUrl).toBe('rediss://default:s3cret@cache.example.org:6380/2');
  });

  it.each([
    ['http://:hunter2@cache.example.org', 'http://:***@cache.example.org'],
    ['redis://default:hunter2@', 'redis://default:***@'],
    ['redis://hunter2@:6379', 'redis://***@:6379'],
    ['redis://user:hunter2@cache.example.org:99999', 'redis://user:***@cache.example.org:99999'],
    ['cache.example.org:6379', 'cache.example.org:6379'],
  ])('refuses REDIS_URL=%s naming the variable, without the password', (value, shown) => {
    const error = (() => {
      try {
        loadConfig({ REDIS_URL: value });
      } catch (thrown) {
        return thrown as Error;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message).toBe(`Invalid configuration:\n  - REDIS_URL: must be a redis:// or rediss:// URL with a host (got ${JSON.stringify(shown)})`);
    expect(error?.message).not.toContain('hunter2');
  });

  it('reads SHUTDOWN_DELAY_MS, 0 (no delay) by default, at most a minute', () => {
    expect(loadConfig({}).shutdownDelayMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '5000' }).shutdownDelayMs).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '60001' })).toThrow(/SHUTDOWN_DELAY_MS: .*got "60001"/);
  });

  it('accepts an https n8n webhook, or http on localhost only', () => {
    expect(loadConfig({ CHAT_WEBHOOK_URL: 'https://n8n.example.org/webhook/abc/chat' }).chatWebhookUrl).toBe('https://n8n.example.org/webhook/abc/chat');
    expect(loadConfig({ CHAT_WEBHOOK_URL: 'http://localhost:5678/webhook/abc/chat' }).chatWebhookUrl).toBe('http://localhost:5678/webhook/abc/chat');
    expect(() => loadConfig({ CHAT_WEBHOOK_URL: 'http://n8n.example.org/webhook/abc/chat' })).toThrow(/CHAT_WEBHOOK_URL must use https/);
  });

  const numericVariables = [
    'PORT',
    'DATABASE_POOL_SIZE',
    'DATABASE_STATEMENT_TIMEOUT_MS',
    'LLM_FIRST_TOKEN_TIMEOUT_MS',
    'LLM_TIMEOUT_MS',
    'CHAT_RATE_LIMIT',
    'CHAT_RELOAD_RATE_LIMIT',
    'CHAT_HISTORY_LIMIT',
    'CHAT_RETENTION_DAYS',
    'SHUTDOWN_DELAY_MS',
    'REQUEST_TIMEOUT_MS',
    'HEADERS_TIMEOUT_MS',
    'KEEP_ALIVE_TIMEOUT_MS',
    'MAX_CONNECTIONS',
  ];

  // Number() reads '' and blanks as 0, and hex, octal, binary and exponents as numbers.
  it.each(numericVariables.flatMap((name) => ['', '   ', '0x1f90', '0x2', '0o17', '0b11', '2e3', '1.0', '+5', '-1'].map((value) => [name, value])))(
    'refuses %s=%j: numbers are whole and in decimal digits',
    (name, value) => {
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*\\(got ${JSON.stringify(value).replace(/[+.]/g, '\\$&')}\\)`));
    },
  );

  it('reads decimal numbers, with the spaces around them trimmed', () => {
    expect(loadConfig({ PORT: ' 8080 ', CHAT_RATE_LIMIT: '2' })).toMatchObject({ port: 8080, chatRateLimit: 2 });
  });

  it('has limits on slow and idle clients, on a conversation and on how long it is kept', () => {
    expect(loadConfig({})).toMatchObject({
      connections: { requestTimeoutMs: 30_000, headersTimeoutMs: 15_000, keepAliveTimeoutMs: 72_000, maxConnections: 1000 },
      chatReloadRateLimit: 30,
      chatHistoryLimit: 100,
      retentionDays: null,
    });
    expect(
      loadConfig({
        REQUEST_TIMEOUT_MS: '20000',
        HEADERS_TIMEOUT_MS: '5000',
        KEEP_ALIVE_TIMEOUT_MS: '10000',
        MAX_CONNECTIONS: '50',
        CHAT_RELOAD_RATE_LIMIT: '5',
        CHAT_HISTORY_LIMIT: '10',
        CHAT_RETENTION_DAYS: '30',
      }),
    ).toMatchObject({
      connections: { requestTimeoutMs: 20_000, headersTimeoutMs: 5000, keepAliveTimeoutMs: 10_000, maxConnections: 50 },
      chatReloadRateLimit: 5,
      chatHistoryLimit: 10,
      retentionDays: 30,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      'HEADERS_TIMEOUT_MS (6000) must not be longer than REQUEST_TIMEOUT_MS (5000)',
    );
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 10.0.0.0/8,::1,fd00::/8', ['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']],
  ])("reads TRUST_PROXY=%j as %j: every hop, a hop count or the proxies' addresses", (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each(['maybe', 'yes', '10.0.0.300', '10.0.0.0/33', 'nginx.internal', '10.0.0.1,', '-1'])('refuses TRUST_PROXY=%j naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(new RegExp(`TRUST_PROXY: .*\\(got ${JSON.stringify(value).replace(/[.]/g, '\\.')}\\)`));
  });

  /** The message loadConfig throws for `env`. */
  function refusal(env: Record<string, string>): string {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`${JSON.stringify(Object.keys(env))} was accepted`);
  }

  it.each([
    ['REDIS_URL', 'cache.example.org/?password=hunter2', 'cache.example.org/?password=***'],
    ['REDIS_URL', 'http://cache.example.org/?password=hunter2&db=2', 'http://cache.example.org/?password=***&db=***'],
    ['REDIS_URL', 'http://user:hunter2@cache.example.org/?password=hunter2#x', 'http://user:***@cache.example.org/?password=***#x'],
    ['LLM_BASE_URL', 'ftp://llm.example.org/v1?api_key=hunter2', 'ftp://llm.example.org/v1?api_key=***'],
    ['LLM_BASE_URL', 'ftp://me:hunter2@llm.example.org/v1', 'ftp://me:***@llm.example.org/v1'],
    ['DATABASE_URL', 'mysql://db.internal/tutor?password=hunter2', 'mysql://db.internal/tutor?password=***'],
    ['CHAT_WEBHOOK_URL', 'ftp://n8n.example.org/chat?token=hunter2', 'ftp://n8n.example.org/chat?token=***'],
  ])('refuses %s=%s without its secrets', (name, value, shown) => {
    const message = refusal({ [name]: value });
    expect(message).toContain(`${name}: `);
    expect(message).toContain(`(got ${JSON.stringify(shown)})`);
    expect(message).not.toContain('hunter2');
  });

  it('refuses an http CHAT_WEBHOOK_URL without its user information or query', () => {
    const message = refusal({ CHAT_WEBHOOK_URL: 'http://user:hunter2@n8n.example.org/chat?token=hunter2' });
    expect(message).toContain('CHAT_WEBHOOK_URL must use https (got "http://user:***@n8n.example.org/chat?token=***")');
    expect(message).not.toContain('hunter2');
  });

  it('hides query values and passwords, and leaves a URL without them as it is', () => {
    expect(withoutSecrets('redis://cache.example.org:6379/?password=hunter2')).toBe('redis://cache.example.org:6379/?password=***');
    expect(withoutSecrets('redis://a:b@h/?x&y=')).toBe('redis://a:***@h/?x&y=***');
    expect(withoutSecrets('https://llm.example.org/v1')).toBe('https://llm.example.org/v1');
  });
});
