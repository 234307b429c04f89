import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.secure).toBe(false);
    expect(config.dataDir).toMatch(/data$/);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['ADMIN_EMAIL', 'nobody'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_URL', 'not a url'],
    ['METRICS_PORT', 'abc'],
    ['METRICS_PORT', '3000'],
    ['METRICS_TOKEN', 'short'],
    ['MAIL_RETRY_SECONDS', '0'],
    ['MAIL_RETRY_SECONDS', '1.5'],
    ['MAIL_RETRY_SECONDS', '3601'],
    ['METRICS_TOKEN', `${'a'.repeat(20)} ${'b'.repeat(20)}`],
    ['DATA_ENCRYPTION_KEY', 'c2hvcnQ='],
    ['DATA_ENCRYPTION_PREVIOUS_KEYS', 'c2hvcnQ='],
    ['PASSWORD_HASHING', 'fast'],
    ['PASSWORD_HASHING', 'none'],
  ])('names %s when it is %j', (name, value) => {
    const env = {
      [name]: value,
      ...(name === 'ADMIN_EMAIL' ? { ADMIN_PASSWORD: 'x'.repeat(12) } : {}),
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('hashes at OWASP cost unless told fast-for-tests, which production refuses', () => {
    expect(loadConfig({}).passwordHashing).toBe('owasp');
    expect(loadConfig({ NODE_ENV: 'production' }).passwordHashing).toBe('owasp');
    expect(loadConfig({ PASSWORD_HASHING: 'fast-for-tests' }).passwordHashing).toBe(
      'fast-for-tests',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PASSWORD_HASHING: 'fast-for-tests' }),
    ).toThrow(/^Invalid configuration: PASSWORD_HASHING=fast-for-tests is refused/);
  });

  it('refuses production on PostgreSQL without DATA_ENCRYPTION_KEY, and never shows a key', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/app' };
    expect(() => loadConfig(production)).toThrow(
      /^Invalid configuration: DATA_ENCRYPTION_KEY must be set in production on PostgreSQL/,
    );
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ...production, DATA_ENCRYPTION_KEY: key }).dataEncryption).toEqual({
      key,
      previousKeys: [],
    });
    // The embedded database, and development on PostgreSQL, keep a key file instead.
    expect(loadConfig({ NODE_ENV: 'production' }).dataEncryption.key).toBeUndefined();
    expect(
      loadConfig({ DATABASE_URL: 'postgres://app@db/app' }).dataEncryption.key,
    ).toBeUndefined();
    const wrong = `${key.slice(0, 40)}`;
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: wrong })).toThrow(/\(got \(not shown\)\)$/);
    const old = Buffer.alloc(32, 8).toString('base64');
    expect(
      loadConfig({ DATA_ENCRYPTION_KEY: key, DATA_ENCRYPTION_PREVIOUS_KEYS: ` ${old} ,` })
        .dataEncryption.previousKeys,
    ).toEqual([old]);
  });

  it('retries refused mail after 30 s unless MAIL_RETRY_SECONDS says otherwise', () => {
    expect(loadConfig({}).mailRetryMs).toBe(30_000);
    expect(loadConfig({ MAIL_RETRY_SECONDS: '5' }).mailRetryMs).toBe(5_000);
  });

  it('marks the site secure when PUBLIC_URL is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.arkaja.example' }).secure).toBe(true);
  });

  it('reads REDIS_URL and the metrics settings, and leaves them off by default', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    const token = 'f'.repeat(64);
    const config = loadConfig({
      REDIS_URL: 'rediss://:pw@redis.internal:6380/2',
      METRICS_TOKEN: token,
      METRICS_PORT: '9464',
    });
    expect(config.redisUrl).toBe('rediss://:pw@redis.internal:6380/2');
    expect(config.metrics).toEqual({ token, port: 9464 });
    expect(loadConfig({ METRICS_PORT: '', METRICS_TOKEN: '' }).metrics).toEqual({
      token: undefined,
      port: undefined,
    });
  });

  it('never repeats a secret in its error: tokens and passwords are left out, URLs lose theirs', () => {
    const errorOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        return (err as ConfigError).message;
      }
      throw new Error('loadConfig accepted the environment');
    };
    expect(errorOf({ METRICS_TOKEN: `${'s'.repeat(20)} ${'t'.repeat(20)}` })).toMatch(
      /^Invalid configuration: METRICS_TOKEN .* \(got \(not shown\)\)$/,
    );
    expect(errorOf({ ADMIN_PASSWORD: 'Secret-Pass-2026' })).toMatch(
      /^Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD .* \(got \(not shown\)\)$/,
    );
    expect(errorOf({ REDIS_URL: 'http://user:hunter22@redis.internal' })).toMatch(
      /\(got "http:\/\/user:\*\*\*@redis.internal\/"\)$/,
    );
    expect(errorOf({ DATABASE_URL: 'mysql://app:hunter22@db' })).not.toContain('hunter22');
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.in' })).toThrow(/ADMIN_PASSWORD/);
  });
});
