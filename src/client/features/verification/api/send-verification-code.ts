import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type {
  SendVerificationCodeInput,
  SendVerificationCodeResponse,
} from '#shared/schemas/verification.ts';
import { verificationApi } from '#shared/schemas/verification.ts';

export const postSendVerificationCode = (input: SendVerificationCodeInput) =>
  api<SendVerificationCodeResponse>(verificationApi.send(), { method: 'POST', body: input });

/** POST /api/verify/send: mails a new code to the address (on open and on Resend). */
export function useSendVerificationCode() {
  return useMutation({ mutationFn: postSendVerificationCode });
}
