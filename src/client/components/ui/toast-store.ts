import { useSyncExternalStore } from 'react';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
};

export type ToastEntry = ToastOptions & { id: number };

// One toast at a time (SPEC section 4): a new one replaces the one on screen. The store is tiny
// so every page can call toast() while the Radix toast UI loads only with the first toast.
let current: ToastEntry | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(options: ToastOptions) {
  current = { ...options, id: nextId++ };
  emit();
}

export function dismissToast(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The toast on screen, if any. */
export const currentToast = (): ToastEntry | null => current;

export function useCurrentToast(): ToastEntry | null {
  return useSyncExternalStore(subscribe, currentToast, () => null);
}
