import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { forgetPageTexts, i18n, loadPageTexts, watchUnloadedTexts } from './i18n.ts';
import { TEXT_GROUPS, type TextGroup } from './text-groups.ts';

const namespacesOf = async (load: () => Promise<{ default: Record<string, unknown> }>) =>
  Object.keys((await load()).default)
    .map((file) => file.replace(/^.*\/(.+)\.json$/, '$1'))
    .sort();

describe('texts by group of pages', () => {
  it.each(Object.keys(TEXT_GROUPS) as TextGroup[])(
    '%s loads the same namespaces in English and Hindi',
    async (group) => {
      const english = await namespacesOf(TEXT_GROUPS[group].en);
      expect(english.length).toBeGreaterThan(0);
      expect(await namespacesOf(TEXT_GROUPS[group].hi)).toEqual(english);
    },
  );

  it('leaves no namespace to no group', async () => {
    // The base, and the page descriptions only the prerenderer reads (entry-server.tsx).
    const grouped = new Set(['common', 'meta', 'errors', 'messages', 'meta-descriptions']);
    for (const { en } of Object.values(TEXT_GROUPS))
      for (const namespace of await namespacesOf(en)) grouped.add(namespace);
    const files = readdirSync(path.join(import.meta.dirname, 'locales/en')).map((f) =>
      f.replace(/\.json$/, ''),
    );
    expect(files.filter((namespace) => !grouped.has(namespace))).toEqual([]);
  });

  // The prerenderer's check (entry-server.tsx): a page that shows a text of a namespace its group
  // does not load fails the build instead of showing the key.
  it('names a text looked up in a namespace that is not loaded', async () => {
    forgetPageTexts();
    try {
      await loadPageTexts('legal');
      const unloaded = watchUnloadedTexts();
      expect(i18n.t('legal:title', { defaultValue: 'x' })).toBeTruthy();
      i18n.t('sustainability:hero.title');
      i18n.t('common:loading');
      expect(unloaded()).toEqual(['sustainability:hero.title']);

      // Loaded in English only (by an English page before): a Hindi page must not show English.
      await loadPageTexts('sustainability');
      await i18n.changeLanguage('hi');
      await loadPageTexts('legal');
      i18n.removeResourceBundle('hi', 'sustainability');
      const unloadedInHindi = watchUnloadedTexts();
      i18n.t('legal:title');
      i18n.t('sustainability:hero.title');
      expect(unloadedInHindi()).toEqual(['sustainability:hero.title']);
    } finally {
      await i18n.changeLanguage('en');
      for (const group of Object.keys(TEXT_GROUPS) as TextGroup[]) await loadPageTexts(group);
    }
  });
});
