import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TableScroll } from '#client/components/ui/table-scroll.tsx';
import { useFormatDateTime } from '#client/lib/use-format-date.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import { formatLakhCr, formatPaise } from '#shared/format.ts';
import { financeApi, payoutProfileFormSchema } from '#shared/schemas/finance.ts';
import { usePartnerStatements, usePayoutProfile, useSavePayoutProfile } from '../api/finance.ts';
import { FINANCE_TABLE, StatusBadge } from './shared.tsx';

/** The partner's payout profile: PAN, bank account (typed twice), IFSC, optional GSTIN. */
export function PayoutProfileForm() {
  const { t } = useTranslation(['finance', 'common']);
  const formatDateTime = useFormatDateTime();
  const profile = usePayoutProfile();
  const save = useSavePayoutProfile();
  const current = profile.data?.profile ?? null;
  const form = useAppForm({
    schema: payoutProfileFormSchema,
    defaultValues: {
      pan: current?.pan ?? '',
      accountName: current?.accountName ?? '',
      accountNumber: '',
      accountNumberRepeat: '',
      ifsc: current?.ifsc ?? '',
      gstin: current?.gstin ?? '',
    },
  });
  const onSubmit = form.submitWith(save, {
    toVariables: (v) => ({
      pan: v.pan,
      accountName: v.accountName,
      accountNumber: v.accountNumber,
      ifsc: v.ifsc,
      gstin: v.gstin || null,
    }),
    success: (data) => ({
      title: data.profile?.heldUntil ? t('profile.savedHeld') : t('profile.saved'),
    }),
    failure: () => ({ title: t('profile.failed') }),
  });
  if (profile.isPending) return <Spinner label={t('common:loading')} />;
  return (
    <section className="max-w-xl space-y-4">
      <h2 className="text-xl font-bold text-navy-900">{t('profile.title')}</h2>
      <p className="text-slate-700">{t('profile.intro')}</p>
      {current && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          {t('profile.current', { last4: current.accountNumberLast4, ifsc: current.ifsc })}
          {current.heldUntil && (
            <strong className="block text-red-800">
              {t('profile.heldUntil', { time: formatDateTime(current.heldUntil) })}
            </strong>
          )}
        </p>
      )}
      <Form onSubmit={onSubmit} className="space-y-4" key={current?.updatedAt ?? 'new'}>
        <TextField label={t('profile.pan')} autoComplete="off" required {...form.field('pan')} />
        <TextField
          label={t('profile.accountName')}
          autoComplete="name"
          required
          {...form.field('accountName')}
        />
        <TextField
          label={t('profile.accountNumber')}
          inputMode="numeric"
          autoComplete="off"
          required
          {...form.field('accountNumber')}
        />
        <TextField
          label={t('profile.accountNumberRepeat')}
          inputMode="numeric"
          autoComplete="off"
          required
          {...form.field('accountNumberRepeat')}
        />
        <TextField label={t('profile.ifsc')} autoComplete="off" required {...form.field('ifsc')} />
        <TextField
          label={t('profile.gstin')}
          hint={t('profile.gstinHint')}
          autoComplete="off"
          {...form.field('gstin')}
        />
        <Button type="submit" disabled={save.isPending}>
          {t('profile.save')}
        </Button>
      </Form>
    </section>
  );
}

/** The partner's Statements tab: each payout with its PDF, and the financial year's totals. */
export function PartnerStatementsTab() {
  const { t } = useTranslation(['finance', 'common']);
  const language = useLanguage();
  const statements = usePartnerStatements();
  if (statements.isPending) return <Spinner label={t('common:loading')} />;
  const data = statements.data;
  if (!data) return null;
  return (
    <section className="space-y-6">
      <h2 className="text-xl font-bold text-navy-900">{t('statements.title')}</h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {(
          [
            ['gross', data.year.grossPaise],
            ['gst', data.year.gstPaise],
            ['tds', data.year.tdsPaise],
            ['net', data.year.netPaise],
          ] as const
        ).map(([key, paise]) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-700">
              {t(`statements.year.${key}`, { fy: data.year.fy })}
            </dt>
            <dd className="text-lg font-bold text-navy-900">
              {formatLakhCr(paise / 100, language)}
            </dd>
          </div>
        ))}
      </dl>
      {data.items.length === 0 ? (
        <p className="text-slate-700">{t('statements.empty')}</p>
      ) : (
        <TableScroll label={t('statements.title')}>
          <table className={FINANCE_TABLE}>
            <thead>
              <tr>
                <th scope="col">{t('payouts.number')}</th>
                <th scope="col">{t('payouts.month')}</th>
                <th scope="col">{t('payouts.gross')}</th>
                <th scope="col">{t('payouts.gst')}</th>
                <th scope="col">{t('payouts.tdsColumn')}</th>
                <th scope="col">{t('payouts.net')}</th>
                <th scope="col">{t('payouts.status')}</th>
                <th scope="col">{t('payouts.pdf')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((s) => (
                <tr key={s.id} className="border-t border-slate-200">
                  <td className="py-2 font-medium">{s.number}</td>
                  <td>{s.month}</td>
                  <td>{formatPaise(s.grossPaise)}</td>
                  <td>{formatPaise(s.gstPaise)}</td>
                  <td>{formatPaise(s.tdsPaise)}</td>
                  <td>{formatPaise(s.netPaise)}</td>
                  <td>
                    <StatusBadge status={s.status} />
                  </td>
                  <td>
                    <a
                      className="btn btn-link btn-sm"
                      href={financeApi.statementPdf(s.id)}
                      aria-label={t('payouts.pdfOf', { number: s.number })}
                    >
                      {t('payouts.pdf')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
