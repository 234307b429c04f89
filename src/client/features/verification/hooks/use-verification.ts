import { type Dispatch, type FormEvent, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#client/components/ui/toast-store.ts';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { ApiError } from '#client/lib/api.ts';
import { isLanguage } from '#shared/languages.ts';
import { VERIFICATION_ERROR_CODES, verificationMessages } from '#shared/schemas/verification.ts';
import { VERIFICATION_CODE_LENGTH } from '#shared/verification-codes.ts';
import { useCheckVerificationCode } from '../api/check-verification-code.ts';
import { useSendVerificationCode } from '../api/send-verification-code.ts';
import { useCountdown } from './use-countdown.ts';
import { openingState, type VerificationEvent, verificationReducer } from './verification-state.ts';

/** Server answers after which the code in hand can never pass: only a new one helps. */
const DEAD_CODE_ERRORS: readonly string[] = [
  VERIFICATION_ERROR_CODES.expired,
  VERIFICATION_ERROR_CODES.locked,
];

export type VerificationOptions = {
  email: string;
  onVerified: (code: string) => void;
  /** True while the parent acts on the verified code. */
  busy: boolean;
  liveCodeExpiresAt?: number | undefined;
  onCodeSent?: ((expiresAt: number) => void) | undefined;
};

/** Asks the server for a code; a refusal is kept with when the visitor may ask again. */
function useCodeRequest(
  email: string,
  dispatch: Dispatch<VerificationEvent>,
  onCodeSent: VerificationOptions['onCodeSent'],
) {
  const { t, i18n } = useTranslation('verification');
  const message = useTranslateMessage();
  const send = useSendVerificationCode();
  const request = (announce: boolean) =>
    send.mutate(
      { email, language: isLanguage(i18n.language) ? i18n.language : 'en' },
      {
        onSuccess: ({ expiresInSeconds }) => {
          const deadline = Date.now() + expiresInSeconds * 1000;
          dispatch({ type: 'codeSent', expiresAt: deadline });
          onCodeSent?.(deadline);
          if (announce) toast({ title: t('codeSent'), variant: 'success' });
        },
        // Shown on the card, not in a toast: it must stay until the visitor can try again.
        onError: (err) =>
          dispatch({
            type: 'sendRefused',
            refusal: {
              message: message(err) ?? t('sendFailed'),
              retryAt:
                err instanceof ApiError && err.retryAfterSeconds
                  ? Date.now() + err.retryAfterSeconds * 1000
                  : null,
            },
          }),
      },
    );
  return { sending: send.isPending, request };
}

/** Has the server check a typed code; a refusal says whether only a new code can help. */
function useCodeCheck(
  email: string,
  dispatch: Dispatch<VerificationEvent>,
  onVerified: VerificationOptions['onVerified'],
) {
  const { t } = useTranslation('verification');
  const message = useTranslateMessage();
  const check = useCheckVerificationCode();
  const submit = (code: string) =>
    check.mutate(
      { email, code },
      {
        onSuccess: () => {
          toast({ title: t('verified'), variant: 'success' });
          onVerified(code);
        },
        onError: (err) =>
          dispatch({
            type: 'codeRefused',
            error: message(err) ?? t('invalidCode'),
            dead: err instanceof ApiError && !!err.code && DEAD_CODE_ERRORS.includes(err.code),
          }),
      },
    );
  return { checking: check.isPending, submit };
}

/** Runs `act` once, when the card opens (the ref keeps a strict-mode re-run from a second). */
function useOnOpening(act: () => void) {
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    act();
  });
}

/**
 * The verification card's state: the code in hand and its countdown, a refused request and the
 * countdown to asking again, what was typed and what the server said of it. It sends a code on
 * opening unless one sent earlier in the visit still works.
 */
export function useVerification({
  email,
  onVerified,
  busy,
  liveCodeExpiresAt,
  onCodeSent,
}: VerificationOptions) {
  const message = useTranslateMessage();
  const [state, dispatch] = useReducer(verificationReducer, liveCodeExpiresAt, openingState);
  const { sending, request } = useCodeRequest(email, dispatch, onCodeSent);
  const { checking, submit } = useCodeCheck(email, dispatch, onVerified);
  const secondsLeft = useCountdown(state.expiresAt);
  const retrySeconds = useCountdown(state.refusal?.retryAt ?? null);
  const waitingToRetry = retrySeconds !== null && retrySeconds > 0;

  const requestCode = (announce: boolean) => {
    if (sending || waitingToRetry) return;
    request(announce);
  };

  useOnOpening(() => {
    if (state.expiresAt === null) requestCode(false);
  });

  // Checking the code, or the parent acting on it: the field, Verify and Back wait.
  const waiting = checking || busy;
  const codeComplete = state.code.length === VERIFICATION_CODE_LENGTH;
  const verify = (event?: FormEvent) => {
    event?.preventDefault();
    if (waiting) return;
    if (!codeComplete) {
      const error = message(verificationMessages.code) ?? verificationMessages.code;
      dispatch({ type: 'codeRefused', error, dead: false });
      return;
    }
    submit(state.code);
  };

  const expired = secondsLeft === 0;
  const codeLive = secondsLeft !== null && !expired;
  const canResend = (expired || state.refusal !== null || state.codeDead) && !sending && !busy;
  return {
    ...state,
    secondsLeft,
    expired,
    codeLive,
    codeComplete,
    retrySeconds,
    waitingToRetry,
    sending,
    checking,
    waiting,
    canResend,
    requestCode,
    verify,
    typeCode: (text: string) => dispatch({ type: 'typed', text }),
  };
}

export type Verification = ReturnType<typeof useVerification>;
