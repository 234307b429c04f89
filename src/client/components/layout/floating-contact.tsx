import { Tooltip } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { telUrl, whatsappUrl } from '../../../shared/company.ts';
import {
  FLOATING_BUTTONS_PULSE_DURATION_MS,
  FLOATING_BUTTONS_PULSE_START_MS,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from '../../../shared/constants.ts';
import { cn } from '../ui/cn.ts';

type Phase = 'shown' | 'pulsing';

/** Milliseconds until `msAfterLoad` after the page started loading (0 when already past). */
const untilAfterLoad = (msAfterLoad: number) => Math.max(0, msAfterLoad - performance.now());

/**
 * WhatsApp and call buttons (SPEC section 2). The layout mounts this 2 s after load; it pulses
 * from 5 s to 15 s after load.
 */
export default function FloatingContact() {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('shown');

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
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <div
        className="fixed right-4 bottom-4 z-30 flex flex-col gap-3"
        data-testid="floating-contact"
        data-phase={phase}
      >
        {buttons.map(({ href, label, icon, color, external }) => (
          <Tooltip.Root key={href}>
            <Tooltip.Trigger asChild>
              <a
                href={href}
                aria-label={label}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className={cn(
                  'icon flex size-14 items-center justify-center rounded-full text-white shadow-lg transition-colors before:size-6',
                  icon,
                  color,
                  phase === 'pulsing' && 'animate-soft-pulse',
                )}
              />
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content
                side="left"
                sideOffset={8}
                className="z-50 rounded-md bg-navy-900 px-3 py-1.5 text-sm text-white shadow"
              >
                {label}
                <Tooltip.Arrow className="fill-navy-900" />
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        ))}
      </div>
    </Tooltip.Provider>
  );
}
