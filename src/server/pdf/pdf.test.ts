import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import * as hb from 'harfbuzzjs';
import { afterAll, describe, expect, it } from 'vitest';
import { PDF_FONTS } from './document.ts';
import { PROPOSAL_PDF_COPY, renderProposalPdf } from './proposal-pdf.ts';
import { SAMPLE_OFFERS as offers, sampleProposalPdfInput } from './test-support.ts';

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

  it('shapes every Hindi text with the glyphs HarfBuzz chooses', async () => {
    const bytes = readFileSync(PDF_FONTS.regular);
    const layoutFont = fontkit.create(bytes) as fontkit.Font;
    const reference = new hb.Font(new hb.Face(new hb.Blob(bytes), 0));
    const sample = sampleProposalPdfInput('hi');
    const texts = collectTexts(PROPOSAL_PDF_COPY.hi, [sample.figures, offers.ppa, offers.emi]);
    const words = new Set(
      texts.flatMap((t) => t.split(/\s+/)).filter((w) => /[\u0900-\u097F]/.test(w)),
    );
    expect(words.size).toBeGreaterThan(100);
    const differ: string[] = [];
    for (const word of words) {
      const buffer = new hb.Buffer();
      buffer.addText(word);
      buffer.guessSegmentProperties();
      hb.shape(reference, buffer);
      const expected = buffer.getGlyphInfos().map((g) => g.codepoint);
      const actual = layoutFont.layout(word).glyphs.map((glyph) => glyph.id);
      if (expected.join() !== actual.join()) differ.push(word);
    }
    expect(differ).toEqual([]);
  });
});

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
