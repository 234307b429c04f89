import type { Language } from '#shared/languages.ts';
import type { MilestoneKey } from '#shared/project-milestones.ts';
import { type RenderedMail, renderMail } from './layout.ts';

/** The milestones' names in the customer's mail, in both languages. */
export const MILESTONE_MAIL_NAMES: Record<Language, Record<MilestoneKey, string>> = {
  en: {
    survey_report: 'Site survey report',
    design_approved: 'Design and bill of materials approved',
    discom_applied: 'Net-metering application submitted to the DISCOM',
    discom_feasibility: 'DISCOM feasibility approved',
    material_delivered: 'Material delivered',
    installed: 'Installation complete',
    ceig_inspection: 'Electrical inspection (CEIG) passed',
    net_meter: 'Net meter installed',
    commissioned: 'Synchronised and commissioned',
  },
  hi: {
    survey_report: 'साइट सर्वेक्षण रिपोर्ट',
    design_approved: 'डिज़ाइन और सामग्री सूची स्वीकृत',
    discom_applied: 'डिस्कॉम को नेट-मीटरिंग आवेदन जमा',
    discom_feasibility: 'डिस्कॉम व्यवहार्यता स्वीकृत',
    material_delivered: 'सामग्री पहुँच गई',
    installed: 'स्थापना पूरी',
    ceig_inspection: 'विद्युत निरीक्षण (CEIG) पास',
    net_meter: 'नेट मीटर लगा',
    commissioned: 'ग्रिड से जुड़कर चालू',
  },
};

const COPY = {
  en: {
    subject: (milestone: string) => `Your solar project: ${milestone}`,
    heading: 'A step of your solar project is done',
    intro: (name: string, business: string, milestone: string, day: string) =>
      `Hello ${name}, for the solar plant of ${business}: "${milestone}" was done on ${day}.`,
    next: (milestone: string, planned: string | null) =>
      planned ? `Next: ${milestone}, planned for ${planned}.` : `Next: ${milestone}.`,
    last: 'Your plant is commissioned: every step is done.',
    link: 'See every step of your project on your dashboard:',
  },
  hi: {
    subject: (milestone: string) => `आपकी सोलर परियोजना: ${milestone}`,
    heading: 'आपकी सोलर परियोजना का एक चरण पूरा हुआ',
    intro: (name: string, business: string, milestone: string, day: string) =>
      `नमस्ते ${name}, ${business} के सोलर संयंत्र के लिए: "${milestone}" ${day} को पूरा हुआ।`,
    next: (milestone: string, planned: string | null) =>
      planned ? `अगला चरण: ${milestone}, नियोजित तिथि ${planned}।` : `अगला चरण: ${milestone}।`,
    last: 'आपका संयंत्र चालू हो गया है: सभी चरण पूरे हुए।',
    link: 'अपनी परियोजना के सभी चरण अपने डैशबोर्ड पर देखें:',
  },
} satisfies Record<Language, unknown>;

/** To the customer when a milestone of their project is done, in their language. */
export function milestoneDoneMail(options: {
  language: Language;
  name: string;
  businessName: string;
  key: MilestoneKey;
  doneOn: string;
  next: { key: MilestoneKey; plannedOn: string | null } | null;
  link: string;
}): RenderedMail {
  const copy = COPY[options.language];
  const names = MILESTONE_MAIL_NAMES[options.language];
  const milestone = names[options.key];
  return renderMail({
    language: options.language,
    subject: copy.subject(milestone),
    heading: copy.heading,
    blocks: [
      {
        kind: 'paragraph',
        text: copy.intro(options.name, options.businessName, milestone, options.doneOn),
      },
      {
        kind: 'paragraph',
        text: options.next ? copy.next(names[options.next.key], options.next.plannedOn) : copy.last,
      },
      { kind: 'paragraph', text: copy.link },
      { kind: 'link', href: options.link },
    ],
  });
}
