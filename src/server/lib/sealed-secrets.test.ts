import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DATA_KEY_FILE,
  dataKeyFrom,
  isSealed,
  loadSealedSecrets,
  SealedSecretError,
  SealedSecrets,
  sealContext,
} from './sealed-secrets.ts';

const newKey = () => randomBytes(32).toString('base64');

describe('sealed secrets', () => {
  const key = dataKeyFrom(newKey());
  const secrets = new SealedSecrets(key);
  const context = sealContext('users.mfa_secret', 'user-1');

  it('seals with AES-256-GCM behind a versioned prefix and its key id, and opens again', () => {
    const sealed = secrets.seal('JBSWY3DPEHPK3PXP', context);
    expect(sealed).toMatch(new RegExp(`^sealed:v1:${key.id}:[\\w-]{16}:[\\w-]+:[\\w-]{22}$`));
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(isSealed(sealed)).toBe(true);
    expect(secrets.open(sealed, context)).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time: the same secret never looks the same twice.
    expect(secrets.seal('JBSWY3DPEHPK3PXP', context)).not.toBe(sealed);
  });

  it('refuses a value of another record or column, a changed byte, and plain text', () => {
    const sealed = secrets.seal('secret', context);
    expect(() => secrets.open(sealed, sealContext('users.mfa_secret', 'user-2'))).toThrow(
      SealedSecretError,
    );
    expect(() => secrets.open(sealed, sealContext('partners.bank_account', 'user-1'))).toThrow(
      SealedSecretError,
    );
    const parts = sealed.split(':');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => secrets.open(parts.join(':'), context)).toThrow(SealedSecretError);
    expect(() => secrets.open('secret', context)).toThrow(SealedSecretError);
  });

  it('opens values of a previous key after a rotation, and says which to seal again', () => {
    const old = dataKeyFrom(newKey());
    const before = new SealedSecrets(old).seal('secret', context);
    const rotated = new SealedSecrets(key, [old]);
    expect(rotated.open(before, context)).toBe('secret');
    expect(rotated.needsSealing(before)).toBe(true);
    expect(rotated.needsSealing(rotated.seal('secret', context))).toBe(false);
    expect(rotated.needsSealing('plain')).toBe(true);
    expect(secrets.canOpen(new SealedSecrets(old).seal('x', context))).toBe(false);
    expect(() => secrets.open(before, context)).toThrow(/key .* lacks/);
  });

  it('takes only 32 bytes in base64 as a key', () => {
    for (const bad of ['', 'short', randomBytes(16).toString('base64'), `${newKey()}x`])
      expect(() => dataKeyFrom(bad)).toThrow(SealedSecretError);
  });

  it('never shows a key when logged, inspected or serialised', () => {
    const keyText = key.key.toString('base64');
    expect(JSON.stringify({ secrets })).not.toContain(keyText);
    expect(inspect(secrets, { showHidden: true, depth: 5 })).not.toContain(keyText);
    expect(inspect(secrets)).not.toContain(key.key.toString('hex'));
  });

  describe('without DATA_ENCRYPTION_KEY', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sealed-secrets-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('makes a key file once, readable by its owner only, and keeps using it', () => {
      const dataDir = path.join(dir, 'data');
      const first = loadSealedSecrets({ key: undefined, previousKeys: [], dataDir });
      const file = path.join(dataDir, DATA_KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const sealed = first.seal('secret', context);
      const again = loadSealedSecrets({ key: undefined, previousKeys: [], dataDir });
      expect(again.open(sealed, context)).toBe('secret');
      expect(readFileSync(file, 'utf8').trim()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    });

    it('uses DATA_ENCRYPTION_KEY instead when it is set, and makes no file', () => {
      const dataDir = path.join(dir, 'with-key');
      const keyText = newKey();
      const loaded = loadSealedSecrets({ key: keyText, previousKeys: [], dataDir });
      expect(loaded.currentKeyId).toBe(dataKeyFrom(keyText).id);
      expect(() => statSync(path.join(dataDir, DATA_KEY_FILE))).toThrow();
    });

    it('stops with a clear message when the key file holds no key', () => {
      const dataDir = path.join(dir, 'broken');
      loadSealedSecrets({ key: undefined, previousKeys: [], dataDir });
      writeFileSync(path.join(dataDir, DATA_KEY_FILE), 'not a key\n');
      expect(() => loadSealedSecrets({ key: undefined, previousKeys: [], dataDir })).toThrow(
        /does not hold a key .*DATA_ENCRYPTION_KEY/,
      );
    });
  });
});
