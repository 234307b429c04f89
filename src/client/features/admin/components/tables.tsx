import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { PartnerStatusBadge } from '#client/components/ui/partner-status-badge.tsx';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import { formatInr } from '#shared/format.ts';
import { adminLeadPath } from '#shared/paths.ts';
import { documentsApi } from '#shared/schemas/documents.ts';
import { AdminTable } from './admin-table.tsx';
import { ApproveButton } from './approve-button.tsx';
import { DetailsDialog } from './details-dialog.tsx';
import { PartnerDetails } from './partner-details.tsx';

export function PartnersTable() {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <AdminTable
      kind="partners"
      title={t('partners.title')}
      emptyText={t('partners.empty')}
      rowKey={(p) => p.id}
      columns={[
        { header: t('columns.id'), cell: (p) => p.id },
        { header: t('columns.company'), cell: (p) => p.companyName ?? '—' },
        { header: t('columns.name'), cell: (p) => p.fullName, className: 'font-medium' },
        { header: t('columns.email'), cell: (p) => p.email },
        { header: t('columns.phone'), cell: (p) => p.phone },
        { header: t('columns.status'), cell: (p) => <PartnerStatusBadge status={p.status} /> },
        { header: t('columns.date'), cell: (p) => formatDate(p.createdAt) },
        {
          header: t('columns.actions'),
          cell: (p) =>
            p.status === 'pending' ? (
              <ApproveButton partnerId={p.id} name={p.fullName} />
            ) : (
              <PartnerDetails partner={p} />
            ),
        },
      ]}
    />
  );
}

export function LeadsTable() {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <AdminTable
      kind="leads"
      title={t('leads.title')}
      emptyText={t('leads.empty')}
      rowKey={(l) => l.id}
      columns={[
        { header: t('columns.id'), cell: (l) => l.id },
        {
          header: t('columns.name'),
          cell: (l) => (
            <Link
              to={adminLeadPath(l.id)}
              className="text-navy-900 underline-offset-4 hover:underline"
              aria-label={t('leads.openLead', { name: l.contactName })}
            >
              {l.contactName}
            </Link>
          ),
          className: 'font-medium',
        },
        { header: t('columns.email'), cell: (l) => l.email },
        { header: t('columns.phone'), cell: (l) => l.phone },
        { header: t('columns.company'), cell: (l) => l.businessName },
        { header: t('columns.partnerId'), cell: (l) => l.partnerId ?? t('leads.companyLead') },
        { header: t('columns.stage'), cell: (l) => t(`stages.${l.stage}`) },
        { header: t('columns.eligible'), cell: (l) => t(l.isEligible ? 'yes' : 'no') },
        {
          header: t('columns.documents'),
          cell: (l) => t(l.documentCount > 0 ? 'leads.uploaded' : 'leads.pending'),
        },
        {
          header: t('columns.actions'),
          cell: (l) => (
            <DetailsDialog
              title={t('leads.detailsTitle', { id: l.id })}
              triggerText={t('viewDetails')}
              triggerLabel={t('viewDetailsOf', { name: l.contactName })}
              fields={[
                { label: t('columns.name'), value: l.contactName },
                { label: t('columns.email'), value: l.email },
                { label: t('columns.phone'), value: l.phone },
                { label: t('columns.company'), value: l.businessName },
                { label: t('fields.businessNature'), value: l.businessNature },
                { label: t('fields.address'), value: `${l.address}, ${l.city}, ${l.state}` },
                { label: t('fields.monthlyBill'), value: formatInr(l.monthlyBill) },
                {
                  label: t('fields.installationSize'),
                  value:
                    l.installationSizeKw === null
                      ? null
                      : t('fields.kw', { value: l.installationSizeKw }),
                },
                { label: t('fields.pan'), value: l.panNumber },
                { label: t('fields.gstin'), value: l.gstin },
                { label: t('columns.stage'), value: t(`stages.${l.stage}`) },
                { label: t('columns.partnerId'), value: l.partnerId },
                { label: t('columns.eligible'), value: t(l.isEligible ? 'yes' : 'no') },
                { label: t('columns.documents'), value: l.documentCount },
                { label: t('fields.notes'), value: l.notes },
                { label: t('columns.date'), value: formatDate(l.createdAt) },
              ]}
            />
          ),
        },
      ]}
    />
  );
}

export function DocumentsTable() {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <AdminTable
      kind="documents"
      title={t('documents.title')}
      emptyText={t('documents.empty')}
      rowKey={(d) => d.id}
      columns={[
        { header: t('columns.id'), cell: (d) => d.id },
        { header: t('columns.leadId'), cell: (d) => d.leadId },
        { header: t('columns.fileName'), cell: (d) => d.fileName, className: 'font-medium' },
        { header: t('columns.documentType'), cell: (d) => t(`documentTypes.${d.type}`) },
        { header: t('columns.status'), cell: (d) => t(`documentStatus.${d.status}`) },
        { header: t('columns.date'), cell: (d) => formatDate(d.createdAt) },
        {
          header: t('columns.actions'),
          cell: (d) => (
            <a
              href={documentsApi.file(d.id)}
              download={d.fileName}
              className={buttonClass('outline', 'sm')}
              aria-label={t('documents.viewLabel', { name: d.fileName })}
            >
              <FileDown aria-hidden="true" className="size-4" />
              {t('documents.view')}
            </a>
          ),
        },
      ]}
    />
  );
}

export function ContactsTable() {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <AdminTable
      kind="contacts"
      title={t('contacts.title')}
      emptyText={t('contacts.empty')}
      rowKey={(c) => c.id}
      columns={[
        { header: t('columns.id'), cell: (c) => c.id },
        { header: t('columns.name'), cell: (c) => c.name, className: 'font-medium' },
        { header: t('columns.email'), cell: (c) => c.email },
        { header: t('columns.date'), cell: (c) => formatDate(c.createdAt) },
        {
          header: t('columns.actions'),
          cell: (c) => (
            <DetailsDialog
              title={t('contacts.detailsTitle', { id: c.id })}
              triggerText={t('viewDetails')}
              triggerLabel={t('viewDetailsOf', { name: c.name })}
              fields={[
                { label: t('columns.name'), value: c.name },
                { label: t('columns.email'), value: c.email },
                { label: t('columns.phone'), value: c.phone },
                { label: t('fields.subject'), value: c.subject },
                {
                  label: t('fields.message'),
                  value: <span className="whitespace-pre-line">{c.message}</span>,
                },
                { label: t('columns.date'), value: formatDate(c.createdAt) },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
