import { formatPaise } from '#shared/format.ts';
import type { Language } from '#shared/languages.ts';
import { type RenderedMail, renderMail } from './layout.ts';

const COPY = {
  en: {
    billSubject: (n: string) => `Your solar power bill ${n}`,
    billHeading: 'Your monthly bill of supply',
    billText: (month: string, amount: string, due: string) =>
      `The bill for the power your plant generated in ${month} is ready: ${amount}, due by ${due}. Its PDF is in the Bills tab of your dashboard.`,
    reminderSubject: (n: string) => `Bill ${n} is due`,
    reminderHeading: 'A reminder about your bill',
    reminderText: (n: string, left: string, due: string) =>
      `${left} is still to be paid on bill ${n}, which was due on ${due}. If you have paid already, thank you: please ignore this mail.`,
    lateSubject: (n: string) => `Bill ${n} is a week overdue`,
    lateHeading: 'Your bill is overdue',
    profileSubject: 'Your payout details were changed',
    profileHeading: 'Payout details changed',
    profileText: (hours: number) =>
      `The bank or tax details of your partner payouts were just changed. Payouts are held for ${hours} hours. If you did not make this change, reply to this mail at once and change your password.`,
    paidSubject: (n: string) => `Payout ${n} has been paid`,
    paidHeading: 'Your payout is on its way',
    paidText: (net: string, utr: string) =>
      `We have paid ${net} to your bank account, bank reference (UTR) ${utr}. The statement with GST and TDS is in the Statements tab.`,
  },
  hi: {
    billSubject: (n: string) => `आपका सोलर बिजली बिल ${n}`,
    billHeading: 'आपका मासिक आपूर्ति बिल',
    billText: (month: string, amount: string, due: string) =>
      `${month} में आपके संयंत्र द्वारा बनाई गई बिजली का बिल तैयार है: ${amount}, ${due} तक देय। इसकी पीडीएफ आपके डैशबोर्ड के बिल टैब में है।`,
    reminderSubject: (n: string) => `बिल ${n} देय है`,
    reminderHeading: 'आपके बिल की याद',
    reminderText: (n: string, left: string, due: string) =>
      `बिल ${n} पर ${left} का भुगतान अभी बाकी है, जो ${due} को देय था। यदि आप भुगतान कर चुके हैं, तो धन्यवाद: कृपया इस मेल को अनदेखा करें।`,
    lateSubject: (n: string) => `बिल ${n} एक सप्ताह से बकाया है`,
    lateHeading: 'आपका बिल बकाया है',
    profileSubject: 'आपके भुगतान विवरण बदले गए',
    profileHeading: 'भुगतान विवरण बदले गए',
    profileText: (hours: number) =>
      `आपके पार्टनर भुगतान के बैंक या कर विवरण अभी बदले गए हैं। भुगतान ${hours} घंटे के लिए रोके गए हैं। यदि यह बदलाव आपने नहीं किया, तो तुरंत इस मेल का उत्तर दें और अपना पासवर्ड बदलें।`,
    paidSubject: (n: string) => `भुगतान ${n} कर दिया गया है`,
    paidHeading: 'आपका भुगतान भेज दिया गया है',
    paidText: (net: string, utr: string) =>
      `हमने आपके बैंक खाते में ${net} का भुगतान किया है, बैंक संदर्भ (यूटीआर) ${utr}। जीएसटी और टीडीएस सहित विवरण स्टेटमेंट टैब में है।`,
  },
} satisfies Record<Language, unknown>;

export function billMail(o: {
  language: Language;
  number: string;
  month: string;
  amountPaise: number;
  dueOn: string;
  link: string;
}): RenderedMail {
  const c = COPY[o.language];
  return renderMail({
    language: o.language,
    subject: c.billSubject(o.number),
    heading: c.billHeading,
    blocks: [
      { kind: 'paragraph', text: c.billText(o.month, formatPaise(o.amountPaise), o.dueOn) },
      { kind: 'link', href: o.link },
    ],
  });
}

export function billReminderMail(o: {
  language: Language;
  late: boolean;
  number: string;
  leftPaise: number;
  dueOn: string;
  link: string;
}): RenderedMail {
  const c = COPY[o.language];
  return renderMail({
    language: o.language,
    subject: o.late ? c.lateSubject(o.number) : c.reminderSubject(o.number),
    heading: o.late ? c.lateHeading : c.reminderHeading,
    blocks: [
      { kind: 'paragraph', text: c.reminderText(o.number, formatPaise(o.leftPaise), o.dueOn) },
      { kind: 'link', href: o.link },
    ],
  });
}

export function payoutProfileChangedMail(o: { language: Language; hours: number }): RenderedMail {
  const c = COPY[o.language];
  return renderMail({
    language: o.language,
    subject: c.profileSubject,
    heading: c.profileHeading,
    blocks: [{ kind: 'paragraph', text: c.profileText(o.hours) }],
  });
}

export function payoutPaidMail(o: {
  language: Language;
  number: string;
  netPaise: number;
  utr: string;
  link: string;
}): RenderedMail {
  const c = COPY[o.language];
  return renderMail({
    language: o.language,
    subject: c.paidSubject(o.number),
    heading: c.paidHeading,
    blocks: [
      { kind: 'paragraph', text: c.paidText(formatPaise(o.netPaise), o.utr) },
      { kind: 'link', href: o.link },
    ],
  });
}
