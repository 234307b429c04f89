import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { translateMessage } from '#client/i18n/i18n.ts';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import { formatNumber, formatPaise } from '#shared/format.ts';
import { type AdminReward, type PayReward, payRewardSchema } from '#shared/schemas/rewards.ts';
import { useApproveReward, usePayReward } from '../api/rewards.ts';
import { AdminTable } from './admin-table.tsx';

const TONES = { pending: 'yellow', approved: 'navy', paid: 'green', cancelled: 'navy' } as const;

/** Partner rewards still to pay: approve, then mark paid with the reference; CSV of the list. */
export function RewardsTable() {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <AdminTable
      kind="rewards"
      title={t('rewards.title')}
      emptyText={t('rewards.empty')}
      rowKey={(r) => r.id}
      columns={[
        { header: t('columns.id'), cell: (r) => r.id },
        { header: t('rewards.partner'), cell: (r) => r.partnerName, className: 'font-medium' },
        { header: t('rewards.customer'), cell: (r) => r.leadName },
        {
          header: t('rewards.size'),
          cell: (r) => t('fields.kw', { value: formatNumber(r.sizeKw, 1) }),
        },
        { header: t('rewards.part'), cell: (r) => t(`rewards.parts.${r.part}`) },
        { header: t('rewards.amount'), cell: (r) => formatPaise(r.amountPaise) },
        {
          header: t('columns.status'),
          cell: (r) => <Badge tone={TONES[r.status]}>{t(`rewards.status.${r.status}`)}</Badge>,
        },
        { header: t('rewards.earned'), cell: (r) => formatDate(r.earnedAt) },
        {
          header: t('columns.actions'),
          cell: (r) =>
            r.status === 'pending' ? (
              <ApproveRewardButton reward={r} />
            ) : r.status === 'approved' ? (
              <PayDialog reward={r} />
            ) : (
              r.reference
            ),
        },
      ]}
    />
  );
}

function ApproveRewardButton({ reward }: { reward: AdminReward }) {
  const { t } = useTranslation('admin');
  const approve = useApproveReward();
  const onApprove = async () => {
    try {
      await approve.mutateAsync(reward.id);
      toast({ title: t('rewards.approved'), variant: 'success' });
    } catch (error) {
      toast({
        title: t('rewards.approveFailed'),
        description: error instanceof Error ? translateMessage(t, error.message) : undefined,
        variant: 'destructive',
      });
    }
  };
  return (
    <Button
      size="sm"
      onClick={onApprove}
      disabled={approve.isPending}
      aria-label={t('rewards.approveLabel', { name: reward.partnerName, id: reward.id })}
    >
      {t('rewards.approve')}
    </Button>
  );
}

function PayDialog({ reward }: { reward: AdminReward }) {
  const { t } = useTranslation(['admin', 'common']);
  const [open, setOpen] = useState(false);
  const pay = usePayReward(reward.id);
  const form = useAppForm<PayReward, PayReward>({
    schema: payRewardSchema,
    defaultValues: { reference: '' },
  });
  const onSubmit = form.submitWith(pay, {
    success: () => ({ title: t('rewards.paid') }),
    onSuccess: () => setOpen(false),
    failure: () => ({ title: t('rewards.payFailed') }),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          aria-label={t('rewards.payLabel', { name: reward.partnerName, id: reward.id })}
        >
          {t('rewards.markPaid')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('rewards.payTitle', {
          amount: formatPaise(reward.amountPaise),
          name: reward.partnerName,
        })}
        closeLabel={t('common:close')}
      >
        <Form onSubmit={onSubmit} className="space-y-4">
          <TextField
            label={t('rewards.reference')}
            required
            autoComplete="off"
            {...form.field('reference')}
          />
          <Button type="submit" disabled={pay.isPending}>
            {t('rewards.confirmPaid')}
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
