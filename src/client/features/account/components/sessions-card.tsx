import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import { useAccountSessions, useLogOutOtherDevices } from '../api/account.ts';

/** Where the account is signed in (device, last seen), and "Log out other devices". */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const message = useTranslateMessage();
  const formatDate = useFormatDate();
  const sessions = useAccountSessions();
  const logOutOthers = useLogOutOtherDevices();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const onLogOutOthers = () =>
    logOutOthers.mutate(undefined, {
      onSuccess: () => toast({ title: t('sessions.done'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('sessions.failed'),
          description: message(error.message),
          variant: 'destructive',
        }),
    });
  return (
    <section aria-labelledby="sessions-title" className="space-y-4">
      <h2 id="sessions-title" className="text-xl font-semibold text-navy-900">
        {t('sessions.title')}
      </h2>
      {sessions.isPending ? (
        <Spinner label={t('sessions.loading')} />
      ) : sessions.isError ? (
        <p role="alert" className="text-red-800">
          {message(sessions.error.message)}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {sessions.data.map((session) => (
            <li
              key={`${session.createdAt}-${session.device}`}
              className="flex flex-wrap items-center gap-3 p-3"
            >
              <MonitorSmartphone aria-hidden="true" className="size-5 text-navy-700" />
              <span className="font-medium text-navy-900">
                {session.device ?? t('sessions.unknownDevice')}
              </span>
              {session.current && <Badge tone="green">{t('sessions.current')}</Badge>}
              <span className="text-sm text-slate-600">
                {t('sessions.lastSeen', {
                  date: formatDate(session.lastSeenAt ?? session.createdAt),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        onClick={onLogOutOthers}
        disabled={logOutOthers.isPending || others === 0}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {t('sessions.logOutOthers')}
      </Button>
    </section>
  );
}
