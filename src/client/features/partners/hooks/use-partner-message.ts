import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates an English message from the partner, lead and document schemas or the server:
 * looked up in this feature's `messages-partners`, then `messages-auth` (the login card
 * talks to the auth API), then the shared `messages`.
 */
export function usePartnerMessage() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) =>
      message === undefined
        ? undefined
        : t(message, {
            ns: ['messages-partners', 'messages-auth', 'messages'],
            keySeparator: false,
            nsSeparator: false,
            defaultValue: message,
          }),
    [t],
  );
}
