import type { DocumentType } from '#shared/document-uploads.ts';
import type { Language } from '#shared/languages.ts';
import type { LeadStage, LostReason } from '#shared/lead-pipeline.ts';
import { type RenderedMail, renderMail } from './layout.ts';

/**
 * The e-mails that keep a partner informed about their lead (decision 016): a stage change and a
 * rejected document, each in the partner's language, with a link to the lead.
 */

const COPY = {
  en: {
    stages: {
      new: 'New',
      qualified: 'Qualified',
      site_survey: 'Site survey',
      proposal: 'Proposal',
      won: 'Won',
      lost: 'Lost',
    } satisfies Record<LeadStage, string>,
    lostReasons: {
      below_minimum_bill: 'Bill below the minimum',
      not_interested: 'Not interested',
      roof_unsuitable: 'Roof unsuitable',
      financing_refused: 'Financing refused',
      duplicate: 'Duplicate',
      other: 'Other',
    } satisfies Record<LostReason, string>,
    documents: {
      electricity_bill: 'Electricity bill',
      company_balance_sheet: 'Company balance sheet',
      company_income_tax_return: 'Company income tax return',
      bank_statements: 'Bank statements',
      gst_returns: 'GST returns',
      pan_card: 'PAN card',
      address_tax_returns: 'Address proof / tax returns',
    } satisfies Record<DocumentType, string>,
    stageSubject: (lead: string, stage: string) => `Your lead ${lead} is now: ${stage}`,
    stageHeading: 'Your lead has moved',
    stageIntro: (name: string, lead: string) =>
      `Dear ${name}, the lead ${lead} has moved to a new stage.`,
    rejectedSubject: (lead: string, document: string) =>
      `Document rejected for ${lead}: ${document}`,
    rejectedHeading: 'A document needs replacing',
    rejectedIntro: (name: string, lead: string) =>
      `Dear ${name}, our team could not accept a document of the lead ${lead}. Please upload a replacement.`,
    labels: {
      lead: 'Lead',
      from: 'From',
      to: 'Now',
      reason: 'Reason',
      note: 'Note',
      document: 'Document',
      file: 'File',
    },
    link: (url: string) => `See the lead: ${url}`,
  },
  hi: {
    stages: {
      new: 'नई',
      qualified: 'योग्य',
      site_survey: 'साइट सर्वे',
      proposal: 'प्रस्ताव',
      won: 'सफल',
      lost: 'असफल',
    } satisfies Record<LeadStage, string>,
    lostReasons: {
      below_minimum_bill: 'बिल न्यूनतम से कम',
      not_interested: 'रुचि नहीं',
      roof_unsuitable: 'छत उपयुक्त नहीं',
      financing_refused: 'वित्तपोषण अस्वीकृत',
      duplicate: 'दोहरी लीड',
      other: 'अन्य',
    } satisfies Record<LostReason, string>,
    documents: {
      electricity_bill: 'बिजली बिल',
      company_balance_sheet: 'कंपनी बैलेंस शीट',
      company_income_tax_return: 'कंपनी आयकर रिटर्न',
      bank_statements: 'बैंक स्टेटमेंट',
      gst_returns: 'जीएसटी रिटर्न',
      pan_card: 'पैन कार्ड',
      address_tax_returns: 'पते का प्रमाण / कर रिटर्न',
    } satisfies Record<DocumentType, string>,
    stageSubject: (lead: string, stage: string) => `आपकी लीड ${lead} अब इस चरण में है: ${stage}`,
    stageHeading: 'आपकी लीड आगे बढ़ी है',
    stageIntro: (name: string, lead: string) => `प्रिय ${name}, लीड ${lead} एक नए चरण में पहुँच गई है।`,
    rejectedSubject: (lead: string, document: string) => `${lead} का दस्तावेज़ अस्वीकृत: ${document}`,
    rejectedHeading: 'एक दस्तावेज़ बदलना होगा',
    rejectedIntro: (name: string, lead: string) =>
      `प्रिय ${name}, हमारी टीम लीड ${lead} का एक दस्तावेज़ स्वीकार नहीं कर सकी। कृपया नया दस्तावेज़ अपलोड करें।`,
    labels: {
      lead: 'लीड',
      from: 'पहले',
      to: 'अब',
      reason: 'कारण',
      note: 'टिप्पणी',
      document: 'दस्तावेज़',
      file: 'फ़ाइल',
    },
    link: (url: string) => `लीड देखें: ${url}`,
  },
} satisfies Record<Language, unknown>;

/** Who is told, and about which lead. */
export type LeadMailRecipient = {
  language: Language;
  name: string;
  lead: { id: number; businessName: string };
  /** The partner's page of the lead. */
  url: string;
};

/** One line for a subject: what a partner typed must not add header lines. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const leadLabel = (lead: LeadMailRecipient['lead']) =>
  `${oneLine(lead.businessName)} (#${lead.id})`;

export function leadStageChangedMail(
  to: LeadMailRecipient,
  change: { from: LeadStage; to: LeadStage; note: string | null; lostReason: LostReason | null },
): RenderedMail {
  const copy = COPY[to.language];
  const lead = leadLabel(to.lead);
  const fields = [
    { label: copy.labels.lead, value: lead },
    { label: copy.labels.from, value: copy.stages[change.from] },
    { label: copy.labels.to, value: copy.stages[change.to] },
  ];
  if (change.lostReason)
    fields.push({ label: copy.labels.reason, value: copy.lostReasons[change.lostReason] });
  if (change.note) fields.push({ label: copy.labels.note, value: change.note });
  return renderMail({
    language: to.language,
    subject: copy.stageSubject(lead, copy.stages[change.to]),
    heading: copy.stageHeading,
    blocks: [
      { kind: 'paragraph', text: copy.stageIntro(to.name, lead) },
      { kind: 'fields', fields },
      { kind: 'paragraph', text: copy.link(to.url) },
    ],
  });
}

export function documentRejectedMail(
  to: LeadMailRecipient,
  document: { type: DocumentType; fileName: string; reason: string },
): RenderedMail {
  const copy = COPY[to.language];
  const lead = leadLabel(to.lead);
  return renderMail({
    language: to.language,
    subject: copy.rejectedSubject(lead, copy.documents[document.type]),
    heading: copy.rejectedHeading,
    blocks: [
      { kind: 'paragraph', text: copy.rejectedIntro(to.name, lead) },
      {
        kind: 'fields',
        fields: [
          { label: copy.labels.lead, value: lead },
          { label: copy.labels.document, value: copy.documents[document.type] },
          { label: copy.labels.file, value: document.fileName },
          { label: copy.labels.reason, value: document.reason },
        ],
      },
      { kind: 'paragraph', text: copy.link(to.url) },
    ],
  });
}
