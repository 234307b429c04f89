import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { cn } from './cn.ts';

/** Inputs, text areas and selects look alike: the `field` class of app.css. */
export const inputClass = 'field';

type FieldProps = {
  label: string;
  required?: boolean;
  /** Already translated. */
  error?: string | undefined;
  hint?: string;
  requiredMark?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    required?: boolean;
  }) => ReactNode;
  className?: string;
};

/** A labelled control with its error announced and tied to it by aria-describedby. */
export function FormField({
  label,
  required,
  error,
  hint,
  children,
  className,
  requiredMark = '*',
}: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      {/* The mark after a required field's label is drawn by CSS: the field's `required` is
          what assistive technology announces. */}
      <label
        htmlFor={id}
        className="field-label"
        {...(required ? { 'data-required-mark': requiredMark } : {})}
      >
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { required: true } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClass, 'min-h-28', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClass, 'pe-8', className)} {...props} />;
}
