import { ArrowLeft, LoaderCircle, MailCheck, RotateCw, ShieldCheck } from 'lucide-react';
import { type Ref, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Form } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/form-field.tsx';
import { VERIFICATION_CODE_LENGTH } from '#shared/verification-codes.ts';
import { formatCountdown } from '../hooks/countdown.ts';
import { useVerification, type Verification } from '../hooks/use-verification.ts';

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

/** The ids that tie the code field to its hint, its error and the refusal's retry line. */
type FieldIds = { input: string; error: string; hint: string; retry: string };

/**
 * The Email Verification card (SPEC sections 2 and 4): sends a code on open, counts down from
 * 10:00, takes exactly six digits, and offers Resend once the code has expired or died. Its state
 * is `useVerification`; this is the view of it.
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
  const { t } = useTranslation('verification');
  const verification = useVerification({
    email,
    onVerified,
    busy,
    liveCodeExpiresAt,
    onCodeSent,
  });
  const inputId = useId();
  const ids: FieldIds = {
    input: inputId,
    error: `${inputId}-error`,
    hint: `${inputId}-hint`,
    retry: `${inputId}-retry`,
  };

  return (
    <Card className="p-6 sm:p-8">
      <CardHeading
        title={title ?? t('title')}
        email={email}
        verification={verification}
        headingRef={headingRef}
        headingLevel={headingLevel}
      />
      <Form onSubmit={verification.verify} className="space-y-4">
        <CodeField verification={verification} ids={ids} />
        {verification.refusal && <RefusalNotice verification={verification} retryId={ids.retry} />}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <VerifyButton verification={verification} busy={busy} busyLabel={busyLabel} />
          <ResendButton verification={verification} retryId={ids.retry} />
          {onBack && (
            <Button variant="ghost" size="lg" disabled={verification.waiting} onClick={onBack}>
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

/** Which line says where the code went: on its way, refused, or sent. */
function addressLineKey(verification: Verification) {
  if (verification.sending && verification.expiresAt === null) return 'sending';
  return verification.refusal && !verification.codeLive ? 'refusedTo' : 'sentTo';
}

function CardHeading({
  title,
  email,
  verification,
  headingRef,
  headingLevel,
}: {
  title: string;
  email: string;
  verification: Verification;
  headingRef: Ref<HTMLHeadingElement> | undefined;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation('verification');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
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
          {title}
        </Heading>
        <p className="mt-1 text-sm text-slate-600 wrap-anywhere">
          <Trans
            t={t}
            i18nKey={addressLineKey(verification)}
            values={{ email }}
            components={{ strong: <strong className="font-semibold text-slate-900" /> }}
          />
        </p>
      </div>
    </div>
  );
}

function CodeField({ verification, ids }: { verification: Verification; ids: FieldIds }) {
  const { t } = useTranslation('verification');
  const { code, error } = verification;
  return (
    <div className="space-y-1.5">
      <label htmlFor={ids.input} className="block text-sm font-medium text-slate-800">
        {t('codeLabel')}
      </label>
      <Input
        id={ids.input}
        value={code}
        onChange={(event) => verification.typeCode(event.target.value)}
        // Enter cannot submit while Verify is disabled, so say why instead.
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !verification.codeComplete) {
            event.preventDefault();
            verification.verify();
          }
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={VERIFICATION_CODE_LENGTH}
        placeholder="000000"
        disabled={verification.waiting}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
        className="text-center font-mono text-2xl tracking-[0.5em] sm:max-w-xs"
      />
      <p id={ids.hint} className="text-sm text-slate-600">
        <CodeHint verification={verification} />
      </p>
      {/* Announces only the moment the code runs out, not every tick of the countdown. */}
      <p role="status" className="sr-only">
        {verification.expired ? t('expired') : ''}
      </p>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Under the field: the code on its way, what to type, its countdown, or that it expired. */
function CodeHint({ verification }: { verification: Verification }) {
  const { t } = useTranslation('verification');
  const { secondsLeft } = verification;
  if (secondsLeft === null)
    return verification.sending ? (
      <span className="inline-flex items-center gap-2">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('sendingShort')}
      </span>
    ) : (
      t('hint')
    );
  if (verification.expired)
    return <span className="font-semibold text-red-700">{t('expired')}</span>;
  return t('expiresIn', { time: formatCountdown(secondsLeft) });
}

/** Why no code could be sent, kept on the card with when to ask again. */
function RefusalNotice({ verification, retryId }: { verification: Verification; retryId: string }) {
  const { t } = useTranslation('verification');
  const { refusal, waitingToRetry, retrySeconds } = verification;
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
      <p role="alert" className="font-semibold text-red-800">
        {refusal?.message}
      </p>
      <p id={retryId} className="mt-1 text-red-800">
        {waitingToRetry && retrySeconds !== null
          ? t('retryIn', { time: formatCountdown(retrySeconds) })
          : t('retryNow')}
      </p>
    </div>
  );
}

function VerifyButton({
  verification,
  busy,
  busyLabel,
}: {
  verification: Verification;
  busy: boolean;
  busyLabel: string | undefined;
}) {
  const { t } = useTranslation('verification');
  const { checking, waiting } = verification;
  return (
    <Button type="submit" size="lg" disabled={!verification.codeComplete || waiting}>
      {waiting ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <MailCheck aria-hidden="true" className="size-5" />
      )}
      {busy ? (busyLabel ?? t('verifying')) : checking ? t('verifying') : t('verify')}
    </Button>
  );
}

function ResendButton({ verification, retryId }: { verification: Verification; retryId: string }) {
  const { t } = useTranslation('verification');
  const { canResend, sending } = verification;
  // After a refusal the button stays in the tab order while it waits, saying so (aria-disabled).
  const waits = canResend && verification.waitingToRetry;
  return (
    <Button
      variant="outline"
      size="lg"
      disabled={!canResend}
      aria-disabled={waits || undefined}
      aria-describedby={verification.refusal ? retryId : undefined}
      onClick={() => verification.requestCode(true)}
    >
      <RotateCw aria-hidden="true" className={sending ? 'size-5 animate-spin' : 'size-5'} />
      {sending ? t('resending') : t('resend')}
    </Button>
  );
}
