import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';

export type DetailField = { label: string; value: ReactNode };

/** A "View Details" button opening a dialog with every field of one record. */
export function DetailsDialog({
  title,
  triggerText,
  triggerLabel,
  fields,
}: {
  title: string;
  triggerText: string;
  /** The button's accessible name, saying which record it opens. */
  triggerLabel: string;
  fields: readonly DetailField[];
}) {
  const { t } = useTranslation();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={triggerLabel}>
          {triggerText}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} closeLabel={t('close')}>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          {fields.map((field) => (
            <div key={field.label} className="contents">
              <dt className="font-medium text-slate-600">{field.label}</dt>
              <dd className="break-words text-slate-900">{field.value ?? '—'}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
