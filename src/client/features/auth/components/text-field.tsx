import type { ComponentProps } from 'react';
import { FormField, Input } from '../../../components/ui/form-field.tsx';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Already translated. */
  error?: string | undefined;
  hint?: string;
};

/** A labelled input wired to FormField (label, error announcement, aria-describedby). */
export function TextField({ label, error, hint, required, className, ...input }: TextFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      className={className}
      {...(hint ? { hint } : {})}
      {...(required ? { required } : {})}
    >
      {(field) => <Input {...input} {...field} />}
    </FormField>
  );
}
