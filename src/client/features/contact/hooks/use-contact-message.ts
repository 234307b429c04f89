import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates an English message from the contact schema or the server: first in the feature's
 * `messages-contact` namespace, then in the shared `messages`.
 */
export function useContactMessage() {
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
