import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates an English message from the auth schemas or the server: looked up first in the
 * feature's own `messages-auth` namespace, then in the shared `messages`.
 */
export function useAuthMessage() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) =>
      message === undefined
        ? undefined
        : t(message, {
            ns: ['messages-auth', 'messages'],
            keySeparator: false,
            nsSeparator: false,
            defaultValue: message,
          }),
    [t],
  );
}
