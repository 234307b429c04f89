import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { telUrl, whatsappUrl } from '#shared/company.ts';
import {
  FLOATING_BUTTONS_PULSE_DURATION_MS,
  FLOATING_BUTTONS_PULSE_START_MS,
} from '#shared/ui-timings.ts';
import { cn } from '../ui/cn.ts';

type Phase = 'shown' | 'pulsing';

const FloatingContactTooltips = lazy(() => import('./floating-contact-tooltips.tsx'));

/** Milliseconds until `msAfterLoad` after the page started loading (0 when already past). */
const untilAfterLoad = (msAfterLoad: number) => Math.max(0, msAfterLoad - performance.now());

/**
 * WhatsApp and call buttons (SPEC section 2). The layout mounts this 2 s after load; it pulses
 * from 5 s to 15 s after load. Their tooltips come with the first hover or focus.
 */
export default function FloatingContact() {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('shown');
  // Set by the first hover or focus: the tooltips' code loads only then. The link still hovered
  // when it arrives opens its tooltip, as if the code had been there all along.
  const [tooltips, setTooltips] = useState<{
    focusedHref?: string;
    hovered?: { href: string; at: number };
  }>();

  useEffect(() => {
    const pulseEnd = FLOATING_BUTTONS_PULSE_START_MS + FLOATING_BUTTONS_PULSE_DURATION_MS;
    if (untilAfterLoad(pulseEnd) === 0) return;
    const timers = [
      setTimeout(() => setPhase('pulsing'), untilAfterLoad(FLOATING_BUTTONS_PULSE_START_MS)),
      setTimeout(() => setPhase('shown'), untilAfterLoad(pulseEnd)),
    ];
    return () => timers.forEach(clearTimeout);
  }, []);

  const buttons = [
    {
      href: whatsappUrl,
      label: t('floating.whatsapp'),
      icon: 'i-message-circle',
      color: 'bg-[#1a7f45] hover:bg-[#166c3b]',
      external: true,
    },
    {
      href: telUrl,
      label: t('floating.call'),
      icon: 'i-phone',
      color: 'bg-navy-900 hover:bg-navy-700',
      external: false,
    },
  ];
  const links = buttons.map(({ href, label, icon, color, external }) => ({
    label,
    href,
    link: (
      <a
        key={href}
        href={href}
        aria-label={label}
        onPointerEnter={() =>
          setTooltips((was) => ({ ...was, hovered: { href, at: performance.now() } }))
        }
        onPointerLeave={() => setTooltips((was) => was && { ...was, hovered: undefined })}
        onFocus={() => setTooltips((was) => was ?? { focusedHref: href })}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={cn(
          'icon flex size-14 items-center justify-center rounded-full text-white shadow-lg transition-colors before:size-6',
          icon,
          color,
          phase === 'pulsing' &&
            'relative after:absolute after:inset-0 after:-z-10 after:rounded-full after:bg-amber-500/55 after:animate-soft-pulse',
        )}
      />
    ),
  }));
  const plain = links.map(({ link }) => link);
  return (
    <div
      className="fixed right-4 bottom-4 z-30 flex flex-col gap-3"
      data-testid="floating-contact"
      data-phase={phase}
    >
      {tooltips ? (
        <Suspense fallback={plain}>
          <FloatingContactTooltips
            buttons={links}
            focusedHref={tooltips.focusedHref}
            hovered={tooltips.hovered}
          />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
