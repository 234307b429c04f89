import { VERIFICATION_CODE_LENGTH } from '#shared/verification-codes.ts';

/** Why the last request for a code was refused, and when (ms since the epoch) to ask again. */
export type Refusal = { message: string; retryAt: number | null };

/** What the verification card remembers between renders; the countdowns run from it. */
export type VerificationState = {
  /** When the code in the inbox expires (ms since the epoch), or null before one was sent. */
  expiresAt: number | null;
  /** The digits typed so far. */
  code: string;
  error: string | null;
  /** The server said the code in hand can never pass (expired, locked): only a new one helps. */
  codeDead: boolean;
  refusal: Refusal | null;
};

export type VerificationEvent =
  | { type: 'codeSent'; expiresAt: number }
  | { type: 'sendRefused'; refusal: Refusal }
  | { type: 'typed'; text: string }
  | { type: 'codeRefused'; error: string; dead: boolean };

/**
 * The state a card opens with: a code sent earlier in this visit that is still valid is the one in
 * hand; otherwise there is none yet.
 */
export function openingState(liveCodeExpiresAt: number | undefined): VerificationState {
  return {
    expiresAt:
      liveCodeExpiresAt !== undefined && liveCodeExpiresAt > Date.now() ? liveCodeExpiresAt : null,
    code: '',
    error: null,
    codeDead: false,
    refusal: null,
  };
}

export function verificationReducer(
  state: VerificationState,
  event: VerificationEvent,
): VerificationState {
  switch (event.type) {
    // A new code starts afresh: no refusal, nothing typed, no error.
    case 'codeSent':
      return { expiresAt: event.expiresAt, code: '', error: null, codeDead: false, refusal: null };
    case 'sendRefused':
      return { ...state, refusal: event.refusal };
    // Only digits are kept, at most a code's length; typing clears the error.
    case 'typed':
      return {
        ...state,
        code: event.text.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH),
        error: null,
      };
    case 'codeRefused':
      return { ...state, error: event.error, codeDead: state.codeDead || event.dead };
  }
}
