import { company } from '#shared/company.ts';
import { formatInr, formatLakhCr, formatNumber } from '#shared/format.ts';
import type { Language } from '#shared/languages.ts';
import type { ProposalFigures, ProposalOffers } from '#shared/proposal-figures.ts';
import type { Acceptance } from '#shared/schemas/proposals.ts';
import {
  createPdf,
  finishPdf,
  heading,
  keepTogether,
  lineChart,
  PDF_COLOURS,
  paragraph,
  table,
} from './document.ts';

/** What a proposal's PDF shows: one version, as it was sent. */
export interface ProposalPdfInput {
  language: Language;
  version: number;
  /** The version's creation time: its date is printed and it fixes the file's bytes. */
  createdAt: Date;
  validUntil: string;
  customer: {
    businessName: string;
    contactName: string;
    address: string;
    city: string;
    state: string;
  };
  offers: ProposalOffers;
  figures: ProposalFigures;
}

export const PROPOSAL_PDF_COPY = {
  en: {
    title: 'Solar power proposal',
    version: (v: number) => `Version ${v}`,
    date: 'Date',
    validUntil: 'Valid until',
    preparedFor: 'Prepared for',
    system: 'The system',
    plantRows: (f: ProposalFigures) => [
      ['Figure', 'Value'],
      ['System size', `${formatNumber(f.systemKw, 1)} kW`],
      ['Generation in year 1', `${formatNumber(f.annualGenerationKwh)} kWh`],
      ['Grid tariff today', `₹${formatNumber(f.tariff, 2)} per kWh`],
      ['Savings in year 1', formatInr(f.annualSavings)],
      ['Payback', f.paybackYears === null ? '—' : `${formatNumber(f.paybackYears, 1)} years`],
    ],
    offers: 'The offers',
    ppa: 'Power purchase agreement (PPA)',
    ppaText: (o: NonNullable<ProposalOffers['ppa']>) =>
      `No upfront cost. You pay ₹${formatNumber(o.tariffPerKwh, 2)} per kWh generated, rising ${formatNumber(o.escalationPct, 2)}% a year, for ${o.termMonths} months; the plant is then yours.`,
    emi: 'Bank EMI',
    emiText: (o: NonNullable<ProposalOffers['emi']>, monthly: number) =>
      `${o.bank} lends the whole cost at ${formatNumber(o.interestPct, 2)}% a year for ${o.tenureMonths} months: ${formatInr(monthly)} a month.`,
    purchase: 'Outright purchase',
    purchaseText: (price: number, gstRate: number, gst: number) =>
      `${formatInr(price)} plus GST at ${formatNumber(gstRate * 100, 2)}% (${formatInr(gst)}): ${formatInr(price + gst)}.`,
    comparison: 'Comparison over 25 years',
    comparisonHead: ['Offer', 'Upfront', 'Net savings in 25 years', 'Break-even year'],
    chartCaption: 'Cumulative net savings by year (savings less everything paid)',
    years: 'Savings by year',
    yearsHead: ['Year', 'Generation (kWh)', 'Tariff (₹/kWh)', 'Savings'],
    assumptions: 'Assumptions',
    assumptionsText:
      'Generation of 3.5 kWh per kW a day in twelve 30-day months, falling with module degradation each year; the grid tariff rises every year; savings count only the units the business uses, never more than its consumption today. Figures are estimates, not a guarantee of output.',
    validity: (d: string) =>
      `This proposal is valid until ${d}. A newer version replaces it; prices may change after that date.`,
    legal: 'CIN',
    page: (p: number, n: number) => `${company.name} · Page ${p} of ${n}`,
    acceptance: 'Acceptance',
    acceptanceRows: (a: Acceptance) => [
      ['Record', 'Value'],
      ['Accepted by', a.name],
      ['Time (UTC)', a.acceptedAt],
      ['IP address', a.ip],
      ['Browser', a.userAgent],
      ['SHA-256 of the proposal PDF', a.pdfSha256],
    ],
    certificate: 'Certificate of acceptance',
  },
  hi: {
    title: 'सौर ऊर्जा प्रस्ताव',
    version: (v: number) => `संस्करण ${v}`,
    date: 'दिनांक',
    validUntil: 'वैध तिथि',
    preparedFor: 'इनके लिए तैयार',
    system: 'सिस्टम',
    plantRows: (f: ProposalFigures) => [
      ['विवरण', 'मान'],
      ['सिस्टम क्षमता', `${formatNumber(f.systemKw, 1)} किलोवाट`],
      ['पहले वर्ष में उत्पादन', `${formatNumber(f.annualGenerationKwh)} यूनिट (kWh)`],
      ['आज की ग्रिड दर', `₹${formatNumber(f.tariff, 2)} प्रति यूनिट`],
      ['पहले वर्ष में बचत', formatInr(f.annualSavings)],
      ['लागत वसूली', f.paybackYears === null ? '—' : `${formatNumber(f.paybackYears, 1)} वर्ष`],
    ],
    offers: 'प्रस्तावित विकल्प',
    ppa: 'बिजली खरीद समझौता (पीपीए)',
    ppaText: (o: NonNullable<ProposalOffers['ppa']>) =>
      `कोई अग्रिम लागत नहीं। आप उत्पादित प्रत्येक यूनिट के लिए ₹${formatNumber(o.tariffPerKwh, 2)} देते हैं, जो हर वर्ष ${formatNumber(o.escalationPct, 2)}% बढ़ता है, ${o.termMonths} महीनों तक; उसके बाद संयंत्र आपका है।`,
    emi: 'बैंक ईएमआई',
    emiText: (o: NonNullable<ProposalOffers['emi']>, monthly: number) =>
      `${o.bank} पूरी लागत ${formatNumber(o.interestPct, 2)}% वार्षिक ब्याज पर ${o.tenureMonths} महीनों के लिए देता है: ${formatInr(monthly)} प्रति माह।`,
    purchase: 'सीधी खरीद',
    purchaseText: (price: number, gstRate: number, gst: number) =>
      `${formatInr(price)} और ${formatNumber(gstRate * 100, 2)}% जीएसटी (${formatInr(gst)}): कुल ${formatInr(price + gst)}।`,
    comparison: '25 वर्षों की तुलना',
    comparisonHead: ['विकल्प', 'अग्रिम भुगतान', '25 वर्षों में शुद्ध बचत', 'लागत वसूली का वर्ष'],
    chartCaption: 'वर्ष दर वर्ष कुल शुद्ध बचत (बचत में से सभी भुगतान घटाकर)',
    years: 'वर्ष दर वर्ष बचत',
    yearsHead: ['वर्ष', 'उत्पादन (यूनिट)', 'दर (₹/यूनिट)', 'बचत'],
    assumptions: 'मान्यताएँ',
    assumptionsText:
      'प्रति किलोवाट प्रतिदिन 3.5 यूनिट उत्पादन, 30 दिनों के बारह महीने, हर वर्ष मॉड्यूल क्षरण से घटता हुआ; ग्रिड दर हर वर्ष बढ़ती है; बचत में केवल वही यूनिट गिने जाते हैं जिनका व्यवसाय उपयोग करता है, आज की खपत से अधिक कभी नहीं। ये आंकड़े अनुमान हैं, उत्पादन की गारंटी नहीं।',
    validity: (d: string) =>
      `यह प्रस्ताव ${d} तक वैध है। नया संस्करण इसका स्थान लेता है; उस तिथि के बाद कीमतें बदल सकती हैं।`,
    legal: 'सीआईएन',
    page: (p: number, n: number) => `${company.name} · पृष्ठ ${p} / ${n}`,
    acceptance: 'स्वीकृति',
    acceptanceRows: (a: Acceptance) => [
      ['विवरण', 'मान'],
      ['स्वीकारकर्ता', a.name],
      ['समय (UTC)', a.acceptedAt],
      ['आईपी पता', a.ip],
      ['ब्राउज़र', a.userAgent],
      ['प्रस्ताव पीडीएफ़ का SHA-256', a.pdfSha256],
    ],
    certificate: 'स्वीकृति प्रमाणपत्र',
  },
} as const;

export type ProposalPdfCopy = (typeof PROPOSAL_PDF_COPY)[Language];

function letterhead(doc: PDFKit.PDFDocument, language: Language, title: string, sub: string) {
  const c = PROPOSAL_PDF_COPY[language];
  doc.font('bold').fontSize(18).fillColor(PDF_COLOURS.accent).text(company.name);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(PDF_COLOURS.muted)
    .text(company.contact.address[language])
    .text(
      `${c.legal} ${company.legal.cin} · GSTIN ${company.legal.gst} · ${company.legal.udyam} · ${company.contact.phone} · ${company.contact.email}`,
    );
  doc.moveDown(0.8);
  doc.font('bold').fontSize(20).fillColor(PDF_COLOURS.ink).text(title);
  doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.muted).text(sub);
  doc.fillColor(PDF_COLOURS.ink);
}

/** The proposal as a PDF in its language: the same input always gives the same bytes. */
export async function renderProposalPdf(input: ProposalPdfInput): Promise<Buffer> {
  const { language, figures, offers } = input;
  const c = PROPOSAL_PDF_COPY[language];
  const doc = await createPdf({
    title: `${c.title} · ${input.customer.businessName}`,
    language,
    createdAt: input.createdAt,
  });
  const day = input.createdAt.toISOString().slice(0, 10);
  letterhead(
    doc,
    language,
    c.title,
    `${c.version(input.version)} · ${c.date} ${day} · ${c.validUntil} ${input.validUntil}`,
  );

  heading(doc, c.preparedFor);
  doc.font('bold').text(input.customer.businessName);
  paragraph(
    doc,
    `${input.customer.contactName} · ${input.customer.address}, ${input.customer.city}, ${input.customer.state}`,
  );

  heading(doc, c.system);
  table(doc, c.plantRows(figures), [2, 2]);

  heading(doc, c.offers);
  const rows: string[][] = [c.comparisonHead.slice()];
  const series: { label: string; values: number[] }[] = [];
  const comparison = figures.comparison;
  const breakEven = (y: number | null) => (y === null ? '—' : String(y));
  if (offers.ppa) {
    doc.font('bold').text(c.ppa);
    paragraph(doc, c.ppaText(offers.ppa));
    doc.moveDown(0.4);
    rows.push([
      c.ppa,
      formatInr(0),
      formatLakhCr(comparison.total.ppa, language),
      breakEven(comparison.breakEvenYear.ppa),
    ]);
    series.push({ label: c.ppa, values: comparison.points.map((p) => p.ppa) });
  }
  if (offers.emi) {
    doc.font('bold').text(c.emi);
    paragraph(doc, c.emiText(offers.emi, comparison.emi.monthlyPayment));
    doc.moveDown(0.4);
    rows.push([
      c.emi,
      formatInr(0),
      formatLakhCr(comparison.total.emi, language),
      breakEven(comparison.breakEvenYear.emi),
    ]);
    series.push({ label: c.emi, values: comparison.points.map((p) => p.emi) });
  }
  if (offers.purchase) {
    doc.font('bold').text(c.purchase);
    paragraph(doc, c.purchaseText(offers.purchase.price, figures.gstRate, figures.gstAmount));
    doc.moveDown(0.4);
    rows.push([
      c.purchase,
      formatInr(comparison.upfront.purchase),
      formatLakhCr(comparison.total.purchase, language),
      breakEven(comparison.breakEvenYear.purchase),
    ]);
    series.push({ label: c.purchase, values: comparison.points.map((p) => p.purchase) });
  }

  heading(doc, c.comparison);
  table(doc, rows, [3, 2, 2.5, 1.5]);
  keepTogether(doc, 240);
  paragraph(doc, c.chartCaption, { muted: true });
  lineChart(doc, {
    series,
    xLabels: comparison.points.map((p) => (p.year % 5 === 0 ? String(p.year) : '')),
    formatY: (v) => formatLakhCr(v, language),
  });

  heading(doc, c.years);
  table(
    doc,
    [
      c.yearsHead.slice(),
      ...figures.years.map((y) => [
        String(y.year),
        formatNumber(y.generationKwh),
        formatNumber(y.tariff, 2),
        formatInr(y.savings),
      ]),
    ],
    [1, 2, 2, 2],
  );

  heading(doc, c.assumptions);
  paragraph(doc, c.assumptionsText);
  doc.moveDown(0.5);
  paragraph(doc, c.validity(input.validUntil));
  return finishPdf(doc, c.page);
}

/** The certificate of an acceptance: who accepted which exact PDF, when and from where. */
export async function renderAcceptanceCertificate(input: {
  language: Language;
  version: number;
  businessName: string;
  acceptance: Acceptance;
}): Promise<Buffer> {
  const c = PROPOSAL_PDF_COPY[input.language];
  const doc = await createPdf({
    title: `${c.certificate} · ${input.businessName}`,
    language: input.language,
    createdAt: new Date(input.acceptance.acceptedAt),
  });
  letterhead(
    doc,
    input.language,
    c.certificate,
    `${input.businessName} · ${c.title} · ${c.version(input.version)}`,
  );
  heading(doc, c.acceptance);
  table(doc, c.acceptanceRows(input.acceptance), [1, 2.5]);
  return finishPdf(doc, c.page);
}
