import type { Language } from '#shared/languages.ts';
import { type RenderedMail, renderMail } from './layout.ts';

export type ContactNotification = {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The language the visitor used on the site, so the team can answer in it. */
  language: Language;
};

/** The visitor's language, for the team to answer in it. */
const LANGUAGE_NAMES = { en: 'English', hi: 'Hindi (हिन्दी)' } satisfies Record<Language, string>;

const COPY = {
  subject: (subject: string, name: string) => `New contact message: ${subject} (from ${name})`,
  heading: 'New message from the website contact form',
  intro:
    'The sender confirmed this e-mail address with a verification code. Reply to this e-mail to answer them.',
  labels: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    language: 'Language',
    subject: 'Subject',
    message: 'Message',
    reference: 'Reference',
  },
};

/**
 * The notice to the company's inbox: the company's own mail, in English (docs/decisions/021),
 * naming the language the visitor wrote in so the team answers in it.
 */
export function contactNotificationMail(contact: ContactNotification): RenderedMail {
  const { language } = contact;
  const copy = COPY;
  const { labels } = copy;
  // One line in the subject: a visitor's subject must not be able to add header lines.
  const subjectLine = contact.subject.replace(/\s+/g, ' ');
  return renderMail({
    language: 'en',
    subject: copy.subject(subjectLine, contact.name.replace(/\s+/g, ' ')),
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: copy.intro },
      {
        kind: 'fields',
        fields: [
          { label: labels.name, value: contact.name },
          { label: labels.email, value: contact.email },
          { label: labels.phone, value: contact.phone },
          { label: labels.language, value: LANGUAGE_NAMES[language] },
          { label: labels.subject, value: contact.subject },
          { label: labels.message, value: contact.message },
          { label: labels.reference, value: `#${contact.id}` },
        ],
      },
    ],
  });
}
