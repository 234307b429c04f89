import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '#shared/ui-timings.ts';
import { cn } from './cn.ts';
import { dismissToast, useCurrentToast } from './toast-store.ts';

const variantClass = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-leaf-600/30 bg-leaf-50 text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;

/**
 * Radix toast region, above the floating contact buttons (bottom-36), so neither hides the
 * other; on a phone it lies over the header instead, within its 64 px (title and the first line
 * of its description; screen readers get it whole), where it hides no part of the page the
 * visitor came to see (at the bottom it covered the dashboard's cards). F8 focuses it, 5000 ms
 * per toast, swipe right 50 px to dismiss. `label` (each toast) and
 * `regionLabel` (the region, `{hotkey}` filled in) are what screen readers announce, in the
 * page's language. `focusOnMount`: the region was mounted by an F8 pressed before it existed, so
 * it takes focus.
 */
export default function Toaster({
  closeLabel,
  label = 'Notification',
  regionLabel = 'Notifications ({hotkey})',
  focusOnMount = false,
}: {
  closeLabel: string;
  label?: string;
  regionLabel?: string;
  focusOnMount?: boolean;
}) {
  const entry = useCurrentToast();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <Toast.Provider
      label={label}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {entry && (
        <Toast.Root
          key={entry.id}
          onOpenChange={(open) => !open && dismissToast(entry.id)}
          className={cn(
            'grid grid-cols-[1fr_auto] items-start gap-2 rounded-xl border p-2 shadow-lg sm:gap-3 sm:p-4',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[state=closed]:opacity-0',
            variantClass[entry.variant ?? 'default'],
          )}
        >
          <div>
            <Toast.Title className="truncate text-sm font-semibold sm:overflow-visible sm:text-base sm:whitespace-normal">
              {entry.title}
            </Toast.Title>
            {entry.description && (
              <Toast.Description className="mt-0.5 line-clamp-1 text-xs opacity-90 sm:mt-1 sm:line-clamp-none sm:text-sm">
                {entry.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close aria-label={closeLabel} className="rounded p-1 opacity-70 hover:opacity-100">
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        ref={viewport}
        label={regionLabel}
        className="fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-1 outline-none sm:top-auto sm:bottom-36 sm:max-w-sm sm:p-4"
      />
    </Toast.Provider>
  );
}
