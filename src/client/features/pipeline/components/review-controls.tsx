import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { Form } from '#client/components/ui/form.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import type { LeadDocument } from '#shared/schemas/documents.ts';
import { reviewMessages } from '#shared/schemas/documents.ts';
import { useReviewDocument } from '../api/review-document.ts';

/** Accept, or reject with a reason the partner will read, one stored document. */
export function ReviewControls({ document }: { document: LeadDocument }) {
  const { t } = useTranslation('pipeline');
  const message = useTranslateMessage();
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const formId = useId();

  const send = async (decision: 'accepted' | 'rejected') => {
    if (decision === 'rejected' && !reason.trim()) {
      setError(message(reviewMessages.reasonRequired));
      return;
    }
    try {
      await review.mutateAsync({
        documentId: document.id,
        decision,
        ...(decision === 'rejected' ? { reason: reason.trim() } : {}),
      });
      toast({ title: t(`review.${decision}`), variant: 'success' });
      setRejecting(false);
      setReason('');
    } catch (failure) {
      toast({
        title: t('review.failed'),
        description: failure instanceof Error ? message(failure.message) : undefined,
        variant: 'destructive',
      });
    }
  };

  if (rejecting)
    return (
      <Form
        id={formId}
        className="flex w-full flex-col gap-2 sm:w-72"
        onSubmit={(event) => {
          event.preventDefault();
          void send('rejected');
        }}
      >
        <TextField
          label={t('review.reason')}
          required
          value={reason}
          error={error}
          maxLength={500}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" variant="destructive" disabled={review.isPending}>
            {t('review.confirmReject')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRejecting(false)}>
            {t('review.cancel')}
          </Button>
        </div>
      </Form>
    );

  return (
    <>
      {document.status !== 'accepted' && (
        <Button
          size="sm"
          onClick={() => void send('accepted')}
          disabled={review.isPending}
          aria-label={t('review.acceptLabel', { name: document.fileName })}
        >
          <Check aria-hidden="true" className="size-4" />
          {t('review.accept')}
        </Button>
      )}
      {document.status !== 'rejected' && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setRejecting(true)}
          aria-label={t('review.rejectLabel', { name: document.fileName })}
        >
          <X aria-hidden="true" className="size-4" />
          {t('review.reject')}
        </Button>
      )}
    </>
  );
}
