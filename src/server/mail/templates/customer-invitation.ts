import type { Language } from '#shared/languages.ts';
import { type RenderedMail, renderMail } from './layout.ts';

const COPY = {
  en: {
    subject: 'Your solar plant is on your dashboard: set your password',
    heading: 'Welcome to your solar dashboard',
    intro: (name: string, business: string) =>
      `Hello ${name}, we have recorded the solar plant of ${business}. Choose a password with this link to see it: its size, your savings, the project's progress and each month's generation.`,
    validity: (days: number) =>
      `The link is valid for ${days} days and can be used once. Afterwards you log in with this e-mail address and your password.`,
    ignore: 'If you did not expect this e-mail, you can ignore it.',
  },
  hi: {
    subject: 'आपका सोलर संयंत्र आपके डैशबोर्ड पर है: अपना पासवर्ड सेट करें',
    heading: 'आपके सोलर डैशबोर्ड में आपका स्वागत है',
    intro: (name: string, business: string) =>
      `नमस्ते ${name}, हमने ${business} का सोलर संयंत्र दर्ज कर लिया है। इसे देखने के लिए इस लिंक से पासवर्ड चुनें: संयंत्र का आकार, आपकी बचत, परियोजना की प्रगति और हर महीने का उत्पादन।`,
    validity: (days: number) =>
      `यह लिंक ${days} दिनों तक मान्य है और केवल एक बार उपयोग किया जा सकता है। इसके बाद आप इसी ईमेल पते और अपने पासवर्ड से लॉग इन करें।`,
    ignore: 'यदि आपको इस ईमेल की अपेक्षा नहीं थी, तो इसे अनदेखा करें।',
  },
} satisfies Record<Language, unknown>;

/** The invitation of a won lead's contact to their customer account (decision 024). */
export function customerInvitationMail(options: {
  language: Language;
  name: string;
  businessName: string;
  link: string;
  validDays: number;
}): RenderedMail {
  const copy = COPY[options.language];
  return renderMail({
    language: options.language,
    subject: copy.subject,
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: copy.intro(options.name, options.businessName) },
      { kind: 'link', href: options.link },
      { kind: 'paragraph', text: copy.validity(options.validDays) },
      { kind: 'paragraph', text: copy.ignore },
    ],
  });
}
