import {
  type QueryClient,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { accountApi, authApi, mfaApi } from '#shared/api-paths.ts';
import { isStaffRole } from '#shared/permissions.ts';
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  ForgotPasswordInput,
  ResetPasswordInput,
} from '#shared/schemas/account.ts';
import type { AdminLoginValues, LoginInput, RegisterInput } from '#shared/schemas/auth.ts';
import type {
  LoginResponse,
  MfaCodeInput,
  MfaDisableInput,
  MfaEnableInput,
  MfaEnableResponse,
  MfaSetupResponse,
} from '#shared/schemas/mfa.ts';
import type { PublicUser, SessionResponse, UserResponse } from '#shared/schemas/user.ts';
import { SESSION_CACHE_MS } from '#shared/ui-timings.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { ApiError, api, holdReadsWhile, releaseReads } from './api.ts';
import { ENDS_SESSION } from './query-keys.ts';

/**
 * The one auth module of the client: the session, and every call that starts, ends or
 * changes it. Every form and button uses these hooks; nothing else posts to /api/auth.
 */

export const sessionQueryKey = ['auth', 'session'] as const;

type Message = { message: string };

async function fetchSession(): Promise<PublicUser | null> {
  try {
    const body = await api<SessionResponse>(authApi.session(), { sendWhileSessionEnds: true });
    return body.user;
  } catch (err) {
    // 401 means nobody is logged in (SPEC section 7).
    if (err instanceof ApiError && (err.status === 401 || err.status === 404)) return null;
    throw err;
  }
}

const subscribeToNothing = () => () => {};

/**
 * The current session: cached 5 minutes, dropped as soon as nothing uses it (SPEC section 4).
 * While a component hydrates it is still being asked for, as when the page was prerendered: the
 * layout hydrates first and asks, and a page hydrated after the answer came would otherwise
 * render the user where its HTML has the spinner (a hydration mismatch). The answer follows at
 * once after hydration.
 */
export function useSession(): UseQueryResult<PublicUser | null> {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: SESSION_CACHE_MS,
    gcTime: 0,
  });
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  if (!hydrating || query.isPending) return query;
  return {
    ...query,
    data: undefined,
    status: 'pending',
    isPending: true,
    isLoading: true,
    isSuccess: false,
    isError: false,
    error: null,
  } as UseQueryResult<PublicUser | null>;
}

/**
 * Makes `user` the session, dropping whatever was cached for whoever was signed in before; with
 * no user (a login whose answer could not be read), the session is asked for anew.
 */
function useBecome() {
  const queryClient = useQueryClient();
  return (user: PublicUser | null) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    if (user) queryClient.setQueryData(sessionQueryKey, user);
    else
      void queryClient.fetchQuery({
        queryKey: sessionQueryKey,
        queryFn: fetchSession,
        staleTime: 0,
      });
  };
}

/** A successful login whose answer cannot be read is a success all the same (SPEC section 4). */
const postLogin = (input: LoginInput) =>
  api<LoginResponse | { user: null }>(authApi.login(), {
    method: 'POST',
    body: input,
    unreadable: { user: null },
  });

/**
 * True while a login waits for its second factor (the password was right; decision 040): the
 * auth page then asks for the code instead of showing its tabs.
 */
export const mfaStepQueryKey = ['auth', 'mfaStep'] as const;

export function useMfaStep(): boolean {
  const { data } = useQuery({
    queryKey: mfaStepQueryKey,
    queryFn: () => false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data === true;
}

/**
 * What a login answered: the user (null when the answer could not be read: the login worked,
 * who it is is asked for anew), or that the second factor is still to come.
 */
export type LoginOutcome = { user: PublicUser | null } | { mfaRequired: true };

function useLoginAnswer() {
  const queryClient = useQueryClient();
  const become = useBecome();
  return (answer: LoginResponse | { user: PublicUser | null }): LoginOutcome => {
    if ('mfaRequired' in answer) {
      queryClient.setQueryData(mfaStepQueryKey, true);
      return { mfaRequired: true };
    }
    become(answer.user);
    return { user: answer.user };
  };
}

/**
 * POST /api/auth/login (the Login tab and the Partner Portal); the session becomes the user, or
 * the second step is asked for.
 */
export function useLogin() {
  const answered = useLoginAnswer();
  return useMutation({
    mutationFn: async (input: LoginInput) => answered(await postLogin(input)),
  });
}

/** POST /api/auth/mfa/verify: a TOTP or recovery code completes the login. */
export function useVerifyMfa() {
  const queryClient = useQueryClient();
  const become = useBecome();
  return useMutation({
    mutationFn: (input: MfaCodeInput) =>
      api<UserResponse>(mfaApi.verify(), { method: 'POST', body: input }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(mfaStepQueryKey, false);
      become(user);
    },
  });
}

/** Leaves the second step (back to the login tabs). */
export function useCancelMfaStep() {
  const queryClient = useQueryClient();
  return () => queryClient.setQueryData(mfaStepQueryKey, false);
}

/** POST /api/auth/mfa/setup: a new secret for the authenticator app. */
export function useMfaSetup() {
  return useMutation({
    mutationFn: () => api<MfaSetupResponse>(mfaApi.setup(), { method: 'POST' }),
  });
}

/** POST /api/auth/mfa/enable: on with a first code; the recovery codes, shown once. */
export function useMfaEnable() {
  return useMutation({
    mutationFn: (input: MfaEnableInput) =>
      api<MfaEnableResponse>(mfaApi.enable(), { method: 'POST', body: input }),
  });
}

/** Reads the session again once the second factor changed (the user's mfaEnabled). */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/** POST /api/auth/mfa/disable with the password and a code. */
export function useMfaDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MfaDisableInput) =>
      api<Message>(mfaApi.disable(), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** The account logged in fine but is not an admin; its session has been ended again. */
export class NotAnAdminError extends Error {
  constructor() {
    super('Not an admin account');
    this.name = 'NotAnAdminError';
  }
}

/**
 * The Admin tab: the normal login, after which the server's answer decides. A non-admin account
 * is logged straight out again, so the tab never leaves someone signed in by mistake.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  const answered = useLoginAnswer();
  return useMutation({
    mutationFn: async (input: AdminLoginValues): Promise<LoginOutcome> => {
      const answer = await postLogin(input);
      // A second factor first: the staff check follows the verified answer (RequireRole).
      if ('mfaRequired' in answer) return answered(answer);
      const user = answer.user ?? (await fetchSession());
      if (user && isStaffRole(user.role)) return answered({ user });
      await api(authApi.logout(), { method: 'POST' }).catch(() =>
        // Could not end it: let the session query learn the truth from the server.
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      );
      throw new NotAnAdminError();
    },
  });
}

/**
 * POST /api/auth/register; the new account is signed in at once, and gets its e-mails in the
 * language of the page it signed up on.
 */
export function useRegister() {
  const become = useBecome();
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      api<UserResponse>(authApi.register(), {
        method: 'POST',
        body: { ...input, language: currentLanguage() },
      }),
    onSuccess: ({ user }) => become(user),
  });
}

/** If no navigation follows a logout, the session is cleared after this long anyway. */
const LOGOUT_CLEAR_FALLBACK_MS = 3_000;

/**
 * Forgets the session and every cached answer. By default once the navigation that follows has
 * rendered (or the component leaves the page): clearing at once would let the protected page
 * still on screen, while the next page loads, see no user and send them to the login tab.
 * `immediate` clears at once, for callers whose next page must not see the old user at all.
 */
function useClearSession({ immediate = false }: { immediate?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { key: locationKey } = useLocation();
  const clearPending = useRef(false);

  const clearSession = useCallback(() => {
    if (!clearPending.current) return;
    clearPending.current = false;
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    releaseReads();
  }, [queryClient]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger
  useEffect(clearSession, [locationKey, clearSession]);
  useEffect(() => clearSession, [clearSession]);

  return () => {
    clearPending.current = true;
    if (immediate) clearSession();
    else setTimeout(clearSession, LOGOUT_CLEAR_FALLBACK_MS);
  };
}

/**
 * POST /api/auth/logout. Callers navigate away in their own onSuccess; see useClearSession for
 * when the session is forgotten.
 */
/**
 * Resolves once no query is fetching, or after `timeoutMs`. A read still on its way when the
 * session ends reaches the server after it and is refused with 401, an error in the console of
 * a visitor who only clicked Logout on a page still loading its data.
 */
export async function readsSettled(queryClient: QueryClient, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (queryClient.isFetching() > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

export function useLogout(options: { immediate?: boolean } = {}) {
  const clear = useClearSession(options);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await readsSettled(queryClient);
      const request = api<Message>(authApi.logout(), { method: 'POST' });
      holdReadsWhile(request);
      return request;
    },
    onSuccess: clear,
    meta: { [ENDS_SESSION]: true },
  });
}

/** POST /api/auth/password/forgot: always the same answer, whether or not the address is known. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api<Message>(authApi.forgotPassword(), { method: 'POST', body: input }),
  });
}

/** POST /api/auth/password/reset with the mailed link's token; every session has ended. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api<Message>(authApi.resetPassword(), { method: 'POST', body: input }),
    onSuccess: () => queryClient.setQueryData(sessionQueryKey, null),
    meta: { [ENDS_SESSION]: true },
  });
}

/** POST /api/auth/password/change; the user's other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api<Message>(authApi.changePassword(), { method: 'POST', body: input }),
  });
}

/** POST /api/auth/email/confirm with the mailed link's token. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<Message>(authApi.confirmEmail(), { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** POST /api/auth/email/resend: a new confirmation link for the signed-in user. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => api<Message>(authApi.resendConfirmation(), { method: 'POST' }),
  });
}

/** DELETE /api/account with the password: the account is erased and the session ends. */
export function useDeleteAccount() {
  const clear = useClearSession();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => {
      const request = api<Message>(accountApi.account(), { method: 'DELETE', body: input });
      holdReadsWhile(request);
      return request;
    },
    onSuccess: clear,
    meta: { [ENDS_SESSION]: true },
  });
}

/** Which dashboard a user belongs on (SPEC section 4, role resolution). */
export function dashboardPathFor(user: Pick<PublicUser, 'role' | 'userType'>): string {
  // Every staff role works in the one staff workspace (decision 040).
  if (isStaffRole(user.role)) return '/admin-dashboard';
  if (user.role === 'partner' || user.userType === 'partner') return '/partner-dashboard';
  return '/customer-dashboard';
}
