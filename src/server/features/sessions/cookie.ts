import { createHash } from 'node:crypto';

export const SESSION_COOKIE = 'sid';
export const IDLE_MS = 7 * 24 * 3600 * 1000;
export const ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** Extend the idle expiry at most once an hour, not on every request. */
export const TOUCH_AFTER_MS = 3600 * 1000;
/** How long a session may wait for its second factor after the password was right. */
export const MFA_PENDING_MS = 10 * 60 * 1000;

/** Sessions are stored by the hash of their cookie value, never by the value itself. */
export const hashSid = (sid: string) => createHash('sha256').update(sid).digest('hex');
