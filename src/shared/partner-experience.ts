/**
 * The experience choices of the partner application (SPEC section 3).
 */

/** Partner experience choices; the label is the English text (translations key off value). */
export const EXPERIENCE_OPTIONS = [
  { value: 'none', label: 'No Experience' },
  { value: 'less-than-1', label: 'Less than 1 year' },
  { value: '1-3', label: '1-3 years' },
  { value: '3-5', label: '3-5 years' },
  { value: 'more-than-5', label: 'More than 5 years' },
] as const;
export type ExperienceValue = (typeof EXPERIENCE_OPTIONS)[number]['value'];

export function isExperienceValue(value: unknown): value is ExperienceValue {
  return typeof value === 'string' && EXPERIENCE_OPTIONS.some((o) => o.value === value);
}
