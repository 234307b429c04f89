/**
 * Secrets at rest (decision 054): a value the server must read back (a TOTP secret, a bank
 * account number) is stored sealed with AES-256-GCM, never as plain text.
 *
 *   const stored = app.secrets.seal(plain, sealContext('users.mfa_secret', userId));
 *   const plain = app.secrets.open(stored, sealContext('users.mfa_secret', userId));
 *
 * The context (the column and the record) is bound to the sealed value as additional data, so a
 * value copied into another row or column does not open. A sealed value is text:
 * `sealed:v1:<key id>:<iv>:<ciphertext>:<tag>` (base64url), so it fits a text column.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PREFIX = 'sealed:v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** What the server's encryption key file is called, in DATA_DIR. */
export const DATA_KEY_FILE = 'data-encryption.key';

export type DataKey = { readonly id: string; readonly key: Buffer };

/** A stored value that cannot be opened: damaged, or sealed with a key this process lacks. */
export class SealedSecretError extends Error {}

/** The context of a stored secret: its table and column, and the record it belongs to. */
export const sealContext = (column: string, recordId: string) => `${column}:${recordId}`;

/** True for the text of a key: 32 bytes in base64. */
export const isDataKey = (text: string) => /^[A-Za-z0-9+/]{43}=$/.test(text.trim());

/**
 * A key from its base64 text (32 bytes). Its id is a short fingerprint, stored with each sealed
 * value so that a rotated key still opens the values sealed before the rotation.
 */
export function dataKeyFrom(base64: string): DataKey {
  if (!isDataKey(base64)) throw new SealedSecretError('not 32 bytes in base64');
  const key = Buffer.from(base64.trim(), 'base64');
  const id = createHash('sha256').update('arkaja data key id\0').update(key).digest('hex');
  return { id: id.slice(0, 8), key };
}

/** Said at start-up when a stored secret (`what`) was sealed with a key this server was not given. */
const unknownSealingKey = (what: string) =>
  `A ${what} in the database was sealed with a key this server does not have. Set DATA_ENCRYPTION_KEY to that key (or list it in DATA_ENCRYPTION_PREVIOUS_KEYS), then start again.`;

export class SealedSecrets {
  private readonly keys = new Map<string, Buffer>();
  readonly currentKeyId: string;

  /** `current` seals; it and every `previous` key open. */
  constructor(current: DataKey, previous: readonly DataKey[] = []) {
    this.currentKeyId = current.id;
    for (const k of [current, ...previous]) this.keys.set(k.id, k.key);
  }

  /** Seals `plain` with the current key, bound to `context`. */
  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentKeyId)!, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
    return `${PREFIX}${this.currentKeyId}:${parts.join(':')}`;
  }

  /** Opens a sealed value of `context`; throws SealedSecretError if it is not one that opens. */
  open(sealed: string, context: string): string {
    if (!isSealed(sealed)) throw new SealedSecretError('not a sealed value');
    const [keyId, iv, body, tag] = sealed.slice(PREFIX.length).split(':');
    const key = this.keys.get(keyId ?? '');
    if (!key) throw new SealedSecretError(`sealed with key ${keyId}, which this server lacks`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body ?? '', 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    } catch {
      throw new SealedSecretError('a sealed value did not open (damaged, or another context)');
    }
  }

  /** A LIKE pattern for values sealed with the current key: the rest may need sealing anew. */
  get currentKeyPattern(): string {
    return `${PREFIX}${this.currentKeyId}:%`;
  }

  /** True when `stored` should be sealed anew: plain text, or sealed with a previous key. */
  needsSealing(stored: string): boolean {
    return !isSealed(stored) || keyIdOf(stored) !== this.currentKeyId;
  }

  /** True when this process holds the key `stored` was sealed with (plain text: true). */
  canOpen(stored: string): boolean {
    return !isSealed(stored) || this.keys.has(keyIdOf(stored));
  }

  /** Never prints a key, whatever logs or inspects this object. */
  toJSON() {
    return { currentKeyId: this.currentKeyId };
  }
  [Symbol.for('nodejs.util.inspect.custom')]() {
    return `SealedSecrets { currentKeyId: '${this.currentKeyId}' }`;
  }
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** A stored value as plain text: opened when sealed; one still in plain text (an older release wrote it) as it is. */
export const openStored = (secrets: SealedSecrets, stored: string, context: string) =>
  isSealed(stored) ? secrets.open(stored, context) : stored;

/**
 * Seals each stored value that needs it (plain text, or sealed with a previous key) with the
 * current key; run at every start. `write` stores the new value only where the row still holds
 * the old one, and answers whether it did. A value sealed with a key this process lacks stops
 * the start (`what` names it), rather than failing its owner later.
 */
export async function sealStoredValues<Row extends { stored: string | null }>(
  secrets: SealedSecrets,
  rows: readonly Row[],
  contextOf: (row: Row) => string,
  write: (row: Row, sealed: string) => Promise<boolean>,
  what: string,
): Promise<number> {
  let sealed = 0;
  for (const row of rows) {
    const { stored } = row;
    if (!stored || !secrets.needsSealing(stored)) continue;
    if (!secrets.canOpen(stored)) throw new SealedSecretError(unknownSealingKey(what));
    const context = contextOf(row);
    if (await write(row, secrets.seal(openStored(secrets, stored, context), context))) sealed++;
  }
  return sealed;
}
const keyIdOf = (stored: string) => stored.slice(PREFIX.length).split(':')[0] ?? '';

/**
 * The key the server seals with: DATA_ENCRYPTION_KEY when set (config.ts refuses production on
 * PostgreSQL without it); else the key in DATA_DIR/data-encryption.key, made once (32 random
 * bytes, mode 0600) on the first start of a development or embedded-database install.
 */
export function loadSealedSecrets(settings: {
  key: string | undefined;
  previousKeys: readonly string[];
  dataDir: string;
}): SealedSecrets {
  const previous = settings.previousKeys.map(dataKeyFrom);
  if (settings.key) return new SealedSecrets(dataKeyFrom(settings.key), previous);
  return new SealedSecrets(dataKeyFrom(keyFileText(settings.dataDir)), previous);
}

function keyFileText(dataDir: string): string {
  const file = path.join(dataDir, DATA_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': only the first start makes it, even when two start at once.
    const fd = openSync(file, 'wx', 0o600);
    try {
      writeFileSync(fd, `${randomBytes(KEY_BYTES).toString('base64')}\n`);
    } finally {
      closeSync(fd);
    }
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  // A copy restored with wider permissions is narrowed again.
  chmodSync(file, 0o600);
  const text = readFileSync(file, 'utf8');
  try {
    dataKeyFrom(text);
  } catch {
    throw new SealedSecretError(
      `The key file ${file} does not hold a key (32 bytes in base64). Restore it from a backup, or set DATA_ENCRYPTION_KEY.`,
    );
  }
  return text;
}
