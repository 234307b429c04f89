import type { Language } from '#shared/languages.ts';
import { type RenderedMail, renderMail } from './layout.ts';

/** To a member whose second factor an admin reset (a lost phone), in the account's language. */
const COPY = {
  en: {
    subject: 'Your two-factor sign-in was reset',
    heading: 'Your two-factor sign-in was reset',
    intro: (name: string) =>
      `Hello ${name}, an administrator has reset the two-factor sign-in of your account, and your sessions have ended.`,
    next: 'At your next sign-in you will be asked to set it up again with your authenticator app. Your old codes and recovery codes no longer work.',
    warning:
      'If you did not ask for this, tell your administrator at once and change your password.',
  },
  hi: {
    subject: 'आपका दो-चरणीय साइन-इन रीसेट किया गया',
    heading: 'आपका दो-चरणीय साइन-इन रीसेट किया गया',
    intro: (name: string) =>
      `नमस्ते ${name}, एक एडमिन ने आपके खाते का दो-चरणीय साइन-इन रीसेट कर दिया है, और आपके सभी सत्र समाप्त हो गए हैं।`,
    next: 'अगली बार साइन इन करने पर आपसे अपने ऑथेंटिकेटर ऐप के साथ इसे फिर से सेट करने को कहा जाएगा। आपके पुराने कोड और रिकवरी कोड अब काम नहीं करेंगे।',
    warning: 'यदि आपने यह अनुरोध नहीं किया था, तो तुरंत अपने एडमिन को बताएँ और अपना पासवर्ड बदलें।',
  },
} satisfies Record<Language, unknown>;

export function mfaResetMail(options: { language: Language; name: string }): RenderedMail {
  const copy = COPY[options.language];
  return renderMail({
    language: options.language,
    subject: copy.subject,
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: copy.intro(options.name) },
      { kind: 'paragraph', text: copy.next },
      { kind: 'paragraph', text: copy.warning },
    ],
  });
}
