import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates an English message from the newsletter schema or the server: first in
 * `messages-contact` (shared by the contact and newsletter features), then in `messages`.
 */
export function useNewsletterMessage() {
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
