import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

const variants = {
  primary: 'bg-sun-500 text-navy-900 hover:bg-sun-400 shadow-sm',
  secondary: 'bg-navy-900 text-white hover:bg-navy-700 shadow-sm',
  outline: 'border border-navy-200 bg-white text-navy-900 hover:bg-navy-50',
  ghost: 'text-navy-900 hover:bg-navy-50',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  link: 'text-navy-700 underline-offset-4 hover:underline px-0',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'h-10 w-10',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link, say) with the button's looks. */
  asChild?: boolean;
};

export function buttonClass(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 whitespace-nowrap',
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonClass(variant, size), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
