import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type {
  CheckVerificationCodeInput,
  CheckVerificationCodeResponse,
} from '#shared/schemas/verification.ts';
import { verificationApi } from '#shared/schemas/verification.ts';

export const postCheckVerificationCode = (input: CheckVerificationCodeInput) =>
  api<CheckVerificationCodeResponse>(verificationApi.check(), { method: 'POST', body: input });

/**
 * POST /api/verify/check: resolves with { verified: true }; a wrong, expired or burnt code
 * rejects with the server's message (and an error code saying whether the code is dead).
 */
export function useCheckVerificationCode() {
  return useMutation({ mutationFn: postCheckVerificationCode });
}
