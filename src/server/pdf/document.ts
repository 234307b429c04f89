import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { Language } from '#shared/languages.ts';

/**
 * The one PDF module (decision 048): proposals now, bills and statements later. pdfkit lays the
 * text out with fontkit, whose Devanagari shaping gives the same glyphs as HarfBuzz for the
 * texts we print (pdf.test.ts checks it). One family, Noto Sans Devanagari, covers Hindi, Latin,
 * digits and ₹, so a Hindi page never mixes fonts. Fonts come from an npm package and are
 * embedded as subsets, so every text is selectable and extractable.
 */

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
export const PDF_FONTS = {
  regular: require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`),
  bold: require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`),
} as const;

export const PDF_COLOURS = {
  ink: '#1c1917',
  muted: '#57534e',
  accent: '#b45309',
  line: '#d6d3d1',
  fill: '#fef3c7',
  series: ['#b45309', '#0f766e', '#1d4ed8'],
} as const;

const MARGIN = 50;

export type Pdf = PDFKit.PDFDocument;
type AnyText = (...args: unknown[]) => Pdf;

export interface PdfMeta {
  title: string;
  language: Language;
  /** Written as the document's creation date, so the same content gives the same bytes. */
  createdAt: Date;
}

/**
 * PDFKit, loaded at the first document: its fonts and tables cost about 0.4 core-second to load,
 * paid at every start of the server (and of each process test's server) when it was imported.
 */
let pdfKit: Promise<{ default: typeof PDFDocument }> | undefined;

/** An A4 document with the fonts registered (`regular`, `bold`) and pages kept for numbering. */
export async function createPdf(meta: PdfMeta): Promise<Pdf> {
  pdfKit ??= import('pdfkit') as unknown as Promise<{ default: typeof PDFDocument }>;
  const { default: Document } = await pdfKit;
  const doc = new Document({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: meta.language === 'hi' ? 'hi-IN' : 'en-IN',
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: 'Arkaja Solar',
      Creator: 'Arkaja Solar',
      Producer: 'Arkaja Solar',
      CreationDate: meta.createdAt,
      ModDate: meta.createdAt,
    },
  });
  // Each text carries its words as /ActualText: a glyph id cannot say what it stands for in
  // every context (Noto draws both the reph of र्क and the hook of ई with one glyph), so without
  // it a reader's copy and search of Hindi lose letters.
  const layText = doc.text.bind(doc);
  doc.text = ((text: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string' || text === '') return (layText as AnyText)(text, ...rest);
    doc.markContent('Span', { actual: text } as PDFKit.Mixins.MarkingOptions);
    (layText as AnyText)(text, ...rest);
    return doc.endMarkedContent();
  }) as Pdf['text'];
  doc.registerFont('regular', PDF_FONTS.regular);
  doc.registerFont('bold', PDF_FONTS.bold);
  doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.ink);
  return doc;
}

/** Writes `footer(page, pages)` at the foot of every page, ends the document and returns it. */
export function finishPdf(
  doc: Pdf,
  footer: (page: number, pages: number) => string,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - MARGIN + 15;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(PDF_COLOURS.muted)
      .text(footer(i + 1, range.count), MARGIN, bottom, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

export function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page when fewer than `height` points are left. */
export function keepTogether(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function heading(doc: Pdf, text: string, size = 14): void {
  keepTogether(doc, size * 4);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(size).fillColor(PDF_COLOURS.accent).text(text, MARGIN);
  doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.ink).moveDown(0.3);
}

export function paragraph(doc: Pdf, text: string, options: { muted?: boolean } = {}): void {
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(options.muted ? PDF_COLOURS.muted : PDF_COLOURS.ink)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.fillColor(PDF_COLOURS.ink);
}

/** A table: the first row is the header. Columns share the width by `weights`. */
export function table(doc: Pdf, rows: string[][], weights?: number[]): void {
  const columns = rows[0]?.length ?? 0;
  if (columns === 0) return;
  const w = weights ?? Array.from({ length: columns }, () => 1);
  const total = w.reduce((a, b) => a + b, 0);
  const widths = w.map((x) => (x / total) * contentWidth(doc));
  rows.forEach((row, index) => {
    const font = index === 0 ? 'bold' : 'regular';
    doc.font(font).fontSize(9);
    const height =
      Math.max(...row.map((cell, c) => doc.heightOfString(cell, { width: (widths[c] ?? 0) - 8 }))) +
      8;
    keepTogether(doc, height);
    const top = doc.y;
    if (index === 0) doc.rect(MARGIN, top, contentWidth(doc), height).fill(PDF_COLOURS.fill);
    let x = MARGIN;
    row.forEach((cell, c) => {
      const width = widths[c] ?? 0;
      doc
        .fillColor(PDF_COLOURS.ink)
        .font(font)
        .text(cell, x + 4, top + 4, { width: width - 8, align: c === 0 ? 'left' : 'right' });
      x += width;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + contentWidth(doc), top + height)
      .lineWidth(0.5)
      .strokeColor(PDF_COLOURS.line)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  });
  doc.font('regular').fontSize(10).moveDown(0.5);
}

export interface ChartSeries {
  label: string;
  values: number[];
}

/**
 * A line chart of several series over the same x values (years), with a zero line, the y range
 * labelled by `formatY` and a legend. Drawn with vector paths, so it stays sharp at any zoom.
 */
export function lineChart(
  doc: Pdf,
  input: { series: ChartSeries[]; xLabels: string[]; formatY: (value: number) => string },
): void {
  const height = 170;
  keepTogether(doc, height + 40);
  const left = MARGIN + 60;
  const width = contentWidth(doc) - 60;
  const top = doc.y + 5;
  const all = input.series.flatMap((s) => s.values);
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const yOf = (v: number) => top + height - ((v - min) / span) * height;
  const count = Math.max(1, (input.series[0]?.values.length ?? 1) - 1);
  const xOf = (i: number) => left + (i / count) * width;

  doc.lineWidth(0.5).strokeColor(PDF_COLOURS.line);
  doc.rect(left, top, width, height).stroke();
  doc
    .moveTo(left, yOf(0))
    .lineTo(left + width, yOf(0))
    .strokeColor(PDF_COLOURS.muted)
    .stroke();
  doc.font('regular').fontSize(7).fillColor(PDF_COLOURS.muted);
  for (const v of [max, 0, min]) {
    if (v === 0 && (max === 0 || min === 0) && v !== max && v !== min) continue;
    doc.text(input.formatY(v), MARGIN, yOf(v) - 4, { width: 55, align: 'right', lineBreak: false });
  }
  input.xLabels.forEach((label, i) => {
    if (label)
      doc.text(label, xOf(i) - 15, top + height + 3, {
        width: 30,
        align: 'center',
        lineBreak: false,
      });
  });
  input.series.forEach((s, index) => {
    const colour = PDF_COLOURS.series[index % PDF_COLOURS.series.length] as string;
    doc.lineWidth(1.5).strokeColor(colour);
    s.values.forEach((v, i) => {
      if (i === 0) doc.moveTo(xOf(i), yOf(v));
      else doc.lineTo(xOf(i), yOf(v));
    });
    doc.stroke();
  });
  let legendX = left;
  const legendY = top + height + 16;
  doc.fontSize(8);
  input.series.forEach((s, index) => {
    const colour = PDF_COLOURS.series[index % PDF_COLOURS.series.length] as string;
    doc.rect(legendX, legendY + 2, 10, 6).fill(colour);
    doc.fillColor(PDF_COLOURS.ink).text(s.label, legendX + 14, legendY, { lineBreak: false });
    legendX += 24 + doc.widthOfString(s.label);
  });
  doc.x = MARGIN;
  doc.y = legendY + 18;
  doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.ink);
}
