import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FormField, Input, Select, Textarea } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api.ts';

type Common = {
  label: string;
  /** Already translated. */
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  className?: string;
};

const fieldProps = ({ label, error, hint, required, className }: Common) => ({
  label,
  error,
  ...(hint ? { hint } : {}),
  ...(required ? { required } : {}),
  ...(className ? { className } : {}),
});

export function TextField({
  label,
  error,
  hint,
  required,
  className,
  ...input
}: Common & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <FormField {...fieldProps({ label, error, hint, required, className })}>
      {(field) => <Input {...input} {...field} />}
    </FormField>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  ...input
}: Common & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <FormField {...fieldProps({ label, error, hint, required, className })}>
      {(field) => <Textarea {...input} {...field} />}
    </FormField>
  );
}

export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  children,
  ...select
}: Common & Omit<ComponentProps<'select'>, 'id'> & { children: ReactNode }) {
  return (
    <FormField {...fieldProps({ label, error, hint, required, className })}>
      {(field) => (
        <Select {...select} {...field}>
          {children}
        </Select>
      )}
    </FormField>
  );
}

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
