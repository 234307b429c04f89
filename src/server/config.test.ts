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
  ])('names %s when it is %j', (name, value) => {
    const env = {
      [name]: value,
      ...(name === 'ADMIN_EMAIL' ? { ADMIN_PASSWORD: 'x'.repeat(12) } : {}),
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('marks the site secure when PUBLIC_URL is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.arkaja.example' }).secure).toBe(true);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.in' })).toThrow(/ADMIN_PASSWORD/);
  });
});
