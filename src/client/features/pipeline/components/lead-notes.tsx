import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import { type LeadNote, type LeadNoteInput, leadNoteInputSchema } from '#shared/schemas/leads.ts';
import { useAddNote } from '../api/add-note.ts';

/** Internal notes (admins only; the partner never sees them), newest first, and a new one. */
export function LeadNotes({ leadId, notes }: { leadId: number; notes: LeadNote[] }) {
  const { t } = useTranslation('pipeline');
  const formatDate = useFormatDate();
  const add = useAddNote(leadId);
  const form = useAppForm<LeadNoteInput>({
    schema: leadNoteInputSchema,
    defaultValues: { text: '' },
  });
  const onSubmit = form.submitWith(add, {
    success: () => ({ title: t('notes.added') }),
    onSuccess: () => form.reset({ text: '' }),
    failure: () => ({ title: t('notes.failed') }),
  });
  return (
    <div className="space-y-4">
      <Form onSubmit={onSubmit} className="space-y-3">
        <TextAreaField label={t('notes.new')} rows={3} required {...form.field('text')} />
        <Button type="submit" size="sm" disabled={add.isPending}>
          {t('notes.add')}
        </Button>
      </Form>
      {notes.length === 0 ? (
        <p className="text-slate-700">{t('notes.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <p className="text-slate-700">
                {formatDate(note.createdAt)}
                {note.authorName && ` · ${note.authorName}`}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-900">{note.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
