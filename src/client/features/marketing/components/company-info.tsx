import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import { company } from '#shared/company.ts';
import { Section, SectionHeading } from './section.tsx';

const LEGAL_IDS = ['cin', 'gst', 'udyam', 'dpiit'] as const;

/** `icon` is the class of its icon (`i-…`). */
function Fact({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm font-medium text-slate-600">
        <span
          className={`icon ${icon} absolute top-0 left-0 inline-flex size-11 items-center justify-center rounded-xl bg-navy-50 text-navy-700 before:size-5`}
        />
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-navy-900">{children}</dd>
    </div>
  );
}

/** Established, focus, business model, equipment and the legal registrations. */
export function CompanyInfo({ tone = 'cream' }: { tone?: 'white' | 'cream' }) {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  return (
    <Section labelledBy="company-info-title" tone={tone}>
      <SectionHeading
        id="company-info-title"
        eyebrow={t('companyInfo.eyebrow')}
        title={t('companyInfo.heading')}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-8 lg:col-span-2">
          <p className="text-lg font-bold text-navy-900">{company.name}</p>
          <dl className="mt-6 grid gap-6 sm:grid-cols-2">
            <Fact icon="i-calendar-check" label={t('companyInfo.established')}>
              {company.established}
            </Fact>
            <Fact icon="i-target" label={t('companyInfo.focus')}>
              {company.focus[lang]}
            </Fact>
            <Fact icon="i-handshake" label={t('companyInfo.businessModel')}>
              {company.businessModel[lang]}
            </Fact>
            <Fact icon="i-panels-top-left" label={t('companyInfo.equipment')}>
              {company.equipment[lang]}
            </Fact>
          </dl>
        </Card>
        <div className="rounded-2xl bg-navy-900 p-8 text-white shadow-sm">
          <h3 className="icon i-badge-check flex items-center gap-2 text-lg font-bold before:size-5 before:text-sun-400">
            {t('companyInfo.legalIds')}
          </h3>
          <dl className="mt-6 space-y-4">
            {LEGAL_IDS.map((key) => (
              <div key={key} className="border-b border-white/10 pb-3 last:border-0 last:pb-0">
                <dt className="text-xs font-semibold tracking-wider text-sun-300 uppercase">
                  {t(`companyInfo.${key}`)}
                </dt>
                <dd className="mt-1 font-mono text-sm break-all text-slate-100">
                  {company.legal[key]}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  );
}
