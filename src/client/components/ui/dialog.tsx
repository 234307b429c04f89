import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;

type ContentProps = {
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
  /** 'center' for a modal box, 'left' for a side drawer. */
  side?: 'center' | 'left';
  className?: string;
};

export function DialogContent({
  title,
  description,
  closeLabel,
  children,
  side = 'center',
  className,
}: ContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-900/50" />
      <RadixDialog.Content
        className={cn(
          'fixed z-50 bg-white shadow-xl focus:outline-none',
          side === 'center'
            ? 'top-1/2 left-1/2 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6'
            : 'inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto p-5',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <RadixDialog.Title className="text-lg font-semibold text-navy-900">
            {title}
          </RadixDialog.Title>
          <RadixDialog.Close
            aria-label={closeLabel}
            className="rounded-md p-1 text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </div>
        {description && (
          <RadixDialog.Description className="mb-4 text-sm text-slate-600">
            {description}
          </RadixDialog.Description>
        )}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
