import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../ui/cn.ts';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MAIN_NAV } from './nav-links.ts';

/** The side drawer of small screens: navigation, language and account buttons. */
export default function MobileDrawer({
  open,
  onOpenChange,
  authButtons,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  authButtons: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="left" title={t('nav.menu')} closeLabel={t('nav.closeMenu')}>
        <nav aria-label={t('nav.label')}>
          <ul className="space-y-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-2.5 font-medium',
                      isActive ? 'bg-sun-50 text-sun-700' : 'text-slate-800 hover:bg-slate-50',
                    )
                  }
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 space-y-5 border-t border-slate-200 pt-5">
          <LanguageSwitch />
          {authButtons}
        </div>
      </DialogContent>
    </Dialog>
  );
}
