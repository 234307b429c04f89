import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { contacts } from '#server/db/schema.ts';
import { consumeRateLimit, type RateLimitRule } from '#server/lib/security-rate-limit.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { contactNotificationMail } from '#server/mail/templates/contact-notification.ts';
import { company } from '#shared/company.ts';
import type { Language } from '#shared/languages.ts';
import { type ContactResponse, contactMessages } from '#shared/schemas/contact.ts';
import { checkCode, codeCheckError, spendCode } from '../verification/index.ts';

export const CONTACT_LIMIT_PER_IP: RateLimitRule = { limit: 10, windowSeconds: 3600 };

export type ContactInput = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  verificationCode: string;
  language: Language;
};

/**
 * Stores a contact message whose address was verified: the code is checked again here and spent
 * in the same transaction that stores the message, so one code sends one message. The company is
 * then told by e-mail; a failure to queue that mail does not undo the stored message.
 */
export async function submitContactMessage(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  input: ContactInput & { ip: string },
  now: Date,
): Promise<ContactResponse> {
  const { db, mailer, log } = deps;
  const { verificationCode, ip, ...fields } = input;
  await consumeRateLimit(db, `contact:ip:${ip}`, CONTACT_LIMIT_PER_IP, now);

  const outcome = await db.transaction(async (tx) => {
    const check = await checkCode(tx, fields.email, verificationCode, now);
    if (check !== 'valid') return { check } as const;
    const [stored] = await tx
      .insert(contacts)
      .values({ ...fields, createdAt: now })
      .returning({ id: contacts.id });
    await spendCode(tx, fields.email);
    return { check, id: stored!.id } as const;
  });
  if (outcome.check !== 'valid') throw codeCheckError(outcome.check);

  try {
    await mailer.send({
      to: company.contact.email,
      replyTo: fields.email,
      ...contactNotificationMail({ id: outcome.id, ...fields }),
    });
  } catch (err) {
    log.error({ err, contactId: outcome.id }, 'could not queue the contact notification');
  }
  return { id: outcome.id, message: contactMessages.sent };
}
