import { company } from '#shared/company.ts';
import { financialYearLabel, WHOLE_BP } from '#shared/finance.ts';
import { formatNumber, formatPaise } from '#shared/format.ts';
import type { Language } from '#shared/languages.ts';
import { createPdf, finishPdf, heading, PDF_COLOURS, paragraph, table } from './document.ts';

/** A bill of supply or credit note as its PDF shows it. */
export interface BillPdfInput {
  language: Language;
  kind: 'bill' | 'credit_note';
  number: string;
  issuedOn: string;
  dueOn: string;
  month: string;
  customer: { businessName: string; address: string; city: string; state: string };
  plant: { sizeKw: number; ppaStartOn: string };
  units: number;
  tariffPaisePerKwh: number;
  contractYear: number;
  escalationBp: number;
  amountPaise: number;
  corrects: string | null;
  reason: string | null;
  createdAt: Date;
}

/** A partner's payout statement as its PDF shows it. */
export interface StatementPdfInput {
  language: Language;
  number: string;
  issuedOn: string;
  month: string;
  fyStart: number;
  partner: { name: string; pan: string | null; gstin: string | null };
  entries: { description: string; amountPaise: number }[];
  grossPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  gstRateBp: number;
  tdsPaise: number;
  tdsRateBp: number;
  tdsReason: 'under_threshold' | 'rate' | 'no_pan' | 'nothing_due';
  thresholdPaise: number;
  netPaise: number;
  settings: { label: string; from: string; to: string | null }[];
  createdAt: Date;
}

const pct = (bp: number) => `${formatNumber((bp * 100) / WHOLE_BP, 2)}%`;

export const FINANCE_PDF_COPY = {
  en: {
    bill: 'Bill of Supply',
    creditNote: 'Credit note',
    billNote:
      'Supply of electricity, exempt from GST: a bill of supply, no tax charged. Power purchase agreement.',
    number: 'Number',
    issued: 'Date',
    due: 'Due date',
    billedTo: 'Billed to',
    period: 'Generation month',
    rows: (i: BillPdfInput) => [
      ['Item', 'Value'],
      ['Plant', `${formatNumber(i.plant.sizeKw, 1)} kW, contract from ${i.plant.ppaStartOn}`],
      ['Generation', `${formatNumber(i.units, 2)} kWh`],
      [
        'Tariff',
        `₹${formatNumber(i.tariffPaisePerKwh / 100, 2)} per kWh (contract year ${i.contractYear}, escalation ${pct(i.escalationBp)} a year)`,
      ],
      ['Amount (rounded to the rupee)', formatPaise(i.amountPaise)],
    ],
    corrects: (n: string, reason: string) => `Corrects bill ${n}: ${reason}`,
    payBy: (d: string) => `Please pay by ${d}, quoting the bill number.`,
    statement: 'Payout statement',
    payee: 'Partner',
    pan: 'PAN',
    gstin: 'GSTIN',
    none: 'none',
    entriesHead: ['Entry', 'Amount'],
    figuresHead: ['Figure', 'Amount'],
    gross: 'Commission (gross)',
    cgst: (bp: number) => `CGST ${pct(bp / 2)}`,
    sgst: (bp: number) => `SGST ${pct(bp / 2)}`,
    igst: (bp: number) => `IGST ${pct(bp)}`,
    tds: (bp: number) => `TDS under section 194H ${pct(bp)}`,
    net: 'Net paid',
    reason: {
      under_threshold: (t: number, fy: number) =>
        `No TDS: the commission of FY ${financialYearLabel(fy)} is not above ${formatPaise(t)}.`,
      rate: (t: number, fy: number) =>
        `TDS at the section 194H rate: the commission of FY ${financialYearLabel(fy)} is above ${formatPaise(t)}; the payout that crossed it withholds on the whole year.`,
      no_pan: () => 'TDS at 20%: no valid PAN was given (section 206AA).',
      nothing_due: () => 'No TDS: nothing is due this month.',
    },
    settings: 'Rates applied (dated settings)',
    settingsHead: ['Setting', 'From', 'To'],
    open: 'in force',
    settingLabels: {
      tds_194h_rate_bp: 'TDS 194H rate',
      tds_194h_threshold_paise: 'TDS 194H threshold',
      tds_no_pan_rate_bp: 'TDS rate without PAN',
      gst_commission_rate_bp: 'GST on commission',
      payout_minimum_net_paise: 'Smallest payout',
    },
    cin: 'CIN',
    page: (p: number, n: number) => `${company.name} · Page ${p} of ${n}`,
  },
  hi: {
    bill: 'आपूर्ति बिल (बिल ऑफ सप्लाई)',
    creditNote: 'क्रेडिट नोट',
    billNote:
      'बिजली की आपूर्ति जीएसटी से मुक्त है: यह आपूर्ति बिल है, इस पर कोई कर नहीं लिया गया। बिजली खरीद समझौता।',
    number: 'क्रमांक',
    issued: 'दिनांक',
    due: 'देय तिथि',
    billedTo: 'बिल प्राप्तकर्ता',
    period: 'उत्पादन का महीना',
    rows: (i: BillPdfInput) => [
      ['मद', 'मान'],
      ['संयंत्र', `${formatNumber(i.plant.sizeKw, 1)} किलोवाट, अनुबंध ${i.plant.ppaStartOn} से`],
      ['उत्पादन', `${formatNumber(i.units, 2)} यूनिट`],
      [
        'दर',
        `₹${formatNumber(i.tariffPaisePerKwh / 100, 2)} प्रति यूनिट (अनुबंध वर्ष ${i.contractYear}, वार्षिक वृद्धि ${pct(i.escalationBp)})`,
      ],
      ['राशि (रुपये में पूर्णांकित)', formatPaise(i.amountPaise)],
    ],
    corrects: (n: string, reason: string) => `बिल ${n} का सुधार: ${reason}`,
    payBy: (d: string) => `कृपया बिल क्रमांक बताते हुए ${d} तक भुगतान करें।`,
    statement: 'भुगतान विवरण',
    payee: 'पार्टनर',
    pan: 'पैन',
    gstin: 'जीएसटीआईएन',
    none: 'नहीं',
    entriesHead: ['प्रविष्टि', 'राशि'],
    figuresHead: ['मद', 'राशि'],
    gross: 'कमीशन (सकल)',
    cgst: (bp: number) => `सीजीएसटी ${pct(bp / 2)}`,
    sgst: (bp: number) => `एसजीएसटी ${pct(bp / 2)}`,
    igst: (bp: number) => `आईजीएसटी ${pct(bp)}`,
    tds: (bp: number) => `धारा 194एच के तहत टीडीएस ${pct(bp)}`,
    net: 'शुद्ध भुगतान',
    reason: {
      under_threshold: (t: number, fy: number) =>
        `टीडीएस नहीं: वित्त वर्ष ${financialYearLabel(fy)} का कमीशन ${formatPaise(t)} से अधिक नहीं है।`,
      rate: (t: number, fy: number) =>
        `धारा 194एच की दर से टीडीएस: वित्त वर्ष ${financialYearLabel(fy)} का कमीशन ${formatPaise(t)} से अधिक है; सीमा पार करने वाला भुगतान पूरे वर्ष पर काटता है।`,
      no_pan: () => 'टीडीएस 20% पर: कोई मान्य पैन नहीं दिया गया (धारा 206एए)।',
      nothing_due: () => 'टीडीएस नहीं: इस महीने कुछ देय नहीं है।',
    },
    settings: 'लागू दरें (तिथि सहित सेटिंग)',
    settingsHead: ['सेटिंग', 'से', 'तक'],
    open: 'लागू',
    settingLabels: {
      tds_194h_rate_bp: 'टीडीएस 194एच दर',
      tds_194h_threshold_paise: 'टीडीएस 194एच सीमा',
      tds_no_pan_rate_bp: 'बिना पैन टीडीएस दर',
      gst_commission_rate_bp: 'कमीशन पर जीएसटी',
      payout_minimum_net_paise: 'न्यूनतम भुगतान',
    },
    cin: 'सीआईएन',
    page: (p: number, n: number) => `${company.name} · पृष्ठ ${p} / ${n}`,
  },
} as const;

function letterhead(doc: PDFKit.PDFDocument, language: Language, title: string, sub: string) {
  const c = FINANCE_PDF_COPY[language];
  doc.font('bold').fontSize(18).fillColor(PDF_COLOURS.accent).text(company.name);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(PDF_COLOURS.muted)
    .text(company.contact.address[language])
    .text(
      `${c.cin} ${company.legal.cin} · GSTIN ${company.legal.gst} · ${company.contact.phone} · ${company.contact.email}`,
    );
  doc.moveDown(0.8);
  doc.font('bold').fontSize(20).fillColor(PDF_COLOURS.ink).text(title);
  doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.muted).text(sub);
  doc.fillColor(PDF_COLOURS.ink);
}

/** A bill of supply or credit note in the customer's language; the same input, the same bytes. */
export async function renderBillPdf(input: BillPdfInput): Promise<Buffer> {
  const c = FINANCE_PDF_COPY[input.language];
  const title = input.kind === 'bill' ? c.bill : c.creditNote;
  const doc = await createPdf({
    title: `${title} ${input.number}`,
    language: input.language,
    createdAt: input.createdAt,
  });
  letterhead(doc, input.language, title, c.billNote);
  heading(doc, `${c.number} ${input.number}`);
  table(
    doc,
    [
      [c.issued, input.issuedOn],
      [c.due, input.dueOn],
      [c.period, input.month],
    ],
    [1, 2],
  );
  heading(doc, c.billedTo);
  paragraph(
    doc,
    `${input.customer.businessName}, ${input.customer.address}, ${input.customer.city}, ${input.customer.state}`,
  );
  heading(doc, title);
  table(doc, c.rows(input), [1.2, 2]);
  if (input.corrects) paragraph(doc, c.corrects(input.corrects, input.reason ?? ''));
  doc.moveDown(0.5);
  if (input.kind === 'bill') paragraph(doc, c.payBy(input.dueOn));
  return finishPdf(doc, c.page);
}

/** A partner's payout statement in their language: gross, GST, TDS with rate and reason, net. */
export async function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  const c = FINANCE_PDF_COPY[input.language];
  const doc = await createPdf({
    title: `${c.statement} ${input.number}`,
    language: input.language,
    createdAt: input.createdAt,
  });
  letterhead(doc, input.language, c.statement, `${c.number} ${input.number} · ${input.month}`);
  heading(doc, c.payee);
  table(
    doc,
    [
      [c.payee, input.partner.name],
      [c.pan, input.partner.pan ?? c.none],
      [c.gstin, input.partner.gstin ?? c.none],
      [c.issued, input.issuedOn],
    ],
    [1, 2],
  );
  heading(doc, c.gross);
  table(doc, [
    [...c.entriesHead],
    ...input.entries.map((e) => [e.description, formatPaise(e.amountPaise)]),
  ]);
  heading(doc, c.statement);
  const rows = [[...c.figuresHead], [c.gross, formatPaise(input.grossPaise)]];
  if (input.cgstPaise || input.sgstPaise) {
    rows.push([c.cgst(input.gstRateBp), formatPaise(input.cgstPaise)]);
    rows.push([c.sgst(input.gstRateBp), formatPaise(input.sgstPaise)]);
  }
  if (input.igstPaise) rows.push([c.igst(input.gstRateBp), formatPaise(input.igstPaise)]);
  rows.push([c.tds(input.tdsRateBp), `-${formatPaise(input.tdsPaise)}`]);
  rows.push([c.net, formatPaise(input.netPaise)]);
  table(doc, rows, [2, 1]);
  paragraph(doc, c.reason[input.tdsReason](input.thresholdPaise, input.fyStart));
  heading(doc, c.settings);
  table(doc, [
    [...c.settingsHead],
    ...input.settings.map((s) => [s.label, s.from, s.to ?? c.open]),
  ]);
  return finishPdf(doc, c.page);
}
