import type { ComponentProps, ReactNode } from 'react';
import { FormField, Input, Select, Textarea } from './form-field.tsx';

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

/** A labelled input wired to FormField (label, error announcement, aria-describedby). */
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
