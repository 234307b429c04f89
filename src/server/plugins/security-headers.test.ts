import { describe, expect, it } from 'vitest';
import {
  API_CONTENT_SECURITY_POLICY,
  apiHeaderList,
  contentSecurityPolicy,
  pageHeaderList,
} from './security-headers.ts';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1);

describe('the security headers built once at start (decision 025)', () => {
  it('allows scripts from the site and from the given hashes only, never inline ones wholesale', () => {
    const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    for (const scriptHashes of [[], [hash]]) {
      const csp = contentSecurityPolicy({ secure: false, scriptHashes });
      expect(directive(csp, 'script-src')).toEqual(["'self'", ...scriptHashes]);
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(directive(csp, 'default-src')).toEqual(["'self'"]);
      expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    }
  });

  it.each([
    "'unsafe-inline'",
    "'unsafe-eval'",
    '*',
    'https://cdn.example',
    "'sha256-not base64'",
    'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
  ])('refuses %s as a script hash', (source) => {
    expect(() => contentSecurityPolicy({ secure: false, scriptHashes: [source] })).toThrow();
  });

  it('adds HSTS and upgrade-insecure-requests over https only', () => {
    const plain = new Map(pageHeaderList({ secure: false }));
    const secure = new Map(pageHeaderList({ secure: true }));
    expect(plain.has('strict-transport-security')).toBe(false);
    expect(directive(plain.get('content-security-policy')!, 'upgrade-insecure-requests')).toBe(
      undefined,
    );
    expect(secure.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directive(secure.get('content-security-policy')!, 'upgrade-insecure-requests')).toEqual(
      [],
    );
  });

  it.each([
    ['page', pageHeaderList],
    ['API', apiHeaderList],
  ])('names every %s header in lower case, once', (_kind, list) => {
    const names = list({ secure: true }).map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toBe(name.toLowerCase());
  });

  it('gives API answers no sources, no framing and a sandbox, and HSTS over https only', () => {
    expect(directive(API_CONTENT_SECURITY_POLICY, 'default-src')).toEqual(["'none'"]);
    expect(directive(API_CONTENT_SECURITY_POLICY, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(API_CONTENT_SECURITY_POLICY, 'sandbox')).toEqual([]);
    const plain = new Map(apiHeaderList({ secure: false }));
    expect(plain.get('cache-control')).toBe('private, no-store');
    expect(plain.has('strict-transport-security')).toBe(false);
    expect(new Map(apiHeaderList({ secure: true })).get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
