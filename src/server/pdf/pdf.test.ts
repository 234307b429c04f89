import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import * as hb from 'harfbuzzjs';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PDF_FONTS } from './document.ts';
import { FINANCE_PDF_COPY, renderBillPdf, renderStatementPdf } from './finance-pdf.ts';
import { PROPOSAL_PDF_COPY, renderProposalPdf } from './proposal-pdf.ts';
import {
  SAMPLE_OFFERS as offers,
  sampleBillPdfInput,
  sampleProposalPdfInput,
  sampleStatementPdfInput,
} from './test-support.ts';

/**
 * The proposal PDF in a PDF reader's hands (poppler-utils, installed by .ci/run): it opens
 * (pdfinfo), its text is embedded and extractable (pdftotext), and a Hindi page renders
 * (pdftoppm). To look at a page yourself:
 *   pdftoppm -png -r 100 -f 1 -l 1 proposal.pdf page   (writes page-1.png)
 */

const dir = mkdtempSync(path.join(tmpdir(), 'proposal-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the proposal PDF', () => {
  it('opens, carries extractable Hindi text and renders a page to an image', async () => {
    const pdf = await renderProposalPdf(sampleProposalPdfInput('hi'));
    const file = path.join(dir, 'hi.pdf');
    writeFileSync(file, pdf);

    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+[2-9]/);
    expect(info).toMatch(/Title:\s+सौर ऊर्जा प्रस्ताव/);

    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    for (const words of ['सौर ऊर्जा प्रस्ताव', 'बैंक ईएमआई', 'वार्षिक ब्याज', 'श्री कृष्ण टेक्सटाइल्स'])
      expect(text).toContain(words);
    expect(text).toMatch(/पृष्ठ 1 \/ \d/);

    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '50',
      '-f',
      '1',
      '-l',
      '1',
      file,
      path.join(dir, 'page'),
    ]);
    const png = readFileSync(path.join(dir, 'page-1.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(statSync(path.join(dir, 'page-1.png')).size).toBeGreaterThan(10_000);
  });

  it('gives the same bytes for the same version, so its SHA-256 names it', async () => {
    const a = await renderProposalPdf(sampleProposalPdfInput('en'));
    const b = await renderProposalPdf(sampleProposalPdfInput('en'));
    expect(a.equals(b)).toBe(true);
  });

  it('shapes every Hindi text of each PDF’s copy with the glyphs HarfBuzz chooses', () => {
    const proposal = sampleProposalPdfInput('hi');
    const copies = [
      collectTexts(PROPOSAL_PDF_COPY.hi, [proposal.figures, offers.ppa, offers.emi]),
      collectTexts(FINANCE_PDF_COPY.hi, [
        sampleBillPdfInput('hi'),
        sampleBillPdfInput('hi', 'credit_note'),
        sampleStatementPdfInput('hi'),
      ]),
    ];
    for (const texts of copies) {
      const words = hindiWords(texts);
      expect(words.size).toBeGreaterThan(60);
      expect(wordsShapedOtherwise(words)).toEqual([]);
    }
  });
});

describe('every Hindi PDF as written', () => {
  const documents: [string, () => Promise<Buffer>][] = [
    ['proposal', () => renderProposalPdf(sampleProposalPdfInput('hi'))],
    ['bill of supply', () => renderBillPdf(sampleBillPdfInput('hi'))],
    ['credit note', () => renderBillPdf(sampleBillPdfInput('hi', 'credit_note'))],
    ['statement', () => renderStatementPdf(sampleStatementPdfInput('hi'))],
  ];

  it.each(documents)(
    '%s: each text is shaped as HarfBuzz does and read back whole',
    async (name, render) => {
      const written: string[] = [];
      const layText = PDFDocument.prototype.text;
      const text = vi.spyOn(PDFDocument.prototype, 'text').mockImplementation(function (
        this: PDFKit.PDFDocument,
        ...args: unknown[]
      ) {
        if (typeof args[0] === 'string') written.push(args[0]);
        return layText.apply(this, args as never);
      });
      let pdf: Buffer;
      try {
        pdf = await render();
      } finally {
        text.mockRestore();
      }
      expect(hindiWords(written).size).toBeGreaterThan(15);
      expect(wordsShapedOtherwise(hindiWords(written))).toEqual([]);

      const file = path.join(dir, `${name.replace(/\W+/g, '-')}.pdf`);
      writeFileSync(file, pdf);
      const extracted = squeeze(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
      const missing = written.map(squeeze).filter((t) => t && !extracted.includes(t));
      expect(missing).toEqual([]);
    },
  );
});

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

function hindiWords(texts: string[]): Set<string> {
  return new Set(texts.flatMap((t) => t.split(/\s+/)).filter((w) => /[\u0900-\u097F]/.test(w)));
}

let shaping: { layout: fontkit.Font; reference: hb.Font } | undefined;

/** The words whose glyphs from fontkit (what pdfkit lays out) differ from HarfBuzz's. */
function wordsShapedOtherwise(words: Set<string>): string[] {
  if (!shaping) {
    const bytes = readFileSync(PDF_FONTS.regular);
    shaping = {
      layout: fontkit.create(bytes) as fontkit.Font,
      reference: new hb.Font(new hb.Face(new hb.Blob(bytes), 0)),
    };
  }
  const differ: string[] = [];
  for (const word of words) {
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    hb.shape(shaping.reference, buffer);
    const expected = buffer.getGlyphInfos().map((g) => g.codepoint);
    const actual = shaping.layout.layout(word).glyphs.map((glyph) => glyph.id);
    if (expected.join() !== actual.join()) differ.push(word);
  }
  return differ;
}

/** Every string of the copy, the functions called with sample arguments. */
function collectTexts(value: unknown, samples: unknown[]): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => collectTexts(v, samples));
  if (typeof value === 'function') {
    const acceptance = { acceptedAt: '', name: '', ip: '', userAgent: '', pdfSha256: '' };
    const args = [...samples, 12, 0.05, 1234, acceptance];
    const out: string[] = [];
    for (const arg of args) {
      try {
        out.push(...collectTexts(value(arg, 1, 2), samples));
      } catch {}
    }
    return out;
  }
  if (value && typeof value === 'object')
    return Object.values(value).flatMap((v) => collectTexts(v, samples));
  return [];
}
