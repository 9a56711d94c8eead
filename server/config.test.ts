import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, withoutPassword } from './config.ts';

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
    expect(withoutPassword('postgres://db.internal:5432/tutor')).toBe('postgres://db.internal:5432/tutor');
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
      'Invalid configuration:\n  - PORT: Invalid input: expected number, received NaN (got "abc")',
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
});
