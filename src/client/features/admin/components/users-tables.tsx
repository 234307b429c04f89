import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/form-field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { translateMessage } from '#client/i18n/i18n.ts';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import type { AdminUser } from '#shared/schemas/account.ts';
import { ASSIGNABLE_ROLES, type AssignableRole } from '#shared/schemas/user.ts';
import { useChangeUserRole, useResetUserMfa, useSetUserDisabled } from '../api/manage-users.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
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

function ResetMfaButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const reset = useResetUserMfa();
  const report = useReport();
  if (!user.mfaEnabled) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={reset.isPending}
      aria-label={t('users.mfaResetOf', { name: user.name })}
      onClick={() => report(() => reset.mutateAsync(user.id), t('users.mfaResetDone'))}
    >
      {t('users.mfaReset')}
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
        {
          header: t('columns.actions'),
          cell: (u) => (
            <div className="flex flex-wrap gap-2">
              <DisableButton user={u} />
              <ResetMfaButton user={u} />
            </div>
          ),
        },
      ]}
    />
  );
}

/** The kinds of record the audit log names, for its filter. */
const AUDIT_ENTITIES = ['user', 'partner', 'lead', 'document', 'reward'] as const;

/** One labelled filter control of the Audit tab. */
function AuditFilter({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The Audit tab: what staff did, newest first, filtered by actor, kind of record and days. */
export function AuditTable() {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const [actor, setActor] = useState('');
  const [entity, setEntity] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const actorQuery = useDebouncedValue(actor.trim(), 300);
  const filters = { actor: actorQuery, entity, from, to };
  const controlClass =
    'rounded-md border border-slate-300 bg-white px-2 py-2 text-sm focus-visible:outline-2 focus-visible:outline-navy-700';
  return (
    <AdminTable
      kind="audit"
      filters={filters}
      filterControls={
        <>
          <AuditFilter label={t('audit.filters.actor')}>
            {(id) => (
              <Input
                id={id}
                type="search"
                value={actor}
                maxLength={254}
                placeholder={t('audit.filters.actorPlaceholder')}
                onChange={(event) => setActor(event.target.value)}
              />
            )}
          </AuditFilter>
          <AuditFilter label={t('audit.filters.entity')}>
            {(id) => (
              <select
                id={id}
                value={entity}
                onChange={(event) => setEntity(event.target.value)}
                className={controlClass}
              >
                <option value="">{t('audit.filters.anyEntity')}</option>
                {AUDIT_ENTITIES.map((name) => (
                  <option key={name} value={name}>
                    {t(`audit.entities.${name}`)}
                  </option>
                ))}
              </select>
            )}
          </AuditFilter>
          <AuditFilter label={t('audit.filters.from')}>
            {(id) => (
              <input
                id={id}
                type="date"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
                className={controlClass}
              />
            )}
          </AuditFilter>
          <AuditFilter label={t('audit.filters.to')}>
            {(id) => (
              <input
                id={id}
                type="date"
                value={to}
                onChange={(event) => setTo(event.target.value)}
                className={controlClass}
              />
            )}
          </AuditFilter>
        </>
      }
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
        {
          header: t('audit.changes'),
          cell: (e) =>
            Object.entries(e.changes)
              .map(
                ([field, { before, after }]) =>
                  `${field}: ${String(before ?? '—')} → ${String(after ?? '—')}`,
              )
              .join(', '),
        },
      ]}
    />
  );
}
