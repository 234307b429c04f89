import { ArrowLeft, LoaderCircle, MailCheck, RotateCw, ShieldCheck } from 'lucide-react';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../shared/languages.ts';
import {
  VERIFICATION_ERROR_CODES,
  verificationMessages,
} from '../../../../shared/schemas/verification.ts';
import { VERIFICATION_CODE_LENGTH } from '../../../../shared/verification-codes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { Input } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslateMessage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api.ts';
import { useCheckVerificationCode } from '../api/check-verification-code.ts';
import { useSendVerificationCode } from '../api/send-verification-code.ts';
import { formatCountdown } from '../hooks/countdown.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

/** Server answers after which the code in hand can never pass: only a new one helps. */
const DEAD_CODE_ERRORS: readonly string[] = [
  VERIFICATION_ERROR_CODES.expired,
  VERIFICATION_ERROR_CODES.locked,
];

export type VerificationCardProps = {
  /** The address the code goes to. */
  email: string;
  /** Called with the code once the server has confirmed it. */
  onVerified: (code: string) => void;
  /** Shows Back to Form when given. */
  onBack?: () => void;
  /** Replaces the default title, Email Verification Required. */
  title?: string;
  /** True while the parent acts on the verified code; the card then waits with `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  /**
   * When a code was already sent to this address during this visit and is still valid (ms since
   * the epoch), opening does not send another: the one in the inbox still works.
   */
  liveCodeExpiresAt?: number | undefined;
  /** Told when a new code has been sent, with its expiry. */
  onCodeSent?: (expiresAt: number) => void;
  /** The card's heading, to move focus to it when the card appears. */
  headingRef?: Ref<HTMLHeadingElement>;
  headingLevel?: 2 | 3;
};

/**
 * The Email Verification card (SPEC sections 2 and 4): sends a code on open, counts down from
 * 10:00, takes exactly six digits, and offers Resend once the code has expired or died.
 */
export function VerificationCard({
  email,
  onVerified,
  onBack,
  title,
  busy = false,
  busyLabel,
  liveCodeExpiresAt,
  onCodeSent,
  headingRef,
  headingLevel = 2,
}: VerificationCardProps) {
  const { t, i18n } = useTranslation('verification');
  const message = useTranslateMessage();
  const send = useSendVerificationCode();
  const check = useCheckVerificationCode();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const retryId = `${inputId}-retry`;

  const [expiresAt, setExpiresAt] = useState<number | null>(() =>
    liveCodeExpiresAt !== undefined && liveCodeExpiresAt > Date.now() ? liveCodeExpiresAt : null,
  );
  const secondsLeft = useCountdown(expiresAt);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codeDead, setCodeDead] = useState(false);
  // Why the last request for a code was refused, and when (ms since the epoch) to ask again.
  const [refusal, setRefusal] = useState<{ message: string; retryAt: number | null } | null>(null);
  const retrySeconds = useCountdown(refusal?.retryAt ?? null);
  const waitingToRetry = retrySeconds !== null && retrySeconds > 0;

  const requestCode = (announce: boolean) => {
    if (send.isPending || waitingToRetry) return;
    send.mutate(
      { email, language: isLanguage(i18n.language) ? i18n.language : 'en' },
      {
        onSuccess: ({ expiresInSeconds }) => {
          const deadline = Date.now() + expiresInSeconds * 1000;
          setExpiresAt(deadline);
          setRefusal(null);
          setCodeDead(false);
          setCode('');
          setError(null);
          onCodeSent?.(deadline);
          if (announce) toast({ title: t('codeSent'), variant: 'success' });
        },
        // Shown on the card, not in a toast: it must stay until the visitor can try again.
        onError: (err) =>
          setRefusal({
            message: message(err) ?? t('sendFailed'),
            retryAt:
              err instanceof ApiError && err.retryAfterSeconds
                ? Date.now() + err.retryAfterSeconds * 1000
                : null,
          }),
      },
    );
  };

  // Opening sends a code, once (the ref keeps a strict-mode re-run from sending a second).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (expiresAt === null) requestCode(false);
  });

  const verify = (event?: FormEvent) => {
    event?.preventDefault();
    if (check.isPending || busy) return;
    if (code.length !== VERIFICATION_CODE_LENGTH) {
      setError(message(verificationMessages.code) ?? verificationMessages.code);
      return;
    }
    check.mutate(
      { email, code },
      {
        onSuccess: () => {
          toast({ title: t('verified'), variant: 'success' });
          onVerified(code);
        },
        onError: (err) => {
          setError(message(err) ?? t('invalidCode'));
          if (err instanceof ApiError && err.code && DEAD_CODE_ERRORS.includes(err.code))
            setCodeDead(true);
        },
      },
    );
  };

  const expired = secondsLeft === 0;
  const codeLive = secondsLeft !== null && !expired;
  const canResend = (expired || refusal !== null || codeDead) && !send.isPending && !busy;
  // After a refusal the button stays in the tab order while it waits, saying so (aria-disabled).
  const resendWaits = canResend && waitingToRetry;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const waiting = check.isPending || busy;

  return (
    <Card className="p-6 sm:p-8">
      <div className="mb-6 flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sun-100 text-sun-700"
        >
          <ShieldCheck className="size-6" />
        </span>
        <div>
          <Heading
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-navy-900 focus:outline-none"
          >
            {title ?? t('title')}
          </Heading>
          <p className="mt-1 text-sm text-slate-600 wrap-anywhere">
            <Trans
              t={t}
              i18nKey={
                send.isPending && expiresAt === null
                  ? 'sending'
                  : refusal && !codeLive
                    ? 'refusedTo'
                    : 'sentTo'
              }
              values={{ email }}
              components={{ strong: <strong className="font-semibold text-slate-900" /> }}
            />
          </p>
        </div>
      </div>

      <Form onSubmit={verify} className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            {t('codeLabel')}
          </label>
          <Input
            id={inputId}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH));
              setError(null);
            }}
            // Enter cannot submit while Verify is disabled, so say why instead.
            onKeyDown={(event) => {
              if (event.key === 'Enter' && code.length !== VERIFICATION_CODE_LENGTH) {
                event.preventDefault();
                verify();
              }
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={VERIFICATION_CODE_LENGTH}
            placeholder="000000"
            disabled={waiting}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className="text-center font-mono text-2xl tracking-[0.5em] sm:max-w-xs"
          />
          <p id={hintId} className="text-sm text-slate-600">
            {secondsLeft === null ? (
              send.isPending ? (
                <span className="inline-flex items-center gap-2">
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  {t('sendingShort')}
                </span>
              ) : (
                t('hint')
              )
            ) : expired ? (
              <span className="font-semibold text-red-700">{t('expired')}</span>
            ) : (
              t('expiresIn', { time: formatCountdown(secondsLeft) })
            )}
          </p>
          {/* Announces only the moment the code runs out, not every tick of the countdown. */}
          <p role="status" className="sr-only">
            {expired ? t('expired') : ''}
          </p>
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>

        {refusal && (
          <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
            <p role="alert" className="font-semibold text-red-800">
              {refusal.message}
            </p>
            <p id={retryId} className="mt-1 text-red-800">
              {waitingToRetry
                ? t('retryIn', { time: formatCountdown(retrySeconds) })
                : t('retryNow')}
            </p>
          </div>
        )}

        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button
            type="submit"
            size="lg"
            disabled={code.length !== VERIFICATION_CODE_LENGTH || waiting}
          >
            {waiting ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <MailCheck aria-hidden="true" className="size-5" />
            )}
            {busy ? (busyLabel ?? t('verifying')) : check.isPending ? t('verifying') : t('verify')}
          </Button>
          <Button
            variant="outline"
            size="lg"
            disabled={!canResend}
            aria-disabled={resendWaits || undefined}
            aria-describedby={refusal ? retryId : undefined}
            onClick={() => requestCode(true)}
          >
            <RotateCw
              aria-hidden="true"
              className={send.isPending ? 'size-5 animate-spin' : 'size-5'}
            />
            {send.isPending ? t('resending') : t('resend')}
          </Button>
          {onBack && (
            <Button variant="ghost" size="lg" disabled={waiting} onClick={onBack}>
              <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
              {t('back')}
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-600">{t('spamHint')}</p>
      </Form>
    </Card>
  );
}
