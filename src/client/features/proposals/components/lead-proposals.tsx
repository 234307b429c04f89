import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lead } from '#shared/schemas/leads.ts';
import { ProposalBuilder } from './proposal-builder.tsx';
import { ProposalVersions } from './proposal-versions.tsx';

/** Days a new proposal is valid by default. */
const DEFAULT_VALIDITY_DAYS = 30;

/** The lead page's proposals: the builder (from site survey on) and the versions with send. */
export function LeadProposals({ lead }: { lead: Lead }) {
  const { t } = useTranslation('proposals');
  const headingId = useId();
  const open = lead.stage === 'site_survey' || lead.stage === 'proposal';
  const validUntil = new Date(Date.now() + DEFAULT_VALIDITY_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-cream p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-navy-900">
        {t('section.versions')}
      </h2>
      {open && (
        <details className="rounded-xl border border-slate-200 bg-white p-3" open>
          <summary className="cursor-pointer font-medium text-navy-900">
            {t('section.builder')}
          </summary>
          <div className="pt-4">
            <ProposalBuilder
              leadId={lead.id}
              defaultKw={lead.installationSizeKw}
              defaultValidUntil={validUntil}
            />
          </div>
        </details>
      )}
      <ProposalVersions leadId={lead.id} />
    </section>
  );
}
