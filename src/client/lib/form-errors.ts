import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api.ts';

/** Puts the server's per-field messages (400, 409) on the form's own fields. */
export function showServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(err instanceof ApiError) || !err.fields) return;
  for (const [field, message] of Object.entries(err.fields)) {
    if ((fields as readonly string[]).includes(field))
      setError(field as Path<T>, { type: 'server', message });
  }
}
