import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/schemas/account.ts';
import { ASSIGNABLE_ROLES, type AssignableRole } from '../../../../shared/schemas/user.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { translateMessage } from '../../../i18n/i18n.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { useChangeUserRole, useSetUserDisabled } from '../api/manage-users.ts';
import { AdminTable } from './admin-table.tsx';

/** Runs an admin action and tells how it went (the server's message on failure). */
function useReport() {
  const { t } = useTranslation('admin');
  return async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done, variant: 'success' });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      toast({
        title: t('users.failed'),
        description: message ? translateMessage(t, message) : t('users.failedText'),
        variant: 'destructive',
      });
    }
  };
}

function RoleSelect({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const change = useChangeUserRole();
  const report = useReport();
  const current = ASSIGNABLE_ROLES.includes(user.role as AssignableRole) ? user.role : '';
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('users.roleOf', { name: user.name })}
      </label>
      <select
        id={id}
        value={current}
        disabled={change.isPending}
        onChange={(event) =>
          report(
            () => change.mutateAsync({ id: user.id, role: event.target.value as AssignableRole }),
            t('users.roleChanged'),
          )
        }
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-navy-700"
      >
        {current === '' && <option value="">{t(`roles.${user.role}`)}</option>}
        {ASSIGNABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
    </>
  );
}

function DisableButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const setDisabled = useSetUserDisabled();
  const report = useReport();
  const disable = user.status === 'active';
  return (
    <Button
      size="sm"
      variant={disable ? 'outline' : 'secondary'}
      disabled={setDisabled.isPending}
      aria-label={t(disable ? 'users.disableLabel' : 'users.enableLabel', { name: user.name })}
      onClick={() =>
        report(
          () => setDisabled.mutateAsync({ id: user.id, disabled: disable }),
          t(disable ? 'users.disabled' : 'users.enabled'),
        )
      }
    >
      {t(disable ? 'users.disable' : 'users.enable')}
    </Button>
  );
}

/** The Users tab: every account, its role and status; change the role, disable or enable. */
export function UsersTable() {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <AdminTable
      kind="users"
      title={t('users.title')}
      emptyText={t('users.empty')}
      rowKey={(u) => u.id}
      columns={[
        { header: t('columns.name'), cell: (u) => u.name, className: 'font-medium' },
        { header: t('columns.email'), cell: (u) => u.email },
        { header: t('columns.role'), cell: (u) => <RoleSelect user={u} /> },
        {
          header: t('columns.status'),
          cell: (u) => (
            <Badge tone={u.status === 'active' ? 'green' : 'red'}>
              {t(`users.status.${u.status}`)}
            </Badge>
          ),
        },
        { header: t('columns.confirmed'), cell: (u) => t(u.emailConfirmed ? 'yes' : 'no') },
        { header: t('columns.created'), cell: (u) => formatDate(u.createdAt) },
        {
          header: t('columns.lastLogin'),
          cell: (u) => (u.lastLoginAt ? formatDate(u.lastLoginAt) : '—'),
        },
        { header: t('columns.actions'), cell: (u) => <DisableButton user={u} /> },
      ]}
    />
  );
}

/** The Audit tab: what admins did, newest first. */
export function AuditTable() {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <AdminTable
      kind="audit"
      title={t('audit.title')}
      emptyText={t('audit.empty')}
      rowKey={(e) => e.id}
      columns={[
        { header: t('columns.date'), cell: (e) => formatDate(e.createdAt) },
        {
          header: t('audit.actor'),
          cell: (e) => e.actorEmail ?? t(e.actorDeleted ? 'audit.deletedAccount' : 'audit.system'),
        },
        {
          header: t('audit.action'),
          // Every action has its words (AUDIT_ACTIONS, checked in both languages); the CSV keeps
          // the key.
          cell: (e) => t(`audit.actions.${e.action}`),
          className: 'font-medium',
        },
        {
          header: t('audit.target'),
          cell: (e) =>
            `${t(`audit.targets.${e.targetType}`, { defaultValue: e.targetType })} ${
              e.targetDeleted ? t('audit.deletedAccount') : (e.targetEmail ?? e.targetId)
            }`,
        },
        {
          header: t('audit.details'),
          cell: (e) =>
            Object.entries(e.details)
              .map(([key, value]) => `${key}: ${String(value)}`)
              .join(', '),
        },
      ]}
    />
  );
}
