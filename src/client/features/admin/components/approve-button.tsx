import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useApprovePartner } from '../api/approve-partner.ts';
import { useAdminMessage } from '../hooks/use-admin-format.ts';

/** Approves a pending application; success and failure (any HTTP error) are both told. */
export function ApproveButton({ partnerId, name }: { partnerId: number; name: string }) {
  const { t } = useTranslation('admin');
  const translateMessage = useAdminMessage();
  const approve = useApprovePartner();
  const onApprove = () =>
    approve.mutate(partnerId, {
      onSuccess: () =>
        toast({ title: t('approve.done'), description: t('approve.doneText'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('approve.failed'),
          description: error.message ? translateMessage(error.message) : t('approve.failedText'),
          variant: 'destructive',
        }),
    });
  return (
    <Button
      size="sm"
      onClick={onApprove}
      disabled={approve.isPending}
      aria-label={t('approve.label', { name })}
    >
      {approve.isPending ? t('approve.busy') : t('approve.button')}
    </Button>
  );
}
