import { Briefcase, Building2 } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/components/ui/cn.ts';
import { SIGN_UP_USER_TYPES } from '#shared/schemas/auth.ts';

const ICONS = { customer: Building2, partner: Briefcase } as const;

/** The Customer / Partner choice of the Login and Sign Up tabs, as a labelled radio group. */
export function UserTypeField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'userType'>;
  error?: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('userType.legend')}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {SIGN_UP_USER_TYPES.map((type) => {
          const Icon = ICONS[type];
          return (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5',
                'text-sm font-medium text-slate-800 has-checked:border-navy-600 has-checked:bg-navy-50',
                'has-focus-visible:ring-2 has-focus-visible:ring-navy-600/40',
              )}
            >
              <input
                type="radio"
                value={type}
                className="size-4 accent-navy-700"
                {...registration}
              />
              <Icon aria-hidden="true" className="size-4 text-navy-700" />
              {t(`userType.${type}`)}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
