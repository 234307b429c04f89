import { company } from '../../../shared/company.ts';
import type { Partner } from '../../../shared/schemas/partners.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** Plain-text e-mails of the partner programme, English first, then Hindi. */

export function newApplicationMail(to: string, partner: Partner, origin: string): MailMessage {
  const details = [
    `Name: ${partner.fullName}`,
    `Company: ${partner.companyName ?? '-'}`,
    `Email: ${partner.email}`,
    `Phone: ${partner.phone}`,
    `City / State: ${partner.city}, ${partner.state}`,
  ].join('\n');
  return {
    to,
    subject: `New partner application: ${partner.fullName}`,
    text: [
      `${partner.fullName} has applied to become a referral partner.`,
      '',
      details,
      '',
      `Review and approve it under Manage Partners: ${origin}/partner-dashboard`,
      '',
      '---',
      `${partner.fullName} ने रेफ़रल पार्टनर बनने के लिए आवेदन किया है। इसे "पार्टनर प्रबंधन" में देखें और स्वीकृत करें: ${origin}/partner-dashboard`,
    ].join('\n'),
  };
}

export function approvedMail(partner: Partner, origin: string): MailMessage {
  return {
    to: partner.email,
    subject: 'Your partner application has been approved',
    text: [
      `Dear ${partner.fullName},`,
      '',
      `Your application to become a ${company.shortName} referral partner has been approved.`,
      `Log in at ${origin}/partner to add leads and upload their documents.`,
      '',
      '---',
      `प्रिय ${partner.fullName},`,
      '',
      `${company.shortName} का रेफ़रल पार्टनर बनने का आपका आवेदन स्वीकृत हो गया है।`,
      `लीड जोड़ने और उनके दस्तावेज़ अपलोड करने के लिए ${origin}/partner पर लॉग इन करें।`,
    ].join('\n'),
  };
}
