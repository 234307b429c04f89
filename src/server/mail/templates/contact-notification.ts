import type { Language } from '../../../shared/languages.ts';
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

/** Each language named in itself, as the notice is written in the same language. */
const LANGUAGE_NAMES = { en: 'English', hi: 'हिन्दी (Hindi)' } satisfies Record<Language, string>;

const COPY = {
  en: {
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
  },
  hi: {
    subject: (subject: string, name: string) => `नया संपर्क संदेश: ${subject} (${name} से)`,
    heading: 'वेबसाइट संपर्क फ़ॉर्म से नया संदेश',
    intro: 'भेजने वाले ने सत्यापन कोड से इस ईमेल पते की पुष्टि की है। उत्तर देने के लिए इस ईमेल का जवाब दें।',
    labels: {
      name: 'नाम',
      email: 'ईमेल',
      phone: 'फ़ोन',
      language: 'भाषा',
      subject: 'विषय',
      message: 'संदेश',
      reference: 'संदर्भ',
    },
  },
} satisfies Record<Language, unknown>;

/**
 * The notice to the company's inbox. It is written in the visitor's language (the team answers
 * in it) and names that language.
 */
export function contactNotificationMail(contact: ContactNotification): RenderedMail {
  const { language } = contact;
  const copy = COPY[language];
  const { labels } = copy;
  // One line in the subject: a visitor's subject must not be able to add header lines.
  const subjectLine = contact.subject.replace(/\s+/g, ' ');
  return renderMail({
    language,
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
