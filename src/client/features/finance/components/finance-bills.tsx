import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TableScroll } from '#client/components/ui/table-scroll.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import { formatLakhCr, formatNumber, formatPaise } from '#shared/format.ts';
import { type Bill, financeApi, paymentFormSchema } from '#shared/schemas/finance.ts';
import { useAging, useBills, useRecordPayment, useRunBills } from '../api/finance.ts';
import { FINANCE_TABLE, RunMonthForm, StatusBadge } from './shared.tsx';

/** Finance's bills: run a month now, the bills with their payments, the aging report. */
export function FinanceBillsTab() {
  const { t } = useTranslation(['finance', 'common']);
  const [page, setPage] = useState(1);
  const bills = useBills(page);
  const run = useRunBills();
  const pages = bills.data ? Math.max(1, Math.ceil(bills.data.total / bills.data.pageSize)) : 1;
  return (
    <div className="space-y-8">
      <section className="space-y-4">
        <h2 className="text-xl font-bold text-navy-900">{t('bills.title')}</h2>
        <RunMonthForm
          label={t('bills.month')}
          button={t('bills.run')}
          pending={run.isPending}
          onRun={async (month) => {
            const result = await run.mutateAsync({ month });
            return t('bills.ran', { count: result.created, month });
          }}
        />
        <a className="btn btn-outline btn-sm" href={financeApi.adminBills('format=csv')} download>
          {t('bills.csv')}
        </a>
        {bills.isPending ? (
          <Spinner label={t('common:loading')} />
        ) : (
          <TableScroll label={t('bills.title')}>
            <table className={FINANCE_TABLE}>
              <thead>
                <tr>
                  <th scope="col">{t('bills.number')}</th>
                  <th scope="col">{t('bills.customer')}</th>
                  <th scope="col">{t('bills.month')}</th>
                  <th scope="col">{t('bills.units')}</th>
                  <th scope="col">{t('bills.tariff')}</th>
                  <th scope="col">{t('bills.amount')}</th>
                  <th scope="col">{t('bills.paid')}</th>
                  <th scope="col">{t('bills.status')}</th>
                  <th scope="col">{t('bills.due')}</th>
                  <th scope="col">{t('bills.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {(bills.data?.items ?? []).map((bill) => (
                  <tr key={bill.id} className="border-t border-slate-200">
                    <td className="py-2 font-medium">{bill.number}</td>
                    <td>{bill.customerName}</td>
                    <td>{bill.month}</td>
                    <td>{formatNumber(bill.units, 2)}</td>
                    <td>{formatPaise(bill.tariffPaisePerKwh)}</td>
                    <td>{formatPaise(bill.amountPaise)}</td>
                    <td>{formatPaise(bill.paidPaise)}</td>
                    <td>
                      <StatusBadge status={bill.status} />
                    </td>
                    <td>{bill.dueOn}</td>
                    <td>
                      <div className="flex gap-2">
                        <a
                          className="btn btn-link btn-sm"
                          href={financeApi.billPdf(bill.id)}
                          aria-label={t('bills.pdfOf', { number: bill.number })}
                        >
                          {t('bills.pdf')}
                        </a>
                        {bill.kind === 'bill' && bill.status !== 'paid' && (
                          <PaymentDialog bill={bill} />
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {bills.data?.items.length === 0 && <p className="py-4">{t('bills.empty')}</p>}
          </TableScroll>
        )}
        {pages > 1 && (
          <nav className="flex gap-2" aria-label={t('bills.pages')}>
            <Button
              size="sm"
              variant="outline"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('previous')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('next')}
            </Button>
          </nav>
        )}
      </section>
      <AgingReport />
    </div>
  );
}

function PaymentDialog({ bill }: { bill: Bill }) {
  const { t } = useTranslation(['finance', 'common']);
  const [open, setOpen] = useState(false);
  const record = useRecordPayment(bill.id);
  const form = useAppForm({
    schema: paymentFormSchema,
    defaultValues: { amount: '', paidOn: new Date().toISOString().slice(0, 10), utr: '' },
  });
  const onSubmit = form.submitWith(record, {
    success: () => ({ title: t('bills.recorded') }),
    onSuccess: () => setOpen(false),
    failure: () => ({ title: t('bills.recordFailed') }),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" aria-label={t('bills.recordFor', { number: bill.number })}>
          {t('bills.record')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('bills.recordTitle', {
          number: bill.number,
          left: formatPaise(bill.amountPaise - bill.paidPaise),
        })}
        closeLabel={t('common:close')}
      >
        <Form onSubmit={onSubmit} className="space-y-4">
          <TextField
            label={t('bills.amountRupees')}
            inputMode="decimal"
            required
            {...form.field('amount')}
          />
          <TextField label={t('bills.paidOn')} type="date" required {...form.field('paidOn')} />
          <TextField label={t('bills.utr')} autoComplete="off" required {...form.field('utr')} />
          <Button type="submit" disabled={record.isPending}>
            {t('bills.save')}
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function AgingReport() {
  const { t } = useTranslation(['finance', 'common']);
  const language = useLanguage();
  const aging = useAging();
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold text-navy-900">{t('aging.title')}</h2>
      {aging.data && (
        <TableScroll label={t('aging.title')}>
          <table className="min-w-max text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
            <thead>
              <tr>
                <th scope="col">{t('aging.bucket')}</th>
                <th scope="col">{t('aging.bills')}</th>
                <th scope="col">{t('aging.due')}</th>
              </tr>
            </thead>
            <tbody>
              {aging.data.buckets.map((row) => (
                <tr key={row.bucket} className="border-t border-slate-200">
                  <th scope="row" className="py-2 font-medium">
                    {t(`aging.buckets.${row.bucket}`)}
                  </th>
                  <td>{row.bills}</td>
                  <td>{formatLakhCr(row.duePaise / 100, language)}</td>
                </tr>
              ))}
              <tr className="border-t border-slate-300 font-semibold">
                <th scope="row" className="py-2">
                  {t('aging.total')}
                </th>
                <td />
                <td>{formatLakhCr(aging.data.totalDuePaise / 100, language)}</td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
      )}
      <a className="btn btn-outline btn-sm" href={financeApi.aging('csv')} download>
        {t('aging.csv')}
      </a>
    </section>
  );
}
