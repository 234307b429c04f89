import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { istMonth, previousMonth } from '#shared/finance.ts';

/**
 * Every finance table: one line per cell, padded, as wide as its content needs; TableScroll
 * scrolls it sideways on a phone.
 */
export const FINANCE_TABLE =
  'w-full min-w-max text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2';

export const STATUS_TONES = {
  due: 'yellow',
  partly_paid: 'navy',
  paid: 'green',
  overdue: 'red',
  pending: 'yellow',
  held: 'red',
  carried_forward: 'slate',
} as const;

export function StatusBadge({ status }: { status: keyof typeof STATUS_TONES }) {
  const { t } = useTranslation('finance');
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}

/** A month field and a button: "run now" of bills or payouts for an ended month. */
export function RunMonthForm({
  label,
  button,
  onRun,
  pending,
}: {
  label: string;
  button: string;
  onRun: (month: string) => Promise<string>;
  pending: boolean;
}) {
  const { t } = useTranslation('finance');
  const message = useTranslateMessage();
  const [month, setMonth] = useState(() => previousMonth(istMonth(new Date())));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      toast({ title: await onRun(month), variant: 'success' });
    } catch (error) {
      toast({
        title: t('runFailed'),
        description: message(error as Error),
        variant: 'destructive',
      });
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <TextField
        label={label}
        type="month"
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        required
        className="w-48"
      />
      <Button type="submit" disabled={pending}>
        {button}
      </Button>
    </form>
  );
}
