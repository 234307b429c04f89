import { Secret, TOTP } from 'otpauth';
import { company } from '#shared/company.ts';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of one step before or after the server's clock are accepted (a phone's drift). */
export const TOTP_DRIFT_STEPS = 1;

export function totpFor(secret: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: company.shortName,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step of a moment. */
export const totpStep = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The step whose code this is, within the allowed drift of `now`, or null. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret).validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_DRIFT_STEPS,
  });
  return delta === null ? null : totpStep(now) + delta;
}

/** The code of a moment: what the member's app shows (and what the tests compute). */
export function totpCode(secret: string, at: Date): string {
  return totpFor(secret).generate({ timestamp: at.getTime() });
}
