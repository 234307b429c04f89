import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { currentToast, dismissToast } from '../components/ui/toast-store.ts';
import { i18n } from '../i18n/i18n.ts';

afterEach(async () => {
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
