import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { translateMessage } from '#client/i18n/i18n.ts';
import { OVERVIEW_LIST_SIZE } from '#shared/admin-overview.ts';
import { type AdminListKind, type AdminRow, useAdminList } from '../api/admin-lists.ts';
import { ApproveButton } from './approve-button.tsx';
import { PartnerDetails } from './partner-details.tsx';

const LATEST = { page: 1, pageSize: OVERVIEW_LIST_SIZE, q: '' };

/** The five newest rows of one list, as title + e-mail (or file + type) lines. */
function LatestList<K extends AdminListKind>({
  kind,
  title,
  emptyText,
  render,
}: {
  kind: K;
  title: string;
  emptyText: string;
  render: (row: AdminRow[K]) => {
    key: number;
    primary: string;
    secondary: string;
    action?: ReactNode;
  };
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const list = useAdminList(kind, LATEST);
  let body: ReactNode;
  if (list.isPending) body = <Spinner label={t('loading')} className="py-4" />;
  else if (list.isError)
    body = (
      <p role="alert" className="text-sm text-red-700">
        {translateMessage(t, list.error)}
      </p>
    );
  else if (list.data.rows.length === 0)
    body = <p className="text-sm text-slate-600">{emptyText}</p>;
  else
    body = (
      <ul className="divide-y divide-slate-100">
        {list.data.rows.map((row) => {
          const item = render(row);
          return (
            <li key={item.key} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate font-medium text-navy-900">{item.primary}</p>
                <p className="truncate text-sm text-slate-600">{item.secondary}</p>
              </div>
              {item.action}
            </li>
          );
        })}
      </ul>
    );
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-3 text-lg font-semibold text-navy-900">
          {title}
        </h2>
        {body}
      </section>
    </Card>
  );
}

/** The Overview tab: the newest partners, leads, contacts and documents. */
export function AdminOverview() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <LatestList
        kind="partners"
        title={t('overview.partners')}
        emptyText={t('overview.noPartners')}
        render={(p) => ({
          key: p.id,
          primary: p.companyName ?? p.fullName,
          secondary: p.email,
          action:
            p.status === 'pending' ? (
              <ApproveButton partnerId={p.id} name={p.fullName} />
            ) : (
              <PartnerDetails partner={p} compact />
            ),
        })}
      />
      <LatestList
        kind="leads"
        title={t('overview.leads')}
        emptyText={t('overview.noLeads')}
        render={(l) => ({ key: l.id, primary: l.contactName, secondary: l.email })}
      />
      <LatestList
        kind="contacts"
        title={t('overview.contacts')}
        emptyText={t('overview.noContacts')}
        render={(c) => ({ key: c.id, primary: c.name, secondary: c.email })}
      />
      <LatestList
        kind="documents"
        title={t('overview.documents')}
        emptyText={t('overview.noDocuments')}
        render={(d) => ({
          key: d.id,
          primary: d.fileName,
          secondary: t(`documentTypes.${d.type}`),
        })}
      />
    </div>
  );
}
