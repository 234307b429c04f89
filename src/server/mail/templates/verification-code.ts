import type { Language } from '#shared/languages.ts';
import { type RenderedMail, renderMail } from './layout.ts';

const COPY = {
  en: {
    subject: (code: string) => `Your verification code is ${code}`,
    heading: 'Confirm your e-mail address',
    intro: 'Enter this code on our website to confirm your e-mail address:',
    validity: (minutes: number) =>
      `The code is valid for ${minutes} minutes and can be used once. Never share it with anyone.`,
    ignore: 'If you did not ask for this code, you can ignore this e-mail.',
  },
  hi: {
    subject: (code: string) => `आपका सत्यापन कोड ${code} है`,
    heading: 'अपने ईमेल पते की पुष्टि करें',
    intro: 'अपने ईमेल पते की पुष्टि के लिए हमारी वेबसाइट पर यह कोड दर्ज करें:',
    validity: (minutes: number) =>
      `यह कोड ${minutes} मिनट तक मान्य है और केवल एक बार उपयोग किया जा सकता है। इसे कभी किसी के साथ साझा न करें।`,
    ignore: 'यदि आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा करें।',
  },
} satisfies Record<Language, unknown>;

export function verificationCodeMail(options: {
  language: Language;
  code: string;
  validMinutes: number;
}): RenderedMail {
  const copy = COPY[options.language];
  return renderMail({
    language: options.language,
    subject: copy.subject(options.code),
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: copy.intro },
      { kind: 'code', text: options.code },
      { kind: 'paragraph', text: copy.validity(options.validMinutes) },
      { kind: 'paragraph', text: copy.ignore },
    ],
  });
}
