import { useTranslation } from 'react-i18next';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TableScroll } from '#client/components/ui/table-scroll.tsx';
import { formatNumber, formatPaise } from '#shared/format.ts';
import { financeApi } from '#shared/schemas/finance.ts';
import { useCustomerBills } from '../api/finance.ts';
import { FINANCE_TABLE, StatusBadge } from './shared.tsx';

/** The customer's Bills tab: every bill with its PDF, status and payments. */
export function CustomerBillsTab() {
  const { t } = useTranslation(['finance', 'common']);
  const bills = useCustomerBills();
  if (bills.isPending) return <Spinner label={t('common:loading')} />;
  const items = bills.data?.items ?? [];
  if (items.length === 0) return <p className="py-6 text-slate-700">{t('customer.empty')}</p>;
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold text-navy-900">{t('customer.title')}</h2>
      <TableScroll label={t('customer.title')}>
        <table className={FINANCE_TABLE}>
          <thead>
            <tr>
              <th scope="col">{t('bills.number')}</th>
              <th scope="col">{t('bills.month')}</th>
              <th scope="col">{t('bills.units')}</th>
              <th scope="col">{t('bills.amount')}</th>
              <th scope="col">{t('bills.status')}</th>
              <th scope="col">{t('bills.due')}</th>
              <th scope="col">{t('customer.payments')}</th>
              <th scope="col">{t('bills.pdf')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((bill) => (
              <tr key={bill.id} className="border-t border-slate-200 align-top">
                <td className="py-2 font-medium">{bill.number}</td>
                <td>{bill.month}</td>
                <td>{formatNumber(bill.units, 2)}</td>
                <td>{formatPaise(bill.amountPaise)}</td>
                <td>
                  <StatusBadge status={bill.status} />
                </td>
                <td>{bill.dueOn}</td>
                <td>
                  {bill.payments.length === 0 ? (
                    '—'
                  ) : (
                    <ul>
                      {bill.payments.map((p) => (
                        <li key={p.id}>
                          {t('customer.payment', {
                            amount: formatPaise(p.amountPaise),
                            date: p.paidOn,
                            utr: p.utr,
                          })}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>
                  <a
                    className="btn btn-link btn-sm"
                    href={financeApi.billPdf(bill.id)}
                    aria-label={t('bills.pdfOf', { number: bill.number })}
                  >
                    {t('bills.pdf')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
