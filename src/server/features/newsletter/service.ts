import type { Db } from '#server/db/client.ts';
import { newsletter } from '#server/db/schema.ts';
import { consumeRateLimit, type RateLimitRule } from '#server/lib/security-rate-limit.ts';
import type { Language } from '#shared/languages.ts';
import {
  newsletterMessages,
  type SubscribeNewsletterResponse,
} from '#shared/schemas/newsletter.ts';

export const NEWSLETTER_LIMIT_PER_IP: RateLimitRule = { limit: 10, windowSeconds: 3600 };

/**
 * Adds the address to the newsletter. The unique index on lower(email) keeps one row per address
 * however it is typed; subscribing again adds nothing and answers as the first time did
 * (docs/decisions/042).
 */
export async function subscribeToNewsletter(
  db: Db,
  input: { email: string; language: Language; ip: string },
  now: Date,
): Promise<SubscribeNewsletterResponse> {
  await consumeRateLimit(db, `newsletter:ip:${input.ip}`, NEWSLETTER_LIMIT_PER_IP, now);
  await db
    .insert(newsletter)
    .values({ email: input.email, language: input.language, createdAt: now })
    .onConflictDoNothing();
  return { subscribed: true, message: newsletterMessages.subscribed };
}
