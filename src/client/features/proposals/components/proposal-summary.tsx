import { useTranslation } from 'react-i18next';
import { useLanguage } from '#client/lib/use-language.ts';
import { formatInr, formatLakhCr, formatNumber } from '#shared/format.ts';
import type { Proposal, PublicProposal } from '#shared/schemas/proposals.ts';

type Shown = Pick<Proposal | PublicProposal, 'figures' | 'ppa' | 'emi' | 'purchase' | 'systemKw'>;

/** The figures of a version and the comparison of its offers over 25 years. */
export function ProposalSummary({ proposal }: { proposal: Shown }) {
  const { t } = useTranslation('proposals');
  const language = useLanguage();
  const f = proposal.figures;
  const c = f.comparison;
  const rows = [
    proposal.ppa && {
      key: 'ppa',
      name: t('offers.ppa'),
      detail: t('offers.ppaDetail', {
        rate: formatNumber(proposal.ppa.tariffPerKwh, 2),
        escalation: formatNumber(proposal.ppa.escalationPct, 2),
        months: proposal.ppa.termMonths,
      }),
      upfront: 0,
      total: c.total.ppa,
      breakEven: c.breakEvenYear.ppa,
    },
    proposal.emi && {
      key: 'emi',
      name: t('offers.emi'),
      detail: t('offers.emiDetail', {
        bank: proposal.emi.bank,
        rate: formatNumber(proposal.emi.interestPct, 2),
        months: proposal.emi.tenureMonths,
        monthly: formatInr(c.emi.monthlyPayment),
      }),
      upfront: 0,
      total: c.total.emi,
      breakEven: c.breakEvenYear.emi,
    },
    proposal.purchase && {
      key: 'purchase',
      name: t('offers.purchase'),
      detail: t('offers.purchaseDetail', {
        price: formatInr(proposal.purchase.price),
        gst: formatNumber(f.gstRate * 100, 2),
        total: formatInr(f.installationCost),
      }),
      upfront: c.upfront.purchase,
      total: c.total.purchase,
      breakEven: c.breakEvenYear.purchase,
    },
  ].filter((row) => !!row);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          [t('figures.size'), `${formatNumber(proposal.systemKw, 1)} kW`],
          [t('figures.generation'), `${formatNumber(f.annualGenerationKwh)} kWh`],
          [t('figures.savings'), formatInr(f.annualSavings)],
          [
            t('figures.payback'),
            f.paybackYears === null
              ? '—'
              : t('figures.years', { years: formatNumber(f.paybackYears, 1) }),
          ],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-lg font-semibold text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('comparison.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-2">
              {t('comparison.offer')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {t('comparison.upfront')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {t('comparison.total')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('comparison.breakEven')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-2 font-medium">
                {row.name}
                <span className="block font-normal text-slate-700">{row.detail}</span>
              </th>
              <td className="py-2 pr-2 text-right">{formatInr(row.upfront)}</td>
              <td className="py-2 pr-2 text-right">{formatLakhCr(row.total, language)}</td>
              <td className="py-2 text-right">{row.breakEven ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
