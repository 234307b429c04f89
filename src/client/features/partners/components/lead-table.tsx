import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TableScroll } from '#client/components/ui/table-scroll.tsx';
import { formatInr } from '#shared/format.ts';
import { partnerLeadPath } from '#shared/paths.ts';
import type { Lead } from '#shared/schemas/leads.ts';

/** The customer's name, linking to the lead's page (its stage, history and documents). */
function LeadLink({ lead }: { lead: Lead }) {
  const { t } = useTranslation('partners');
  return (
    <Link
      to={partnerLeadPath(lead.id)}
      className="font-medium text-navy-900 underline-offset-4 hover:underline"
      aria-label={t('leads.openLead', { name: lead.contactName })}
    >
      {lead.contactName}
    </Link>
  );
}

function StageText({ lead }: { lead: Lead }) {
  const { t } = useTranslation('partners');
  return (
    <Badge tone={lead.stage === 'lost' ? 'red' : lead.stage === 'won' ? 'green' : 'navy'}>
      {t(`leads.stages.${lead.stage}`)}
    </Badge>
  );
}

/** An eligible lead needs documents until one is uploaded; an ineligible one never does. */
const needsDocuments = (lead: Lead) => lead.isEligible && lead.documentCount === 0;

function EligibilityBadge({ lead }: { lead: Lead }) {
  const { t } = useTranslation('partners');
  return lead.isEligible ? (
    <Badge tone="green">{t('leads.eligible')}</Badge>
  ) : (
    <Badge tone="slate">{t('leads.notEligible')}</Badge>
  );
}

function DocumentsBadge({ lead }: { lead: Lead }) {
  const { t } = useTranslation('partners');
  if (!lead.isEligible) return <Badge tone="slate">{t('leads.documentsNotNeeded')}</Badge>;
  return lead.documentCount > 0 ? (
    <Badge tone="green">{t('leads.documentsUploaded')}</Badge>
  ) : (
    <Badge tone="yellow">{t('leads.documentsRequired')}</Badge>
  );
}

function UploadButton({ lead, onUpload }: { lead: Lead; onUpload: (lead: Lead) => void }) {
  const { t } = useTranslation('partners');
  if (!needsDocuments(lead)) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => onUpload(lead)}
      aria-label={t('leads.uploadFor', { name: lead.contactName })}
    >
      <Upload aria-hidden="true" className="size-4" />
      {t('leads.upload')}
    </Button>
  );
}

/** The leads as a table on wide screens and as cards on phones. */
export function LeadTable({ leads, onUpload }: { leads: Lead[]; onUpload: (lead: Lead) => void }) {
  const { t } = useTranslation('partners');
  const th = 'px-4 py-3 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase';
  return (
    <>
      <TableScroll
        label={t('leads.title')}
        className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block"
      >
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {t('leads.columns.customer')}
              </th>
              <th scope="col" className={th}>
                {t('leads.columns.company')}
              </th>
              <th scope="col" className={th}>
                {t('leads.columns.bill')}
              </th>
              <th scope="col" className={th}>
                {t('leads.columns.stage')}
              </th>
              <th scope="col" className={th}>
                {t('leads.columns.eligibility')}
              </th>
              <th scope="col" className={th}>
                {t('leads.columns.documents')}
              </th>
              <th scope="col" className={th}>
                {t('leads.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {leads.map((lead) => (
              <tr key={lead.id} data-lead-id={lead.id}>
                <td className="px-4 py-3">
                  <p>
                    <LeadLink lead={lead} />
                  </p>
                  <p className="text-slate-600">{lead.email}</p>
                </td>
                <td className="px-4 py-3 text-slate-800">
                  {lead.businessName}
                  <p className="text-slate-600">
                    {lead.city}, {lead.state}
                  </p>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-800">
                  {formatInr(lead.monthlyBill)}
                </td>
                <td className="px-4 py-3">
                  <StageText lead={lead} />
                </td>
                <td className="px-4 py-3">
                  <EligibilityBadge lead={lead} />
                </td>
                <td className="px-4 py-3">
                  <DocumentsBadge lead={lead} />
                </td>
                <td className="px-4 py-3">
                  <UploadButton lead={lead} onUpload={onUpload} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ul className="space-y-3 md:hidden">
        {leads.map((lead) => (
          <li
            key={lead.id}
            data-lead-id={lead.id}
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <p className="font-semibold">
              <LeadLink lead={lead} />
            </p>
            <p className="text-sm break-all text-slate-600">{lead.email}</p>
            <p className="mt-1 text-sm text-slate-800">
              {lead.businessName} · {formatInr(lead.monthlyBill)}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <StageText lead={lead} />
              <EligibilityBadge lead={lead} />
              <DocumentsBadge lead={lead} />
              <UploadButton lead={lead} onUpload={onUpload} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
