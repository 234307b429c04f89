import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontPreloads, fontPreloadTags } from '#client/lib/font-preload.ts';

/** The font rules of decision 025, read from the stylesheet every page loads. */
const root = path.resolve(import.meta.dirname, '../..');
const css = readFileSync(path.join(root, 'src/client/styles/app.css'), 'utf8');
const fontFaces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!);
/** Every font-family list (custom properties and font-family declarations) with its selector. */
const stacks = [
  ...css.matchAll(/([^{}]*){[^{}]*?(?:--font-[a-z-]+|font-family)\s*:\s*([^;]+);/g),
].map((m) => ({ selector: m[1]!.trim(), stack: m[2]! }));
const DEVANAGARI = /Noto Sans Devanagari/;

describe('fonts', () => {
  it('no stylesheet @import pulls a whole font package (its every subset)', () => {
    expect(css).not.toMatch(/@import\s+["']@fontsource/);
  });

  it('every font face is limited by a unicode-range, and Inter is its latin subset only', () => {
    expect(fontFaces.length).toBeGreaterThan(0);
    for (const face of fontFaces) expect(face).toMatch(/unicode-range:/);
    const inter = fontFaces.filter((face) => /Inter/.test(face));
    expect(inter.length).toBeGreaterThan(0);
    for (const face of inter) expect(face).toMatch(/inter-latin-wght-normal\.woff2/);
  });

  it('Devanagari is in a font stack only under html:lang(hi), so English pages never fetch it', () => {
    const withDevanagari = stacks.filter(
      ({ selector, stack }) => DEVANAGARI.test(stack) && !selector.endsWith('@font-face'),
    );
    expect(withDevanagari.length).toBeGreaterThan(0);
    for (const { selector } of withDevanagari) expect(selector).toMatch(/:lang\(hi\)/);
    const devanagariFaces = fontFaces.filter((face) => DEVANAGARI.test(face));
    for (const face of devanagariFaces) expect(face).not.toMatch(/U\+0000/);
  });

  it('a Hindi page preloads one Devanagari face; an English page preloads none', () => {
    expect(fontPreloads('en')).toEqual([]);
    const [hindi, ...more] = fontPreloads('hi');
    expect(more).toEqual([]);
    expect(hindi).toMatch(/noto-sans-devanagari-devanagari-600-normal.*\.woff2$/);
    expect(fontPreloadTags('hi')).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" href="[^"]+" crossorigin \/>/,
    );
    expect(fontPreloadTags('en')).toBe('');
  });
});
