import { type ClassValue, clsx } from 'clsx';

/** Joins class names; later utilities should not fight earlier ones, so keep variants disjoint. */
export const cn = (...values: ClassValue[]) => clsx(values);
