import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates an English message from the shared schemas or the server: first in the contact
 * features' `messages-contact` namespace, then in the shared `messages`.
 */
export function useVerificationMessage() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) =>
      message === undefined
        ? undefined
        : t(message, {
            ns: ['messages-contact', 'messages'],
            keySeparator: false,
            nsSeparator: false,
            defaultValue: message,
          }),
    [t],
  );
}
