import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { translateMessage } from '#client/i18n/i18n.ts';
import { useApprovePartner } from '../api/approve-partner.ts';

/** Approves a pending application; success and failure (any HTTP error) are both told. */
export function ApproveButton({ partnerId, name }: { partnerId: number; name: string }) {
  const { t } = useTranslation('admin');
  const approve = useApprovePartner();
  // mutateAsync, not mutate's callbacks: the refreshed list replaces this button before they run.
  const onApprove = async () => {
    try {
      await approve.mutateAsync(partnerId);
      toast({ title: t('approve.done'), description: t('approve.doneText'), variant: 'success' });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      toast({
        title: t('approve.failed'),
        description: message ? translateMessage(t, message) : t('approve.failedText'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button
      size="sm"
      onClick={onApprove}
      disabled={approve.isPending}
      aria-label={t(approve.isPending ? 'approve.busyLabel' : 'approve.label', { name })}
    >
      {approve.isPending ? t('approve.busy') : t('approve.button')}
    </Button>
  );
}
