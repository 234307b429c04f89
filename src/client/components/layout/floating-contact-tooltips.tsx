import { Tooltip } from 'radix-ui';
import { type ReactElement, useEffect, useRef } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../shared/ui-timings.ts';

type Props = {
  /** Each button's label and link, drawn by `floating-contact.tsx`. */
  buttons: { label: string; link: ReactElement }[];
  /** The href of the link that had the focus before this module arrived; it gets it back. */
  focusedHref?: string;
};

/**
 * The floating buttons wrapped in Radix tooltips (SPEC: open after 700 ms, skip delay 300 ms).
 * Loaded on the first hover or focus of the buttons, not with the page: Radix Tooltip and its
 * positioning code are most of the floating buttons' JavaScript, kept off the first load
 * (decision 030).
 */
export default function FloatingContactTooltips({ buttons, focusedHref }: Props) {
  const container = useRef<HTMLDivElement>(null);
  // These links replace the plain ones, so a link that had the focus takes it back (and opens
  // its tooltip, as a focus does).
  useEffect(() => {
    if (!focusedHref) return;
    container.current?.querySelector<HTMLElement>(`a[href="${CSS.escape(focusedHref)}"]`)?.focus();
  }, [focusedHref]);
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <div ref={container} className="contents">
        {buttons.map(({ label, link }) => (
          <Tooltip.Root key={label}>
            <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
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
