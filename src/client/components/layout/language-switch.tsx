import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setLanguage } from '#client/i18n/i18n.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { cn } from '../ui/cn.ts';

const labels: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * Two buttons, one per language; the current one is pressed. Choosing one remembers it and moves
 * to the same page's twin in that language (the router writes the language into the address).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = async (language: Language) => {
    await setLanguage(language);
    navigate(location, { replace: true, preventScrollReset: true });
  };
  return (
    <fieldset
      className={cn('icon i-languages flex items-center gap-1 before:text-navy-700', className)}
    >
      <legend className="sr-only">{t('language.label')}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.language === language}
          onClick={() => void choose(language)}
          className={cn(
            'rounded-md px-2 py-1 text-sm font-medium',
            i18n.language === language
              ? 'bg-navy-900 text-white'
              : 'text-navy-800 hover:bg-navy-50',
          )}
        >
          {labels[language]}
        </button>
      ))}
    </fieldset>
  );
}
