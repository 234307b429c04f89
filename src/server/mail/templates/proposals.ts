import type { Language } from '#shared/languages.ts';
import { type RenderedMail, renderMail } from './layout.ts';

/**
 * Proposal mails: the link to the customer, the confirmation of an acceptance to the customer,
 * and the news of it to sales and the lead's partner, each in the reader's language.
 */

const COPY = {
  en: {
    sentSubject: (business: string, version: number) =>
      `Your solar proposal for ${business} (version ${version})`,
    sentHeading: 'Your solar power proposal',
    sentIntro: (name: string) =>
      `Dear ${name}, here is our proposal for your solar power plant. Open the link to see the offers, download the PDF and accept it.`,
    validUntil: (day: string) => `The proposal is valid until ${day}.`,
    acceptedSubject: (business: string, version: number) =>
      `Proposal accepted: ${business} (version ${version})`,
    acceptedHeading: 'Proposal accepted',
    acceptedCustomer: (name: string) =>
      `Dear ${name}, thank you: your acceptance is recorded. You can download its certificate from the link.`,
    acceptedStaff: (business: string) => `${business} has accepted its proposal.`,
    labels: {
      name: 'Name typed',
      time: 'Time (UTC)',
      ip: 'IP address',
      hash: 'SHA-256 of the PDF',
      version: 'Version',
    },
  },
  hi: {
    sentSubject: (business: string, version: number) =>
      `${business} के लिए आपका सौर प्रस्ताव (संस्करण ${version})`,
    sentHeading: 'आपका सौर ऊर्जा प्रस्ताव',
    sentIntro: (name: string) =>
      `प्रिय ${name}, आपके सौर ऊर्जा संयंत्र के लिए हमारा प्रस्ताव यह है। विकल्प देखने, पीडीएफ़ डाउनलोड करने और स्वीकार करने के लिए लिंक खोलें।`,
    validUntil: (day: string) => `यह प्रस्ताव ${day} तक वैध है।`,
    acceptedSubject: (business: string, version: number) =>
      `प्रस्ताव स्वीकृत: ${business} (संस्करण ${version})`,
    acceptedHeading: 'प्रस्ताव स्वीकृत',
    acceptedCustomer: (name: string) =>
      `प्रिय ${name}, धन्यवाद: आपकी स्वीकृति दर्ज हो गई है। इसका प्रमाणपत्र आप लिंक से डाउनलोड कर सकते हैं।`,
    acceptedStaff: (business: string) => `${business} ने अपना प्रस्ताव स्वीकार कर लिया है।`,
    labels: {
      name: 'लिखा गया नाम',
      time: 'समय (UTC)',
      ip: 'आईपी पता',
      hash: 'पीडीएफ़ का SHA-256',
      version: 'संस्करण',
    },
  },
} as const;

export function proposalSentMail(input: {
  language: Language;
  contactName: string;
  businessName: string;
  version: number;
  validUntil: string;
  url: string;
}): RenderedMail {
  const c = COPY[input.language];
  return renderMail({
    language: input.language,
    subject: c.sentSubject(input.businessName, input.version),
    heading: c.sentHeading,
    blocks: [
      { kind: 'paragraph', text: c.sentIntro(input.contactName) },
      { kind: 'link', href: input.url },
      { kind: 'paragraph', text: c.validUntil(input.validUntil) },
    ],
  });
}

export function proposalAcceptedMail(input: {
  language: Language;
  audience: 'customer' | 'staff';
  name: string;
  businessName: string;
  version: number;
  url: string;
  acceptance: { acceptedAt: string; name: string; ip: string; pdfSha256: string };
}): RenderedMail {
  const c = COPY[input.language];
  const a = input.acceptance;
  return renderMail({
    language: input.language,
    subject: c.acceptedSubject(input.businessName, input.version),
    heading: c.acceptedHeading,
    blocks: [
      {
        kind: 'paragraph',
        text:
          input.audience === 'customer'
            ? c.acceptedCustomer(input.name)
            : c.acceptedStaff(input.businessName),
      },
      {
        kind: 'fields',
        fields: [
          { label: c.labels.version, value: String(input.version) },
          { label: c.labels.name, value: a.name },
          { label: c.labels.time, value: a.acceptedAt },
          { label: c.labels.ip, value: a.ip },
          { label: c.labels.hash, value: a.pdfSha256 },
        ],
      },
      { kind: 'link', href: input.url },
    ],
  });
}
