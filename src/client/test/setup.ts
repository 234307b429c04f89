import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { currentToast, dismissToast } from '../components/ui/toast-store.ts';
import { i18n, loadPageTexts } from '../i18n/i18n.ts';
import { TEXT_GROUPS, type TextGroup } from '../i18n/text-groups.ts';

// findBy and waitFor wait 5 s, not Testing Library's 1 s: a first visit loads a page's code and
// texts, which on a loaded two-core machine (the whole suite at once) took longer than 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Components are rendered outside their pages: every group's texts, as after visiting them all.
beforeAll(async () => {
  for (const group of Object.keys(TEXT_GROUPS) as TextGroup[]) await loadPageTexts(group);
});

afterEach(async () => {
  // A lazy part a test rendered may still be loading its code: an import left running outlives
  // the file, and the worker's teardown then fails whichever file runs last.
  await vi.dynamicImportSettled();
  cleanup();
  // The toast store outlives a render: a toast left by one test must not pass the next.
  const toast = currentToast();
  if (toast) dismissToast(toast.id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});
