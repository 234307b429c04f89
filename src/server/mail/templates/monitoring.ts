import type { Language } from '#shared/languages.ts';
import type { AlertKind, TicketCategory, TicketStatus } from '#shared/schemas/monitoring.ts';
import { type RenderedMail, renderMail } from './layout.ts';

const STATUS: Record<Language, Record<TicketStatus, string>> = {
  en: {
    open: 'Open',
    acknowledged: 'Acknowledged',
    in_progress: 'In progress',
    resolved: 'Resolved',
    closed: 'Closed',
  },
  hi: {
    open: 'खुला',
    acknowledged: 'स्वीकार किया गया',
    in_progress: 'काम जारी है',
    resolved: 'हल हो गया',
    closed: 'बंद',
  },
};

const CATEGORY: Record<Language, Record<TicketCategory, string>> = {
  en: {
    no_generation: 'No generation',
    low_generation: 'Low generation',
    damage: 'Damage',
    billing: 'Billing',
    other: 'Other',
  },
  hi: {
    no_generation: 'उत्पादन नहीं',
    low_generation: 'कम उत्पादन',
    damage: 'नुकसान',
    billing: 'बिलिंग',
    other: 'अन्य',
  },
};

const COPY = {
  en: {
    alertSubject: (kind: AlertKind, plant: string) =>
      kind === 'no_data'
        ? `${plant}: the plant has stopped reporting`
        : `${plant}: the plant is producing too little`,
    alertText: (kind: AlertKind) =>
      kind === 'no_data'
        ? 'We have received no readings from the plant’s logger for two hours of daylight. A service ticket has been opened and our operations team is looking into it.'
        : 'The plant produced less than 70 % of what we expect for three days running. A service ticket has been opened and our operations team is looking into it.',
    recoveredSubject: (plant: string) => `${plant}: the plant is back to normal`,
    recoveredText:
      'The plant is reporting and producing as expected again. The ticket has been resolved on its own.',
    ticketSubject: (id: number, plant: string) => `Ticket #${id} (${plant}) was updated`,
    newTicketSubject: (id: number, plant: string) => `New ticket #${id} (${plant})`,
    ticket: 'Ticket',
    category: 'About',
    status: 'Status',
    comment: 'New comment',
    note: 'Note',
    open: 'Open the ticket:',
  },
  hi: {
    alertSubject: (kind: AlertKind, plant: string) =>
      kind === 'no_data'
        ? `${plant}: संयंत्र ने डेटा भेजना बंद कर दिया है`
        : `${plant}: संयंत्र बहुत कम बिजली बना रहा है`,
    alertText: (kind: AlertKind) =>
      kind === 'no_data'
        ? 'दिन के उजाले के दो घंटों से संयंत्र के लॉगर से कोई रीडिंग नहीं मिली है। एक सर्विस टिकट खोला गया है और हमारी ऑपरेशंस टीम इसे देख रही है।'
        : 'संयंत्र ने लगातार तीन दिन अपेक्षित उत्पादन के 70 % से कम बिजली बनाई। एक सर्विस टिकट खोला गया है और हमारी ऑपरेशंस टीम इसे देख रही है।',
    recoveredSubject: (plant: string) => `${plant}: संयंत्र फिर से सामान्य है`,
    recoveredText:
      'संयंत्र फिर से डेटा भेज रहा है और अपेक्षा के अनुसार बिजली बना रहा है। टिकट अपने आप हल कर दिया गया है।',
    ticketSubject: (id: number, plant: string) => `टिकट #${id} (${plant}) में बदलाव हुआ`,
    newTicketSubject: (id: number, plant: string) => `नया टिकट #${id} (${plant})`,
    ticket: 'टिकट',
    category: 'विषय',
    status: 'स्थिति',
    comment: 'नई टिप्पणी',
    note: 'नोट',
    open: 'टिकट खोलें:',
  },
} satisfies Record<Language, unknown>;

/** An alert opened on a plant, or its recovery (both to operations and the customer). */
export function plantAlertMail(options: {
  language: Language;
  kind: AlertKind;
  recovered: boolean;
  plant: string;
  ticketId: number;
  link: string;
}): RenderedMail {
  const copy = COPY[options.language];
  const subject = options.recovered
    ? copy.recoveredSubject(options.plant)
    : copy.alertSubject(options.kind, options.plant);
  return renderMail({
    language: options.language,
    subject,
    heading: subject,
    blocks: [
      {
        kind: 'paragraph',
        text: options.recovered ? copy.recoveredText : copy.alertText(options.kind),
      },
      {
        kind: 'fields',
        fields: [{ label: copy.ticket, value: `#${options.ticketId}` }],
      },
      { kind: 'paragraph', text: copy.open },
      { kind: 'link', href: options.link },
    ],
  });
}

/** A ticket was raised or changed: its status, and the comment or note that came with it. */
export function ticketChangeMail(options: {
  language: Language;
  ticketId: number;
  plant: string;
  category: TicketCategory;
  status: TicketStatus;
  created: boolean;
  comment?: string | undefined;
  link: string;
}): RenderedMail {
  const copy = COPY[options.language];
  const subject = options.created
    ? copy.newTicketSubject(options.ticketId, options.plant)
    : copy.ticketSubject(options.ticketId, options.plant);
  return renderMail({
    language: options.language,
    subject,
    heading: subject,
    blocks: [
      {
        kind: 'fields',
        fields: [
          { label: copy.category, value: CATEGORY[options.language][options.category] },
          { label: copy.status, value: STATUS[options.language][options.status] },
          ...(options.comment ? [{ label: copy.comment, value: options.comment }] : []),
        ],
      },
      { kind: 'paragraph', text: copy.open },
      { kind: 'link', href: options.link },
    ],
  });
}
