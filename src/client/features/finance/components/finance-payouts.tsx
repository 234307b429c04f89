import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TableScroll } from '#client/components/ui/table-scroll.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { formatNumber, formatPaise } from '#shared/format.ts';
import {
  type FinanceSettingRow,
  financeApi,
  type PayoutRun,
  type Statement,
} from '#shared/schemas/finance.ts';
import {
  useFinanceSettings,
  useMarkPaid,
  usePayoutRuns,
  useRunPayouts,
  useUpdateSetting,
} from '../api/finance.ts';
import { FINANCE_TABLE, RunMonthForm, StatusBadge } from './shared.tsx';

/** Finance's payouts: run a month, each run's statements, the bank file, paid with the UTR. */
export function FinancePayoutsTab() {
  const { t } = useTranslation(['finance', 'common']);
  const runs = usePayoutRuns();
  const run = useRunPayouts();
  const fy = (() => {
    const now = new Date();
    const start = now.getMonth() >= 3 ? now.getFullYear() : now.getFullYear() - 1;
    return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  })();
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-navy-900">{t('payouts.title')}</h2>
      <RunMonthForm
        label={t('payouts.month')}
        button={t('payouts.run')}
        pending={run.isPending}
        onRun={async (month) => {
          const result = await run.mutateAsync({ month });
          return t('payouts.ran', { count: result.statements.length, month });
        }}
      />
      <a className="btn btn-outline btn-sm" href={financeApi.tds(fy)} download>
        {t('payouts.tds', { fy })}
      </a>
      {runs.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : runs.data?.items.length === 0 ? (
        <p>{t('payouts.empty')}</p>
      ) : (
        runs.data?.items.map((r) => <RunCard key={r.id} run={r} />)
      )}
    </div>
  );
}

function RunCard({ run }: { run: PayoutRun }) {
  const { t } = useTranslation('finance');
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-navy-900">
          {t('payouts.runOf', { month: run.month })}
        </h3>
        <a className="btn btn-outline btn-sm" href={financeApi.bankFile(run.id)} download>
          {t('payouts.bankFile')}
        </a>
      </div>
      <TableScroll label={t('payouts.runOf', { month: run.month })}>
        <table className={FINANCE_TABLE}>
          <thead>
            <tr>
              <th scope="col">{t('payouts.partner')}</th>
              <th scope="col">{t('payouts.number')}</th>
              <th scope="col">{t('payouts.gross')}</th>
              <th scope="col">{t('payouts.gst')}</th>
              <th scope="col">{t('payouts.tdsColumn')}</th>
              <th scope="col">{t('payouts.net')}</th>
              <th scope="col">{t('payouts.status')}</th>
              <th scope="col">{t('payouts.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {run.statements.map((s) => (
              <tr key={s.id} className="border-t border-slate-200">
                <td className="py-2 font-medium">{s.partnerName}</td>
                <td>{s.number ?? '—'}</td>
                <td>{formatPaise(s.grossPaise)}</td>
                <td>{formatPaise(s.gstPaise)}</td>
                <td>
                  {formatPaise(s.tdsPaise)}{' '}
                  <span className="text-slate-600">
                    ({formatNumber(s.tdsRatePct, 2)}%, {t(`reason.${s.tdsReason}`)})
                  </span>
                </td>
                <td>{formatPaise(s.netPaise)}</td>
                <td>
                  <StatusBadge status={s.status} />
                </td>
                <td>
                  <div className="flex gap-2">
                    {s.number && (
                      <a
                        className="btn btn-link btn-sm"
                        href={financeApi.statementPdf(s.id)}
                        aria-label={t('payouts.pdfOf', { number: s.number })}
                      >
                        {t('payouts.pdf')}
                      </a>
                    )}
                    {s.status === 'pending' && <PaidDialog runId={run.id} statement={s} />}
                    {s.utr}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function PaidDialog({ runId, statement }: { runId: number; statement: Statement }) {
  const { t } = useTranslation(['finance', 'common']);
  const message = useTranslateMessage();
  const [open, setOpen] = useState(false);
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string>();
  const paid = useMarkPaid(runId);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await paid.mutateAsync({ items: [{ partnerId: statement.partnerId, utr: utr.trim() }] });
      toast({ title: t('payouts.markedPaid'), variant: 'success' });
      setOpen(false);
    } catch (failure) {
      setError(message(failure as Error));
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" aria-label={t('payouts.markPaidFor', { name: statement.partnerName })}>
          {t('payouts.markPaid')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('payouts.paidTitle', {
          name: statement.partnerName,
          net: formatPaise(statement.netPaise),
        })}
        closeLabel={t('common:close')}
      >
        <form onSubmit={submit} className="space-y-4" noValidate>
          <TextField
            label={t('payouts.utr')}
            value={utr}
            onChange={(e) => setUtr(e.target.value)}
            error={error}
            autoComplete="off"
            required
          />
          <Button type="submit" disabled={paid.isPending}>
            {t('payouts.confirmPaid')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The dated rates and thresholds: finance reads and changes them (each change audited). */
export function FinanceSettingsTab() {
  const { t } = useTranslation(['finance', 'common']);
  const settings = useFinanceSettings();
  if (settings.isPending) return <Spinner label={t('common:loading')} />;
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold text-navy-900">{t('settings.title')}</h2>
      <p className="text-slate-700">{t('settings.intro')}</p>
      <TableScroll label={t('settings.title')}>
        <table className={FINANCE_TABLE}>
          <thead>
            <tr>
              <th scope="col">{t('settings.key')}</th>
              <th scope="col">{t('settings.value')}</th>
              <th scope="col">{t('settings.from')}</th>
              <th scope="col">{t('settings.to')}</th>
              <th scope="col">{t('settings.note')}</th>
              <th scope="col">{t('settings.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(settings.data?.items ?? []).map((row) => (
              <tr key={row.id} className="border-t border-slate-200">
                <th scope="row" className="py-2 font-medium">
                  {t(`settings.keys.${row.key}`)}
                </th>
                <td>{shownValue(row)}</td>
                <td>{row.effectiveFrom}</td>
                <td>{row.effectiveTo ?? t('settings.open')}</td>
                <td>{row.note}</td>
                <td>
                  <SettingDialog row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

const shownValue = (row: FinanceSettingRow) =>
  row.key.endsWith('_bp') ? `${formatNumber(row.value / 100, 2)}%` : formatPaise(row.value);

function SettingDialog({ row }: { row: FinanceSettingRow }) {
  const { t } = useTranslation(['finance', 'common']);
  const message = useTranslateMessage();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(String(row.value));
  const [from, setFrom] = useState(row.effectiveFrom);
  const [to, setTo] = useState(row.effectiveTo ?? '');
  const [note, setNote] = useState(row.note);
  const [error, setError] = useState<string>();
  const update = useUpdateSetting(row.id);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({
        value: Number(value),
        effectiveFrom: from,
        effectiveTo: to || null,
        note,
      });
      toast({ title: t('settings.saved'), variant: 'success' });
      setOpen(false);
    } catch (failure) {
      setError(message(failure as Error));
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={t('settings.editOf', {
            key: t(`settings.keys.${row.key}`),
            from: row.effectiveFrom,
          })}
        >
          {t('settings.edit')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t(`settings.keys.${row.key}`)} closeLabel={t('common:close')}>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <TextField
            label={t(row.key.endsWith('_bp') ? 'settings.valueBp' : 'settings.valuePaise')}
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error}
            required
          />
          <TextField
            label={t('settings.from')}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            required
          />
          <TextField
            label={t('settings.to')}
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
          <TextField
            label={t('settings.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <Button type="submit" disabled={update.isPending}>
            {t('settings.save')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
