import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

const tones = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  red: 'bg-red-100 text-red-800',
  slate: 'bg-slate-100 text-slate-800',
  navy: 'bg-navy-50 text-navy-800',
} as const;

export function Badge({
  tone = 'slate',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
