import type { Language } from '#shared/languages.ts';
import { type RenderedMail, renderMail } from './layout.ts';

/** The e-mails that carry a single-use link to the account's owner, in the account's language. */

const RESET = {
  en: {
    subject: 'Reset your password',
    heading: 'Reset your password',
    intro: (name: string) =>
      `Hello ${name}, someone (we hope you) asked to reset the password of your account. Open this link to choose a new one:`,
    validity: (minutes: number) =>
      `The link is valid for ${minutes} minutes and can be used once. Setting a new password logs you out everywhere.`,
    ignore:
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  hi: {
    subject: 'अपना पासवर्ड रीसेट करें',
    heading: 'अपना पासवर्ड रीसेट करें',
    intro: (name: string) =>
      `नमस्ते ${name}, किसी ने (आशा है आपने) आपके खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:`,
    validity: (minutes: number) =>
      `यह लिंक ${minutes} मिनट तक मान्य है और केवल एक बार उपयोग किया जा सकता है। नया पासवर्ड सेट करने पर आप हर जगह से लॉग आउट हो जाएँगे।`,
    ignore: 'यदि आपने यह अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',
  },
} satisfies Record<Language, unknown>;

const CONFIRM = {
  en: {
    subject: 'Confirm your e-mail address',
    heading: 'Confirm your e-mail address',
    intro: (name: string) =>
      `Hello ${name}, please confirm that this is your e-mail address by opening this link:`,
    validity: (days: number) => `The link is valid for ${days} days and can be used once.`,
    ignore: 'If you did not create an account with us, you can ignore this e-mail.',
  },
  hi: {
    subject: 'अपने ईमेल पते की पुष्टि करें',
    heading: 'अपने ईमेल पते की पुष्टि करें',
    intro: (name: string) => `नमस्ते ${name}, कृपया यह लिंक खोलकर पुष्टि करें कि यह आपका ईमेल पता है:`,
    validity: (days: number) => `यह लिंक ${days} दिनों तक मान्य है और केवल एक बार उपयोग किया जा सकता है।`,
    ignore: 'यदि आपने हमारे साथ खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।',
  },
} satisfies Record<Language, unknown>;

type LinkMail = { language: Language; name: string; link: string };

export function passwordResetMail(options: LinkMail & { validMinutes: number }): RenderedMail {
  const copy = RESET[options.language];
  return renderMail({
    language: options.language,
    subject: copy.subject,
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: copy.intro(options.name) },
      { kind: 'link', href: options.link },
      { kind: 'paragraph', text: copy.validity(options.validMinutes) },
      { kind: 'paragraph', text: copy.ignore },
    ],
  });
}

export function emailConfirmationMail(options: LinkMail & { validDays: number }): RenderedMail {
  const copy = CONFIRM[options.language];
  return renderMail({
    language: options.language,
    subject: copy.subject,
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: copy.intro(options.name) },
      { kind: 'link', href: options.link },
      { kind: 'paragraph', text: copy.validity(options.validDays) },
      { kind: 'paragraph', text: copy.ignore },
    ],
  });
}
