import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { cn } from './cn.ts';

export const inputClass = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900',
  'placeholder:text-slate-500 focus:border-navy-600 focus:outline-none focus:ring-2 focus:ring-navy-600/30',
  'aria-[invalid=true]:border-red-600 disabled:bg-slate-100',
);

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
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            {requiredMark}
          </span>
        )}
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
