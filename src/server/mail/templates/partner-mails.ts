import { company } from '#shared/company.ts';
import type { Language } from '#shared/languages.ts';
import { paths } from '#shared/paths.ts';
import type { Partner } from '#shared/schemas/partners.ts';
import { mailLink } from '../links.ts';
import { type RenderedMail, renderMail } from './layout.ts';

const NEW_APPLICATION_COPY = {
  en: {
    subject: (name: string) => `New partner application: ${name}`,
    heading: 'New referral partner application',
    intro: (name: string) => `${name} has applied to become a referral partner.`,
    labels: {
      name: 'Name',
      company: 'Company',
      email: 'E-mail',
      phone: 'Phone',
      place: 'City / State',
    },
    review: (url: string) => `Review and approve it under Manage Partners: ${url}`,
  },
  hi: {
    subject: (name: string) => `नया पार्टनर आवेदन: ${name}`,
    heading: 'रेफ़रल पार्टनर का नया आवेदन',
    intro: (name: string) => `${name} ने रेफ़रल पार्टनर बनने के लिए आवेदन किया है।`,
    labels: {
      name: 'नाम',
      company: 'कंपनी',
      email: 'ईमेल',
      phone: 'फ़ोन',
      place: 'शहर / राज्य',
    },
    review: (url: string) => `इसे "पार्टनर प्रबंधन" में देखें और स्वीकृत करें: ${url}`,
  },
} satisfies Record<Language, unknown>;

/** To an admin account, in that account's language: a new application waits for review. */
export function newApplicationMail(
  partner: Partner,
  origin: string,
  language: Language,
): RenderedMail {
  const copy = NEW_APPLICATION_COPY[language];
  const name = partner.fullName.replace(/\s+/g, ' ');
  return renderMail({
    language,
    subject: copy.subject(name),
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: copy.intro(partner.fullName) },
      {
        kind: 'fields',
        fields: [
          { label: copy.labels.name, value: partner.fullName },
          { label: copy.labels.company, value: partner.companyName ?? '-' },
          { label: copy.labels.email, value: partner.email },
          { label: copy.labels.phone, value: partner.phone },
          { label: copy.labels.place, value: `${partner.city}, ${partner.state}` },
        ],
      },
      { kind: 'paragraph', text: copy.review(mailLink(origin, paths.partnerDashboard, language)) },
    ],
  });
}

const APPROVED_COPY = {
  en: {
    subject: 'Your partner application has been approved',
    heading: 'Welcome to the referral partner programme',
    greeting: (name: string) => `Dear ${name},`,
    approved: `Your application to become a ${company.shortName} referral partner has been approved.`,
    next: (url: string) => `Log in at ${url} to add leads and upload their documents.`,
  },
  hi: {
    subject: 'आपका पार्टनर आवेदन स्वीकृत हो गया है',
    heading: 'रेफ़रल पार्टनर कार्यक्रम में आपका स्वागत है',
    greeting: (name: string) => `प्रिय ${name},`,
    approved: `${company.shortName} का रेफ़रल पार्टनर बनने का आपका आवेदन स्वीकृत हो गया है।`,
    next: (url: string) => `लीड जोड़ने और उनके दस्तावेज़ अपलोड करने के लिए ${url} पर लॉग इन करें।`,
  },
} satisfies Record<Language, unknown>;

/** To the partner's account, in its language: the application is approved. */
export function approvedMail(partner: Partner, origin: string, language: Language): RenderedMail {
  const copy = APPROVED_COPY[language];
  return renderMail({
    language,
    subject: copy.subject,
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: copy.greeting(partner.fullName) },
      { kind: 'paragraph', text: copy.approved },
      { kind: 'paragraph', text: copy.next(mailLink(origin, paths.partner, language)) },
    ],
  });
}
